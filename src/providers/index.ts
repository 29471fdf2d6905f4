/** The console's provider instances, wired once. */
import { createDataProvider } from "./data-provider";
import { createQueryClient } from "./query-client";
import { createAccessControlProvider } from "./access-control-provider";
import { http } from "./http-instance";
import { menuStore } from "@/providers/session/menu-store";
import { storedRoles } from "./auth-provider";
import { onSessionStart } from "@/providers/session/session-start";

export { authProvider } from "./auth-instance";
export { notificationProvider } from "./notification-provider";
export { i18nProvider } from "./i18n-provider";
export { liveProvider } from "./live";

export const dataProvider = createDataProvider(http);

export const queryClient = createQueryClient(dataProvider);

// After a login the page the user returns to asks again: no answer, failure or prefetch of the last session is kept.
onSessionStart(() => {
  dataProvider.forgetPrefetched();
  queryClient.clear();
});

export const accessControlProvider = createAccessControlProvider({
  permTypesOf: (resource) => menuStore.page(resource)?.permTypes,
  roles: storedRoles,
  allPermTypes: () => menuStore.get().pages.map((page) => page.permTypes),
});
