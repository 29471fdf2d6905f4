/**
 * SPEC §9: a script chunk load gives up after 120 s. A page's chunk request that hangs (a proxy holding it, a dead
 * connection the browser has not noticed) would otherwise leave the page's spinner forever; after the timeout the
 * load fails like any other chunk failure, and the chunk error boundary (src/shell/chunk-error-boundary.tsx) offers a
 * reload.
 *
 * Every dynamic `import(` in src/ goes through here — pages and screens, and the shell's own small pieces (theme
 * drawer, command palette, top-nav forms, toast host, password drawer, menu search, antd's locale, chart, editor,
 * region data): a component through `lazyPage` (or `preloadable`), any other load through `withChunkTimeout`, an
 * `import.meta.glob` through `withChunkTimeouts`. src/lib/dynamic-imports.test.ts fails on one that bypasses them.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from "react";

/** SPEC §9 "Script chunk load timeout 120 s". */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkTimeoutError extends Error {
  constructor(ms: number) {
    super(`chunk did not load within ${ms} ms`);
    this.name = "ChunkTimeoutError";
  }
}

/** The same load, failing with ChunkTimeoutError when it has not settled after `ms`. */
export function withChunkTimeout<T>(load: () => Promise<T>, ms = CHUNK_TIMEOUT_MS): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkTimeoutError(ms)), ms);
      load().then(
        (module) => {
          clearTimeout(timer);
          resolve(module);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
}

/** Each loader of an `import.meta.glob` (lazy, not eager) with the chunk timeout. */
export function withChunkTimeouts<T>(loaders: Record<string, () => Promise<T>>): Record<string, () => Promise<T>> {
  return Object.fromEntries(Object.entries(loaders).map(([path, load]) => [path, withChunkTimeout(load)]));
}

/**
 * React's `lazy` with the chunk timeout, for a page, a screen or a lazy piece of the shell (use it instead of `lazy`).
 * Where it fails is the nearest ChunkErrorBoundary's to say: the page area's reload offer, or a shell piece's own.
 */
export function lazyPage<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(withChunkTimeout(load));
}
