/**
 * The bench's reference: what Refine + antd + kbar cost for the console's own actions, with the least code. Refine
 * with the react-router provider (hash mode, as the console), kbar, antd's themed layout; a login form with a fake
 * auth provider, a home page with a menu, and a withdrawal-like table of 15 rows (or `?pageSize=1000`) from an
 * in-memory data provider (./data.ts). One chunk, no server.
 */
import "@ant-design/v5-patch-for-react-19";
import { Authenticated, Refine } from "@refinedev/core";
import { ThemedLayout, useNotificationProvider } from "@refinedev/antd";
import { RefineKbar, RefineKbarProvider } from "@refinedev/kbar";
import routerProvider from "@refinedev/react-router";
import { App as AntdApp, ConfigProvider } from "antd";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { HashRouter, Navigate, Outlet, Route, Routes } from "react-router";
import { authProvider, dataProvider } from "./data";
import { HomePage, LoginPage, WithdrawalList } from "./pages";

function App() {
  return (
    <HashRouter>
      <ConfigProvider>
        <AntdApp>
          <RefineKbarProvider>
            <Refine
              routerProvider={routerProvider}
              dataProvider={dataProvider}
              authProvider={authProvider}
              notificationProvider={useNotificationProvider}
              resources={[
                { name: "home", list: "/home", meta: { label: "Home" } },
                { name: "withdrawals", list: "/withdrawals", meta: { label: "Withdrawals" } },
              ]}
              options={{ disableTelemetry: true }}
            >
              <Routes>
                <Route
                  element={
                    <Authenticated key="console" fallback={<Navigate to="/login" />}>
                      <ThemedLayout>
                        <Outlet />
                      </ThemedLayout>
                    </Authenticated>
                  }
                >
                  <Route index element={<Navigate to="/home" />} />
                  <Route path="/home" element={<HomePage />} />
                  <Route path="/withdrawals" element={<WithdrawalList />} />
                </Route>
                <Route path="/login" element={<LoginPage />} />
              </Routes>
              <RefineKbar />
            </Refine>
          </RefineKbarProvider>
        </AntdApp>
      </ConfigProvider>
    </HashRouter>
  );
}

createRoot(document.getElementById("root") as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
