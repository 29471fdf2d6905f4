/**
 * Where to go after logging in: the page the user was sent away from (a deep link, or the page a 401 interrupted),
 * kept as `?redirect=` on the login route. Only an in-app path counts — never an external URL, another scheme, or
 * the login/lock pages themselves.
 */
const NOT_AFTER_LOGIN = ["/login", "/locking"];

export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || value.length > 2000) return null;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  if ([...value].some((ch) => ch.charCodeAt(0) < 0x20)) return null;
  const path = value.split("?")[0];
  return NOT_AFTER_LOGIN.includes(path) ? null : value;
}

/** The login route for someone who was on `current` (path and query of the hash route). */
export function loginPathFor(current: string): string {
  const target = safeRedirect(current);
  return target && target !== "/" && target !== "/home" ? `/login?redirect=${encodeURIComponent(target)}` : "/login";
}
