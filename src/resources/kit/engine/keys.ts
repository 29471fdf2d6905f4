/**
 * The pages' single-key shortcuts (docs/review-queue.md, "Keys"): which key presses a page may take. Never one typed
 * into a field, never one with Ctrl, Alt or Meta (the browser's and the palette's), never one meant for a dialog
 * other than the one that listens (`within`: the press counts only when the focus is in it, or on nothing).
 */

const FIELD_SELECTOR = "input, textarea, select, [contenteditable=''], [contenteditable='true'], [role='combobox']";

/** Whether the element takes typed text (a key pressed there is the user's text, not a shortcut). */
export function isTyping(element: Element | null): boolean {
  return element instanceof HTMLElement && (element.isContentEditable || element.closest(FIELD_SELECTOR) !== null);
}

/** Whether a dialog other than `within` is open and holds the focus. */
function focusElsewhere(within: Element | null): boolean {
  const active = document.activeElement;
  if (!active || active === document.body) return false;
  if (within) return !within.contains(active);
  return active.closest(".ant-modal-wrap, .ant-drawer, .ant-popover, .ant-dropdown") !== null;
}

/**
 * Whether a key press is a shortcut for the listener: no modifier but Shift (a "?" needs it), not typed into a
 * field, the focus in `within` (a panel) or, for a page (`within` null), in no dialog.
 */
export function isShortcut(event: KeyboardEvent, within: Element | null): boolean {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return false;
  if (isTyping(event.target instanceof Element ? event.target : null)) return false;
  return !focusElsewhere(within);
}

/** The declared action's button inside `scope`, clicked as a user would (nothing when it is not offered there). */
export function clickAction(scope: ParentNode | null, key: string): boolean {
  const button = scope?.querySelector<HTMLElement>(`[data-action="${key}"]`);
  if (!button || button.hasAttribute("disabled")) return false;
  button.click();
  return true;
}
