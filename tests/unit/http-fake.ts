/** The http client on a fake wire, for the provider tests: what it sent, and deps to assert on. */
import { vi } from "vitest";
import { createHttpClient, type HttpDeps } from "@/providers/http";
import { TransportError, type Transport, type TransportFailureCode, type WireRequest } from "@/providers/transport";

export type Reply = { status?: number; data: unknown } | { fail: TransportFailureCode };

export function setupHttp(reply: (request: WireRequest) => Reply, overrides: Partial<HttpDeps> = {}) {
  const seen: WireRequest[] = [];
  const transport: Transport = async (request) => {
    seen.push(request);
    const r = reply(request);
    if ("fail" in r) throw new TransportError(r.fail);
    return { status: r.status ?? 200, data: r.data };
  };
  const deps = {
    t: (key: string) => `<${key}>`,
    getToken: () => "tok",
    showError: vi.fn(),
    clearSession: vi.fn(),
    isOnLogin: vi.fn(() => false),
    goToLogin: vi.fn(),
    transport,
    ...overrides,
  };
  return { http: createHttpClient(deps), deps, seen };
}
