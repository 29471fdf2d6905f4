import { describe, expect, it } from "vitest";
import { render } from "@testing-library/react";
import { ConfigProvider, Tag } from "antd";
import { createCache, StyleProvider } from "@ant-design/cssinjs";
import { keptStyleCache } from "./kept-style-cache";

type Cache = ReturnType<typeof createCache>;
const styleKeys = (cache: Cache) => [...cache.cache.keys()].filter((key) => key.startsWith("style%"));
const varKeys = (cache: Cache) => [...cache.cache.keys()].filter((key) => key.startsWith("cssVar%"));

function mount(cache: Cache) {
  return render(
    <StyleProvider cache={cache}>
      <ConfigProvider theme={{ cssVar: true, hashed: false }}>
        <Tag>t</Tag>
      </ConfigProvider>
    </StyleProvider>,
  );
}

describe("the kept style cache", () => {
  it("keeps a component's generated style after its last instance unmounts, and gives it to the next one", () => {
    const cache = keptStyleCache();
    mount(cache).unmount();
    const kept = styleKeys(cache);
    expect(kept.some((key) => key.includes("Tag"))).toBe(true);
    const made = kept.map((key) => cache.opGet(key)?.[1]);
    mount(cache).unmount();
    // The same style objects, not made again.
    expect(styleKeys(cache).map((key) => cache.opGet(key)?.[1])).toEqual(made);
    expect(kept.every((key) => cache.opGet(key)?.[1] === made[kept.indexOf(key)])).toBe(true);
  });

  it("still drops the theme's CSS variables with their last user (a theme switched back writes them again)", () => {
    const cache = keptStyleCache();
    const { unmount } = mount(cache);
    expect(varKeys(cache).length).toBeGreaterThan(0);
    unmount();
    expect(varKeys(cache)).toEqual([]);
  });

  it("differs from antd's own cache, which forgets the style", () => {
    const cache = createCache();
    mount(cache).unmount();
    expect(styleKeys(cache)).toEqual([]);
  });
});

describe("the console's providers", () => {
  it("hand antd the kept cache: a page's styles outlive the page", async () => {
    const { UiProviders } = await import("./ui-providers");
    const { STYLE_CACHE } = await import("./kept-style-cache");
    const { findByText, unmount } = render(
      <UiProviders>
        <Tag>kept</Tag>
      </UiProviders>,
    );
    await findByText("kept");
    unmount();
    expect(styleKeys(STYLE_CACHE).some((key) => key.includes("Tag"))).toBe(true);
  });
});
