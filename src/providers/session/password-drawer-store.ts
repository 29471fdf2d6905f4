/** Whether the change-password drawer is open: it is a drawer reachable from anywhere, not a route. */
import { useSyncExternalStore } from "react";

let open = false;
const listeners = new Set<() => void>();
const setOpen = (value: boolean) => {
  open = value;
  listeners.forEach((listener) => listener());
};

export const passwordDrawer = {
  open: () => setOpen(true),
  close: () => setOpen(false),
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isOpen: () => open,
};

export const usePasswordDrawerOpen = () =>
  useSyncExternalStore(passwordDrawer.subscribe, passwordDrawer.isOpen, passwordDrawer.isOpen);
