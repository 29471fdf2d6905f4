/**
 * The console at volume (bench/volume.mjs): the screens staff open most, opened in Chromium from home against the
 * demo-seeded server and the volume one, passes alternating, timed as the every-screen row times them
 * (bench/screens.mjs: from the hash change to the first content).
 */
import { launch } from "./browser.mjs";
import { screensPass } from "./screens.mjs";

export const VOLUME_SCREENS = ["/finance/withdraw-orders", "/members/user-list", "/finance/money-change-records"];
const PASSES = Number(process.env.BENCH_SCREEN_PASSES ?? 3);

const median = (values) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : Number.NaN;
};

/** → [{ route, title, demo: ms, volume: ms }] (medians over the passes). */
export async function measureVolumeScreens(demoUrl, volumeUrl) {
  const browser = await launch();
  try {
    const times = { demo: [], volume: [] };
    let pages = [];
    for (let pass = 0; pass < PASSES; pass += 1)
      for (const [side, url] of [
        ["demo", demoUrl],
        ["volume", volumeUrl],
      ]) {
        const result = await screensPass(browser, url, pass % 2 === 1, { only: VOLUME_SCREENS });
        pages = result.pages;
        times[side].push(result.times);
      }
    const of = (side, route) => median(times[side].map((map) => map.get(route) ?? Number.NaN));
    return pages.map(({ route, title }) => ({ route, title, demo: of("demo", route), volume: of("volume", route) }));
  } finally {
    await browser.close();
  }
}

/** The markdown lines of the screens' table. */
export function renderVolumeScreens(screens) {
  const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(0)} ms` : "not shown");
  return [
    "",
    `In Chromium, home → the screen's first content (median of ${PASSES} passes each, alternating):`,
    "",
    "| screen | demo | volume | volume ÷ demo |",
    "|---|---|---|---|",
    ...screens.map(
      (screen) =>
        `| ${screen.title} (${screen.route}) | ${ms(screen.demo)} | ${ms(screen.volume)} | ` +
        `${(screen.volume / screen.demo).toFixed(2)}× |`,
    ),
  ];
}
