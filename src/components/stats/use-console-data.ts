/**
 * One statistics call with its payload (B: POST JSON by default; Q: GET). A failure raises no toast (on every visit
 * to home it would): the caller shows `failed` in place, and the rest of the page stays whole.
 */
import { useCustom, type BaseRecord } from "@refinedev/core";

export function useConsoleData(
  path: string,
  payload: Record<string, string | number>,
  enabled = true,
  style: "body" | "query" = "body",
  /** Asks again every this many ms (home's to-do counts when no live stream tells it of changes). */
  refetchInterval: number | false = false,
) {
  const { query, result } = useCustom<BaseRecord>({
    url: path,
    method: style === "query" ? "get" : "post",
    config: style === "query" ? { query: payload } : { payload },
    meta: { endpoint: { path, style, quiet: true } },
    errorNotification: false,
    queryOptions: { staleTime: 30_000, enabled, refetchInterval },
  });
  return {
    data: result.data as unknown,
    loading: query.isLoading,
    failed: query.isError,
    /** When the answer shown arrived (ms since epoch; 0 before any). */
    updatedAt: query.dataUpdatedAt,
  };
}
