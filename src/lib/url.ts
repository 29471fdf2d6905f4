/**
 * Which addresses a menu link may open (SPEC §2.2 'direct' and 'window' apps): http(s) URLs and in-app paths only.
 * `javascript:`, `data:`, `vbscript:` and other schemes, and protocol-relative `//host` addresses, are refused.
 */
export function isSafeLinkUrl(url: string): boolean {
  const text = url.trim();
  if (!text) return false;
  if (/^https?:\/\/[^\s/]/i.test(text)) return true;
  // An in-app path ('/x', '#/x', './x', 'x/y') carries no scheme; '//host' would leave the site.
  if (text.startsWith("//") || text.startsWith("\\")) return false;
  // Browsers ignore control characters and spaces inside a scheme ('java\tscript:'): drop them before looking.
  const compact = [...text].filter((ch) => ch.charCodeAt(0) > 0x20).join("");
  return !/^[a-z][a-z0-9+.-]*:/i.test(compact);
}
