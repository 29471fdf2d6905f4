/**
 * Refine's notifications through the console's one toast API. Error toasts are dropped: the http client already
 * shows every failed call once (SPEC §8), and Refine would repeat it in English.
 */
import type { NotificationProvider } from "@refinedev/core";
import { notify } from "@/lib/notify";

export const notificationProvider: NotificationProvider = {
  open: ({ type, message, description }) => {
    if (type === "error") return;
    notify.success(description ? `${message}: ${description}` : message);
  },
  close: () => undefined,
};
