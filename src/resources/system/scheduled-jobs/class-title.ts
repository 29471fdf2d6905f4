/**
 * A job class's title or parameter hint: the console's own text for the classes it knows (`classes.<name>`,
 * `hints.<name>`), else the server registry's, else the class name.
 */
import { i18n } from "@/i18n";
import { NS } from "./types";

function known(group: "classes" | "hints", className: string, fallback: string): string {
  const key = `${NS}.${group}.${className}`;
  return className && i18n.exists(key) ? i18n.t(key) : fallback;
}

export const classTitle = (className: string, serverTitle?: string): string =>
  known("classes", className, serverTitle || className);

export const classHint = (className: string, serverHint: string): string => known("hints", className, serverHint);
