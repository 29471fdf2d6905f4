/** One statistics call with its payload (B: POST JSON by default; Q: GET); errors stay quiet (figures show '--'). */
import { useCustom, type BaseRecord } from "@refinedev/core";

export function useConsoleData(
  path: string,
  payload: Record<string, string | number>,
  enabled = true,
  style: "body" | "query" = "body",
) {
  const { query, result } = useCustom<BaseRecord>({
    url: path,
    method: style === "query" ? "get" : "post",
    config: style === "query" ? { query: payload } : { payload },
    meta: { endpoint: { path, style } },
    errorNotification: false,
    queryOptions: { staleTime: 30_000, enabled },
  });
  return { data: result.data as unknown, loading: query.isLoading, failed: query.isError };
}
