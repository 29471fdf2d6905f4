/**
 * rc-util's dynamicCSS (how antd's CSS-in-JS injects its style tags) with a fast path for the common call: antd calls
 * `updateCSS` once per component instance as it mounts — for a list page, thousands of times — and each call lists
 * every style tag in the head, finds its own by attribute and reads its `innerHTML` back to compare. A CPU profile of
 * a menu click to the withdrawal list put that scan first. Here a call whose key was injected by this module, whose
 * tag is still in the document and whose CSS is the same string returns that tag at once; every other call (first
 * injection, changed CSS, a tag removed, a nonce) goes to rc-util's own code unchanged. vite.config.ts aliases
 * `rc-util/es/Dom/dynamicCSS` here (the app build only; unit tests use the original).
 */
// The original by path: the alias matches the bare specifier only.
import * as original from "../../node_modules/rc-util/es/Dom/dynamicCSS.js";

interface Option {
  attachTo?: Element;
  mark?: string;
  csp?: { nonce?: string };
  [key: string]: unknown;
}

const injected = new Map<string, { node: HTMLStyleElement; css: string }>();
const keyOf = (key: string, option: Option) => `${option.mark ?? ""}\u0000${key}`;

export function updateCSS(css: string, key: string, option: Option = {}): HTMLStyleElement {
  const id = keyOf(key, option);
  const hit = option.attachTo === undefined && !option.csp?.nonce ? injected.get(id) : undefined;
  if (hit && hit.css === css && hit.node.isConnected) return hit.node;
  const node = original.updateCSS(css, key, option) as HTMLStyleElement;
  if (option.attachTo === undefined) injected.set(id, { node, css });
  return node;
}

export function removeCSS(key: string, option: Option = {}): void {
  injected.delete(keyOf(key, option));
  original.removeCSS(key, option);
}

export const injectCSS = original.injectCSS;
export const clearContainerCache = original.clearContainerCache;
