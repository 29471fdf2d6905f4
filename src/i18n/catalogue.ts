/** en-US must hold every key zh-CN holds, with the same nesting: the compiler checks it. */
export type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };

/**
 * Server data named in Chinese (menu titles, dictionary entries): zh-CN shows the server's text; other languages the
 * console's own text under `key` when its catalogue has one, else the server's text still.
 */
export function consoleTextOr(
  serverText: string,
  key: string,
  lang: string,
  translate: (key: string) => string,
): string {
  if (lang === "zh-CN") return serverText;
  const translated = translate(key);
  return translated && translated !== key ? translated : serverText;
}
