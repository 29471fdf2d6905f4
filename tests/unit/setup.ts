/** jsdom lacks what antd and kbar expect from a browser. */
import { afterEach, beforeAll } from "vitest";
import { cleanup, configure } from "@testing-library/react";

// A shared, loaded machine renders antd and Refine slowly: waiting for what must appear may take long, but a test
// that waits never passes by speed — it fails only when the awaited text never comes (list-page flaked
// under load with the 1 s default).
configure({ asyncUtilTimeout: 15_000 });

const browserLike = typeof window !== "undefined";

// The web tests share a module graph per worker (vitest.config.ts): each file starts in the language a fresh console
// picks, not in the one the worker's previous file left.
beforeAll(async () => {
  if (!browserLike) return;
  const { i18n, initialLanguage } = await import("@/i18n");
  if (i18n.language !== initialLanguage()) await i18n.changeLanguage(initialLanguage());
});

afterEach(() => {
  if (!browserLike) return;
  cleanup();
  localStorage.clear();
});

if (browserLike && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (browserLike && !("ResizeObserver" in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  (window as unknown as { ResizeObserver: typeof ResizeObserverStub }).ResizeObserver = ResizeObserverStub;
}
if (browserLike && !Element.prototype.animate) {
  Element.prototype.animate = function animate() {
    return { finished: Promise.resolve(), cancel() {}, play() {}, pause() {}, onfinish: null } as unknown as Animation;
  };
}

// The shell's catalogues load with their language in the app (src/i18n loadCatalogue); tests read both at once.
if (browserLike) {
  const { loadCatalogue } = await import("@/i18n");
  await Promise.all([loadCatalogue("zh-CN"), loadCatalogue("en-US")]);
}
