/** A member as a money confirmation names them: ID, then name and phone where known ('10012 · 张三 · 13800000000'). */
export function memberText(id: unknown, name?: string | null, phone?: string | null): string {
  return [id, name, phone]
    .filter((part) => part !== null && part !== undefined && String(part).trim() !== "")
    .join(" · ");
}
