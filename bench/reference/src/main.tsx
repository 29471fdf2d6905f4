/** One page: Refine with the react-router provider, kbar, antd's themed layout, a table of 20 rows and a button. */
import "@ant-design/v5-patch-for-react-19";
import { Refine } from "@refinedev/core";
import { ThemedLayout, useNotificationProvider } from "@refinedev/antd";
import { RefineKbar, RefineKbarProvider } from "@refinedev/kbar";
import routerProvider from "@refinedev/react-router";
import { App as AntdApp, Button, ConfigProvider, Table } from "antd";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { HashRouter, Outlet, Route, Routes } from "react-router";

type Row = { id: number; name: string; amount: number };
const ROWS: Row[] = Array.from({ length: 20 }, (_, i) => ({ id: i + 1, name: `Item ${i + 1}`, amount: (i + 1) * 10 }));
const COLUMNS = [
  { title: "ID", dataIndex: "id" },
  { title: "Name", dataIndex: "name" },
  { title: "Amount", dataIndex: "amount" },
];

function ItemList() {
  return (
    <>
      <Button type="primary">Add</Button>
      <Table<Row> rowKey="id" dataSource={ROWS} columns={COLUMNS} pagination={false} />
    </>
  );
}

function App() {
  return (
    <HashRouter>
      <ConfigProvider>
        <AntdApp>
          <RefineKbarProvider>
            <Refine
              routerProvider={routerProvider}
              notificationProvider={useNotificationProvider}
              resources={[{ name: "items", list: "/" }]}
              options={{ disableTelemetry: true }}
            >
              <Routes>
                <Route
                  element={
                    <ThemedLayout>
                      <Outlet />
                    </ThemedLayout>
                  }
                >
                  <Route index element={<ItemList />} />
                </Route>
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
