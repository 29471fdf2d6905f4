/**
 * What the console does once a call has failed (SPEC §8): show the message, end the session on a 401 — once for a
 * storm, never for a late 401 of an old token —, go to the lock screen on a 423, stay silent for quiet calls and
 * for the sign-out. The http client (http.ts) decides the outcome from the answer; this module applies it.
 */
import type { Outcome } from "./error-catalogue";

/** A failed call, already shown to the user by the client; callers only decide what to do next. */
export class ApiError extends Error {
  readonly code: number;
  constructor(code: number, message: string) {
    super(message);
    this.name = "ApiError";
    this.code = code;
  }
}

/** The codes of a call the back end does not have: Spring's 404 for an unknown path, 405 for a method it lacks. */
const ABSENT = new Set([404, 405]);

/** Whether a failed call (ApiError, or Refine's HttpError from it) says the back end does not offer it. */
export function isAbsent(error: unknown): boolean {
  if (error instanceof ApiError) return error.code === 404;
  return typeof error === "object" && error !== null && (error as { statusCode?: unknown }).statusCode === 404;
}

export interface FailureDeps {
  getToken: () => string | null;
  showError: (text: string) => void;
  /** Clears the session keys of SPEC §8 (userInfo, accessToken, locking '0'). */
  clearSession: () => void;
  /** The server says the session is locked: show the lock screen (locking '1'), keeping the page to return to. */
  goToLock?: () => void;
  /**
   * The server wants a fresh one-time code before the action (428): ask the user → whether one was accepted; the http
   * client then sends the action again. Without it the refusal is shown like any other.
   */
  stepUp?: (message: string) => Promise<boolean>;
  isOnLogin: () => boolean;
  goToLogin: () => void;
}

/**
 * How a failure is handled: `quiet` shows no message, `optional` shows none for a call the back end does not offer,
 * `signingOut` does nothing at all (see RequestOptions).
 */
export interface Handling {
  quiet?: boolean;
  optional?: boolean;
  signingOut?: boolean;
}

export function createFailurePolicy(deps: FailureDeps) {
  /**
   * The token whose 401 has been handled (undefined: none yet). A storm of 401s for the token the calls were sent with
   * gives one message and one redirect; a later 401 for another token (after a login in this tab or in another one,
   * which share the stored token) is handled again.
   */
  let handledToken: string | null | undefined;

  /** The error the call rejects with, after doing what the outcome asks; null when the answer passes. */
  function apply(outcome: Outcome, code: number, sentToken: string | null, handling: Handling = {}): ApiError | null {
    if (outcome.kind === "pass") return null;
    // Sign-out ignores its call's failure (auth-provider.ts): the error only ends the call, whatever its code.
    if (handling.signingOut) return new ApiError(code, outcome.message);
    if (outcome.kind === "unauthorized") {
      // A late 401 for a token that is no longer the stored one (a new login since, in this tab or another): that
      // old session is over already, and the new one must not be cleared nor the user sent to login.
      const stored = deps.getToken();
      if (sentToken && stored && stored !== sentToken) return new ApiError(401, outcome.message);
      // A call sent with no token after this tab handled a 401 (no login since): the same ended session, whose one
      // message is already shown — the calls a page still makes while it gives way to the login page (a dictionary,
      // say) must not show it again.
      const sessionAlreadyEnded = !sentToken && handledToken !== undefined;
      if (!sessionAlreadyEnded && sentToken !== handledToken) {
        handledToken = sentToken;
        deps.clearSession();
        if (!deps.isOnLogin()) deps.showError(outcome.message);
        deps.goToLogin();
      }
      return new ApiError(401, outcome.message);
    }
    if (outcome.kind === "locked") {
      // Nothing behind the lock is shown: the lock screen says what to do, no message over it.
      deps.goToLock?.();
      return new ApiError(code, outcome.message);
    }
    // The http client asks for the code and sends the call again (http.ts); nothing to show yet.
    if (outcome.kind === "stepUp" && deps.stepUp) return new ApiError(code, outcome.message);
    if (handling.optional && ABSENT.has(code)) return new ApiError(404, outcome.message);
    if (!handling.quiet) deps.showError(outcome.message);
    return new ApiError(code, outcome.message);
  }

  return {
    apply,
    /** After a successful login the next 401 may redirect again. */
    reset: () => {
      handledToken = undefined;
    },
  };
}
