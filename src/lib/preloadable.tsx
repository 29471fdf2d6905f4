/**
 * A lazy component that renders at once when its code is already here. React's `lazy` suspends on its first render
 * even when the module has loaded (it waits for the promise's callback), and a Suspense boundary that showed its
 * fallback in a transition is revealed no sooner than 300 ms later (React's fallback throttle): after a login, the
 * console, the shell and home would each do that, and the browser would sit idle.
 * `preload()` starts the fetch early; once the module is here, new instances render it directly. An instance keeps
 * the component it started with, so nothing remounts when the module arrives. A load still pending after SPEC §9's
 * chunk timeout fails (and the next `preload()` asks again).
 */
import { createElement, lazy, useState, type ComponentType } from "react";
import { withChunkTimeout } from "./chunk-timeout";

export interface Preloadable<P extends object> {
  Component: ComponentType<P>;
  preload: () => Promise<unknown>;
}

export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const timedLoad = withChunkTimeout(load);
  const preload = () =>
    (pending ??= timedLoad().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  function Component(props: P) {
    const [Chosen] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Chosen, props);
  }
  return { Component, preload };
}
