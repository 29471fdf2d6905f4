/**
 * Polls the runtime sample every 5 s while the page is open and the browser tab visible (a hidden tab or a left page
 * sends nothing), keeping the last 20 points for the live charts. A back end without the call (404, or an answer of
 * another shape) ends in `unavailable` and stops asking; any other failure keeps the last figures and tries again.
 */
import { useEffect, useState } from "react";
import { ApiError } from "@/providers/http";
import { monitor, type RuntimeSample } from "@contract/system/monitor";
import { appendPoint, isRuntimeSample, POLL_MS, type RuntimePoint } from "./runtime";
import { backend } from "@/resources/kit";

export type MonitorState =
  | { kind: "loading" }
  | { kind: "unavailable" }
  | { kind: "failed" }
  | { kind: "live"; sample: RuntimeSample; points: RuntimePoint[]; stale: boolean };

/** One call: the sample, `null` when the back end does not provide it; throws on any other failure. */
export type SampleLoader = (signal: AbortSignal) => Promise<RuntimeSample | null>;

export const loadRuntimeSample: SampleLoader = async (signal) => {
  try {
    const { result } = await backend.get<unknown>(monitor.runtime.path, undefined, { quiet: true, signal });
    return isRuntimeSample(result) ? result : null;
  } catch (error) {
    if (error instanceof ApiError && error.code === 404) return null;
    throw error;
  }
};

const isHidden = () => typeof document !== "undefined" && document.visibilityState === "hidden";

const neverRefused = () => false;

/**
 * `refused` is told of every failure and answers whether it ended the page (a 403 goes to the 403 page, SPEC §6):
 * then nothing more is asked.
 */
export function useRuntimeSamples(
  load: SampleLoader = loadRuntimeSample,
  refused: (error: unknown) => boolean = neverRefused,
): { state: MonitorState; paused: boolean } {
  const [state, setState] = useState<MonitorState>({ kind: "loading" });
  const [hidden, setHidden] = useState(isHidden);
  const unavailable = state.kind === "unavailable";

  useEffect(() => {
    const onChange = () => setHidden(isHidden());
    document.addEventListener("visibilitychange", onChange);
    return () => document.removeEventListener("visibilitychange", onChange);
  }, []);

  useEffect(() => {
    if (hidden || unavailable) return undefined;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      try {
        const sample = await load(controller.signal);
        if (controller.signal.aborted) return;
        if (!sample) {
          setState({ kind: "unavailable" });
          return;
        }
        setState((previous) => ({
          kind: "live",
          sample,
          points: appendPoint(previous.kind === "live" ? previous.points : [], sample),
          stale: false,
        }));
      } catch (error) {
        if (controller.signal.aborted || refused(error)) return;
        setState((previous) => (previous.kind === "live" ? { ...previous, stale: true } : { kind: "failed" }));
      }
      timer = setTimeout(() => void tick(), POLL_MS);
    };
    void tick();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [hidden, unavailable, load, refused]);

  return { state, paused: hidden };
}
