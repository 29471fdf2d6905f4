/**
 * A call the spec does not name (run once, next run times, the job registry): a back end may lack it. Nothing is
 * shown by the client; the caller says "not offered by this back end" for a missing call, the server's reason for a
 * refusal.
 */
import { isAbsent, type RequestOptions } from "@/providers/http";
import { backend } from "@/resources/kit";

export type OptionalAnswer<T> = { kind: "ok"; result: T } | { kind: "missing" } | { kind: "refused"; message: string };

export async function optionalCall<T>(options: RequestOptions): Promise<OptionalAnswer<T>> {
  try {
    return { kind: "ok", result: (await backend.request<T>({ ...options, quiet: true, optional: true })).result };
  } catch (error) {
    if (isAbsent(error)) return { kind: "missing" };
    return { kind: "refused", message: error instanceof Error ? error.message : String(error) };
  }
}
