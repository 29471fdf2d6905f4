/**
 * A live series from a call that answers one sample per request (X-Boot's getKeySize / getMemory: `{time, <field>}`):
 * asked every `everyMs` while the page is shown — TanStack Query pauses the interval while the browser tab is hidden
 * and it stops when the page is left — keeping the last `keep` samples in the browser.
 */
import { useEffect, useState } from "react";
import { useEndpointQuery } from "@/resources/kit";

export interface Sample {
  time: string;
  value: number;
}

export function useSamples(path: string, field: string, everyMs = 5000, keep = 20): Sample[] {
  const { data: answer, updatedAt } = useEndpointQuery<Record<string, unknown>>({ path, style: "query" }, { everyMs });
  const [samples, setSamples] = useState<Sample[]>([]);
  useEffect(() => {
    if (!answer || !updatedAt) return;
    const value = Number(answer[field]);
    if (!Number.isFinite(value)) return;
    setSamples((previous) => [...previous, { time: String(answer.time ?? ""), value }].slice(-keep));
  }, [answer, updatedAt, field, keep]);
  return samples;
}
