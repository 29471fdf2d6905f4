/**
 * The product name a deployer set (system setting `productName`, public `GET /xboot/setting/public`), shown in the
 * browser title, the logo, the footer and the login page; the console's own name (`common.product`) when blank, when
 * the call fails or when the back end has no such call — silently: no message, nothing waits for it. Plain fetch, so
 * the login page carries no http client for it.
 */
import { session } from "@contract/session";
import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { discardBody } from "@/lib/discard-body";

export const PUBLIC_SETTINGS_URL = `/admin-api${session.publicSettings.path}`;

/** The server's name, null when it has none (or has not answered yet). */
let serverName: string | null = null;
let request: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** The name from the public settings call; null for a blank one, another answer, or any failure. */
export async function fetchProductName(fetcher: typeof fetch = fetch): Promise<string | null> {
  try {
    const response = await fetcher(PUBLIC_SETTINGS_URL, { headers: { Accept: "application/json" }, cache: "no-store" });
    if (!response.ok) {
      discardBody(response);
      return null;
    }
    const body: unknown = await response.json();
    if (!body || typeof body !== "object" || (body as { code?: unknown }).code !== 200) return null;
    const result = (body as { result?: unknown }).result;
    const name = result && typeof result === "object" ? (result as { productName?: unknown }).productName : undefined;
    return typeof name === "string" && name.trim() ? name.trim() : null;
  } catch {
    return null;
  }
}

/** Asks the server once per page load (again when `force`, e.g. after the setting was saved). */
export function loadProductName(force = false, fetcher?: typeof fetch): Promise<void> {
  if (!request || force) {
    request = fetchProductName(fetcher).then((name) => {
      serverName = name;
      listeners.forEach((listener) => listener());
    });
  }
  return request;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  void loadProductName();
  return () => listeners.delete(listener);
}

/** The product name to show: the server's setting, else the console's own in the current language. */
export function useProductName(): string {
  const { t } = useTranslation();
  const name = useSyncExternalStore(subscribe, () => serverName);
  return name ?? t("common.product");
}
