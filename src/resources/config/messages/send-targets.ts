/** Who a template is sent to (the send dialog's payload; the server counts and refuses the same way). */
import type { Params } from "@/providers/http";

export type SendTarget = "all" | "level" | "ids";
export const SEND_TARGETS: readonly SendTarget[] = ["all", "level", "ids"];
export const MAX_MEMBER_IDS = 1000;

/** The member IDs typed in the dialog: separated by commas, spaces or new lines; unique. Null when one is not an ID. */
export function parseMemberIds(text: string): number[] | null {
  const parts = text.split(/[\s,，;；]+/).filter(Boolean);
  if (parts.some((part) => !/^\d{1,9}$/.test(part) || Number(part) < 1)) return null;
  return [...new Set(parts.map(Number))];
}

export interface SendValues {
  target: SendTarget;
  level?: string | number;
  memberIds?: string;
}

/** The /message/send body: the target and only what it needs. */
export function sendPayload(templateId: number, values: SendValues): Params {
  if (values.target === "level") return { templateId, target: "level", level: Number(values.level) };
  if (values.target === "ids")
    return { templateId, target: "ids", memberIds: parseMemberIds(values.memberIds ?? "") ?? [] };
  return { templateId, target: "all" };
}
