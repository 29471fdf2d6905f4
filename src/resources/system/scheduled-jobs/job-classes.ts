/** The server's job class registry, fetched once per page visit and shared by the form's select. */
import { scheduledJobs } from "@contract/system/scheduled-jobs";
import { useEffect, useState } from "react";
import { optionalCall } from "./optional-call";
import type { JobClassInfo } from "./types";

export type Registry = { state: "loading" } | { state: "ready"; classes: JobClassInfo[] } | { state: "missing" };

export function useJobClasses(): Registry {
  const [registry, setRegistry] = useState<Registry>({ state: "loading" });
  useEffect(() => {
    let live = true;
    void optionalCall<JobClassInfo[]>({ style: "query", url: scheduledJobs.jobClasses.path }).then((answer) => {
      if (!live) return;
      setRegistry(answer.kind === "ok" ? { state: "ready", classes: answer.result } : { state: "missing" });
    });
    return () => {
      live = false;
    };
  }, []);
  return registry;
}
