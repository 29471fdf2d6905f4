/** The console's provider instances, wired once. */
import { createDataProvider } from "./data-provider";
import { createQueryClient } from "./query-client";
import { createAccessControlProvider } from "./access-control-provider";
import { http } from "./http-instance";
import { menuStore } from "@/providers/session/menu-store";
import { storedRoles } from "./auth-provider";

export { authProvider } from "./auth-instance";
export { notificationProvider } from "./notification-provider";
export { i18nProvider } from "./i18n-provider";
export { liveProvider } from "./live";

export const dataProvider = createDataProvider(http);

export const queryClient = createQueryClient(dataProvider);

export const accessControlProvider = createAccessControlProvider({
  permTypesOf: (resource) => menuStore.page(resource)?.permTypes,
  roles: storedRoles,
});
