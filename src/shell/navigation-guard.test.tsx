/**
 * The guard under React transitions (the router navigates in them): a navigation into code still loading is held
 * until the code is in, while the address already names the page. Cancelling the lock screen meanwhile must go back
 * to that page — before the fix it went to the lock screen itself and the console stayed blank (CI).
 */
import { act, render, screen } from "@testing-library/react";
import { Suspense, use } from "react";
import { MemoryRouter, Route, Routes, useLocation, useNavigate, type NavigateFunction } from "react-router";
import { RouteHooks } from "@/lib/route-hooks";
import { describe, expect, it } from "vitest";
import { storage, StorageKey } from "@/lib/storage";
import { rememberLockReturn, takeLockReturn } from "@/providers/session/lock-return";
import { NavigationGuard } from "./navigation-guard";

/** A page whose code is still loading: it suspends until `release` is called. */
function loadingPage() {
  let release!: () => void;
  const loaded = new Promise<void>((resolve) => {
    release = resolve;
  });
  function Page() {
    use(loaded);
    return <p>withdraw orders</p>;
  }
  return { Page, release };
}

let navigate: NavigateFunction = () => undefined;
function Probe() {
  navigate = useNavigate();
  return <output data-testid="at">{useLocation().pathname}</output>;
}

describe("NavigationGuard", () => {
  it("cancelling the lock screen during a held navigation goes back to the page the address names", async () => {
    storage.set(StorageKey.accessToken, "token");
    storage.set(StorageKey.userInfo, JSON.stringify({ username: "admin" }));
    storage.set(StorageKey.locking, "1");
    const { Page, release } = loadingPage();
    render(
      <MemoryRouter initialEntries={["/locking"]}>
        <RouteHooks>
          <Probe />
          <NavigationGuard>
            <Suspense fallback={<p>loading</p>}>
              <Routes>
                <Route path="/locking" element={<p>lock screen</p>} />
                <Route path="/finance/withdraw-orders" element={<Page />} />
                <Route path="/home" element={<p>home</p>} />
              </Routes>
            </Suspense>
          </NavigationGuard>
        </RouteHooks>
      </MemoryRouter>,
    );
    expect(screen.getByText("lock screen")).toBeTruthy();
    // The unlock: the flag goes, then the locked page (its code not yet in: the lock screen stays drawn).
    storage.set(StorageKey.locking, "0");
    await act(async () => navigate("/finance/withdraw-orders?currentPage=2", { replace: true }));
    expect(screen.getByText("lock screen")).toBeTruthy();
    // The lock screen's address, typed meanwhile: cancelled, back to the page.
    await act(async () => navigate("/locking"));
    await act(async () => release());
    expect(await screen.findByText("withdraw orders")).toBeTruthy();
    expect(screen.getByTestId("at").textContent).toBe("/finance/withdraw-orders");
  });

  it("a page drawn while another tab's lock is stored (not yet heard of here) goes to the lock screen and keeps itself to return to", () => {
    storage.set(StorageKey.accessToken, "token");
    storage.set(StorageKey.userInfo, JSON.stringify({ username: "admin" }));
    // The other tab locked on its own page; this tab renders before its storage event arrives.
    storage.set(StorageKey.lockedPage, "/ownspace");
    storage.set(StorageKey.locking, "1");
    takeLockReturn();
    const routes = (
      <Routes>
        <Route path="/locking" element={<p>lock screen</p>} />
        <Route path="/finance/withdraw-orders" element={<p>withdraw orders</p>} />
      </Routes>
    );
    const { unmount } = render(
      <MemoryRouter initialEntries={["/finance/withdraw-orders?pageSize=15&currentPage=2"]}>
        <RouteHooks>
          <Probe />
          <NavigationGuard>{routes}</NavigationGuard>
        </RouteHooks>
      </MemoryRouter>,
    );
    expect(screen.getByText("lock screen")).toBeTruthy();
    expect(takeLockReturn()).toBe("/finance/withdraw-orders?pageSize=15&currentPage=2");
    unmount();
    // A tab that already keeps its page (it followed the lock, or locked itself) keeps that one.
    rememberLockReturn("/home");
    render(
      <MemoryRouter initialEntries={["/finance/withdraw-orders"]}>
        <RouteHooks>
          <NavigationGuard>{routes}</NavigationGuard>
        </RouteHooks>
      </MemoryRouter>,
    );
    expect(screen.getByText("lock screen")).toBeTruthy();
    expect(takeLockReturn()).toBe("/home");
  });
});
