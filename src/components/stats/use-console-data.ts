/** One `/console/*` statistics call (B: POST JSON) with its payload; errors stay quiet (the figure shows '--'). */
import { useCustom, type BaseRecord } from "@refinedev/core";

export function useConsoleData(path: string, payload: Record<string, string>, enabled = true) {
  const { query, result } = useCustom<BaseRecord>({
    url: path,
    method: "post",
    config: { payload },
    meta: { endpoint: { path, style: "body" } },
    errorNotification: false,
    queryOptions: { staleTime: 30_000, enabled },
  });
  return { data: result.data as unknown, loading: query.isLoading, failed: query.isError };
}
