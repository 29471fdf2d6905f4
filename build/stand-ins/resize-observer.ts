/**
 * Stands in for resize-observer-polyfill, which antd's rc-resize-observer imports: the polyfill hands out the
 * browser's own ResizeObserver wherever there is one (every browser the console supports, Chromium 64+, Firefox 69+,
 * Safari 13.1+), so its 2.6 KiB gzip in home never ran. Tests under jsdom use the real package.
 */
export default globalThis.ResizeObserver;
