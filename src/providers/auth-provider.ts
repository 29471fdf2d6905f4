/**
 * Login, session check, sign-out, 401 and identity (DESIGN §2, SPEC §2.1–2.2, §8).
 * Login: POST /xboot/login (form, no token; result = token), then the user and the per-user menu.
 */
import { session } from "@contract/session";
import type { AuthProvider } from "@refinedev/core";
import type { HttpClient } from "./http";
import { storage, StorageKey, tokenEntries, userEntries } from "@/lib/storage";
import type { MenuNode } from "@/providers/session/menu-types";
import { boundOf, secondStepOf, type SecondStep } from "@/providers/session/second-step";

export interface UserInfo {
  id: string | number;
  username: string;
  nickname?: string;
  avatar?: string;
  email?: string;
  mobile?: string;
  sex?: string | number;
  description?: string;
  departmentTitle?: string;
  roles?: { id?: string | number; name: string; description?: string }[];
  createTime?: string;
}

export interface LoginValues {
  username: string;
  password: string;
}

export interface AuthDeps {
  http: HttpClient;
  onMenu: (tree: MenuNode[]) => void;
  onSignedOut: () => void;
  /** A login succeeded: what the console kept for the session before it is dropped (session/session-start.ts). */
  onSessionStart: () => void;
  /** Reloads the page after sign-out (SPEC §2.2); injectable for tests. */
  reload: () => void;
}

export const storedUser = (): UserInfo | null => storage.getJson<UserInfo>(StorageKey.userInfo);
export const storedRoles = (): string[] => storage.getJson<string[]>(StorageKey.roles) ?? [];

/** Fetches the user and the menu with the stored token, and keeps both. */
export async function loadSession(http: HttpClient, onMenu: (tree: MenuNode[]) => void): Promise<UserInfo> {
  const [{ result: user }, { result: menu }] = await Promise.all([
    http.get<UserInfo>(session.userInfo.path),
    http.get<MenuNode[]>(session.menuList.path),
  ]);
  storage.setAll(userEntries(user));
  onMenu(Array.isArray(menu) ? menu : []);
  return user;
}

/** A login's outcome: Refine's, with the second step when the back end asks for a one-time code first. */
export type LoginOutcome = Awaited<ReturnType<AuthProvider["login"]>> & {
  secondStep?: SecondStep;
  recoveryCodes?: string[];
};

/** The auth provider, with the second step of a two-factor sign-in (session/second-step.ts). */
export interface ConsoleAuthProvider extends AuthProvider {
  login(values: LoginValues): Promise<LoginOutcome>;
  /** A one-time code (or a recovery code) for a `verify` step → signed in. */
  verifySecondStep(ticket: string, code: string): Promise<LoginOutcome>;
  /** The first code of the key a `bind` step showed → signed in, with the recovery codes to show once. */
  bindSecondStep(ticket: string, code: string): Promise<LoginOutcome>;
}

const failed = (error: unknown): LoginOutcome => {
  storage.set(StorageKey.accessToken, "");
  // The http client has already shown the server's message; Refine's own toast is suppressed.
  return { success: false, error: error instanceof Error ? error : new Error(String(error)) };
};

export function createAuthProvider({
  http,
  onMenu,
  onSignedOut,
  onSessionStart,
  reload,
}: AuthDeps): ConsoleAuthProvider {
  /** A token the back end gave: the session starts with it. */
  const begin = async (token: string): Promise<void> => {
    storage.setAll(tokenEntries(token));
    http.resetUnauthorized();
    onSessionStart();
    await loadSession(http, onMenu);
  };
  return {
    async login(values: LoginValues) {
      try {
        const { result } = await http.postForm<unknown>(
          session.login.path,
          { username: values.username, password: values.password, saveLogin: true },
          { noToken: true },
        );
        const secondStep = secondStepOf(result);
        if (secondStep) return { success: false, secondStep };
        await begin(String(result));
        return { success: true, redirectTo: "/" };
      } catch (error) {
        return failed(error);
      }
    },

    async verifySecondStep(ticket: string, code: string) {
      try {
        const { result } = await http.postForm<string>(
          session.loginTwoFactor.path,
          { ticket, code },
          { noToken: true },
        );
        await begin(String(result));
        return { success: true, redirectTo: "/" };
      } catch (error) {
        return failed(error);
      }
    },

    async bindSecondStep(ticket: string, code: string) {
      try {
        const { result } = await http.postForm<unknown>(
          session.bindTwoFactor.path,
          { ticket, code },
          { noToken: true },
        );
        const bound = boundOf(result);
        if (!bound) throw new Error("malformed binding answer");
        await begin(bound.token);
        return { success: true, redirectTo: "/", recoveryCodes: bound.recoveryCodes };
      } catch (error) {
        return failed(error);
      }
    },

    async logout() {
      try {
        // SPEC §7.2 does not list it: a back end without it (404), refusing it or answering 401 must not flash an
        // error nor send the user through the 401 path; the session ends here whatever the answer.
        await http.request({ style: "form", url: session.logout.path, signingOut: true });
      } catch {
        // Signing out locally matters more than telling the server.
      }
      storage.clearSession();
      onSignedOut();
      window.location.hash = "#/login";
      reload();
      return { success: true, redirectTo: "/login" };
    },

    async check() {
      const token = storage.get(StorageKey.accessToken);
      if (token && storedUser()) return { authenticated: true };
      return { authenticated: false, redirectTo: "/login", logout: false };
    },

    async onError() {
      // A 401 has been handled by the http client already: session cleared, one message, and the login route with the
      // interrupted page kept as `?redirect=`. Redirecting here as well would replace that route with a bare /login,
      // and the user would land on home instead of where they were (the fault suite's 401 storm).
      return {};
    },

    async getIdentity() {
      const user = storedUser();
      return user ? { ...user, name: user.nickname ?? user.username } : null;
    },

    async getPermissions() {
      return storedRoles();
    },
  };
}
