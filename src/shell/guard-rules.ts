/**
 * The decisions of the navigation guard (SPEC §2.1), in order, as a pure function. The version check (step 1)
 * runs beside the navigation and never blocks it, so it is not a decision here.
 */
import { loginPathFor } from "@/lib/redirect";

export const PUBLIC_PATHS: readonly string[] = ["/login", "/regist", "/regist-result", "/authorize"];
export const LOCK_PATH = "/locking";
export const LOGIN_PATH = "/login";
export const HOME_PATH = "/home";

export interface GuardState {
  /** The target path (no query). */
  path: string;
  /** The target's query ('?a=1'), kept for after the login. */
  search?: string;
  /** The stored locking flag: '1' locked, anything else unlocked. */
  locking: string | null;
  loggedIn: boolean;
}

export type GuardDecision = { kind: "allow" } | { kind: "redirect"; to: string } | { kind: "cancel" };

export function guardDecision({ path, search = "", locking, loggedIn }: GuardState): GuardDecision {
  const locked = locking === "1";
  // 2. The lock flag: locked → every route lands on locking; unlocked → going to locking is cancelled.
  if (locked && loggedIn && path !== LOCK_PATH) return { kind: "redirect", to: LOCK_PATH };
  if (!locked && path === LOCK_PATH) return { kind: "cancel" };
  // 3. No user → login, unless the target needs no login.
  // The target is kept for after the login (in-app paths only).
  if (!loggedIn && !PUBLIC_PATHS.includes(path)) return { kind: "redirect", to: loginPathFor(`${path}${search}`) };
  // 4. A logged-in user going to login goes home.
  if (loggedIn && path === LOGIN_PATH) return { kind: "redirect", to: HOME_PATH };
  return { kind: "allow" };
}

/**
 * Where a cancelled navigation goes: back to the previous address — never to the cancelled path itself, which would
 * render nothing, for good — or, with none, home (login when signed out).
 */
export function cancelTarget(previous: string | null, path: string, loggedIn: boolean): string {
  if (previous !== null && previous.split("?")[0] !== path) return previous;
  return loggedIn ? HOME_PATH : LOGIN_PATH;
}
