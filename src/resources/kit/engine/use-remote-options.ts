/** Select options read from a server list (a form select, a search select); `source` must be a stable object. */
import { useEffect, useState } from "react";
import { http } from "@/providers/http-instance";
import { fillPath, normalisePage } from "@/providers/endpoint";
import type { OptionValue, OptionsSource } from "./form-types";

type LoadedOption = { value: OptionValue; label: string };

export function useRemoteOptions(source: OptionsSource | undefined): { options: LoadedOption[]; loading: boolean } {
  const [state, setState] = useState<{ options: LoadedOption[]; loading: boolean }>({
    options: [],
    loading: Boolean(source),
  });
  useEffect(() => {
    if (!source) return;
    let live = true;
    const data = { ...(source.endpoint.params ?? {}), ...(source.params ?? {}) };
    http
      .request<unknown>({ style: source.endpoint.style, url: fillPath(source.endpoint.path, data), data })
      .then((envelope) => {
        const rows = normalisePage<Record<string, unknown>>(envelope.result, source.endpoint.result).data;
        const options = rows.map((row) => ({
          value: row[source.value] as OptionValue,
          label: String(row[source.label] ?? ""),
        }));
        if (live) setState({ options, loading: false });
      })
      .catch(() => live && setState({ options: [], loading: false }));
    return () => {
      live = false;
    };
  }, [source]);
  return state;
}
