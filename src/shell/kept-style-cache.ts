/**
 * antd's CSS-in-JS cache, keeping each component's generated style once made. antd counts the mounted instances of
 * a component's style and forgets the style when the last one unmounts (the `<style>` element itself stays: styles
 * are never cleared), so every route change that unmounts a page's tables, forms and tags generates their CSS again
 * on the next page: the style objects built, serialised (stylis) and hashed anew for an element that is already there.
 * Kept here, a component's style is made once per document. Only the styles are kept: the theme's CSS variables and
 * tokens are still dropped with their last user, so a theme switched back writes its variables again, after the
 * other theme's.
 */
import { createCache } from "@ant-design/cssinjs";

/** The cache's key prefix of a component style (`useStyleRegister`), as opposed to `token%` and `cssVar%`. */
const STYLE_PREFIX = "style%";

export function keptStyleCache(): ReturnType<typeof createCache> {
  const cache = createCache();
  const update = cache.opUpdate.bind(cache);
  cache.opUpdate = (key, valueFn) =>
    update(key, (previous) => {
      const next = valueFn(previous);
      // The last instance unmounted: keep the style, counted as used by none.
      return next === null && previous && key.startsWith(STYLE_PREFIX) ? [0, previous[1]] : next;
    });
  return cache;
}

/** The console's one cache (ui-providers.tsx hands it to antd). */
export const STYLE_CACHE = keptStyleCache();
