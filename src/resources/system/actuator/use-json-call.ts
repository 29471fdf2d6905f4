/**
 * One actuator call as raw JSON: the whole answer the server sent (as `curl` shows it: Actuator's own body on X-Boot,
 * the envelope where a back end wraps it), with a reload.
 * A back end without the call (404) is `unavailable`; a 403 is the 403 page (SPEC §6); any other failure `failed`.
 * No message toast: the panel says it.
 */
import { useCallback, useEffect, useState } from "react";
import { ApiError } from "@/providers/http";
import { backend, useForbiddenPage } from "@/resources/kit";

export type JsonCall =
  | { kind: "loading" }
  | { kind: "ready"; body: unknown }
  | { kind: "unavailable" }
  | { kind: "failed"; message: string };

export function useJsonCall(path: string | null): { call: JsonCall; reload: () => void } {
  const [call, setCall] = useState<JsonCall>({ kind: "loading" });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const toForbidden = useForbiddenPage();

  useEffect(() => {
    if (!path) return undefined;
    const controller = new AbortController();
    setCall({ kind: "loading" });
    backend.get<unknown>(path, undefined, { quiet: true, raw: true, signal: controller.signal }).then(
      (answer) => setCall({ kind: "ready", body: answer.result }),
      (error: unknown) => {
        if (controller.signal.aborted || toForbidden(error)) return;
        if (error instanceof ApiError && error.code === 404) setCall({ kind: "unavailable" });
        else setCall({ kind: "failed", message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => controller.abort();
  }, [path, round, toForbidden]);

  return { call, reload };
}
