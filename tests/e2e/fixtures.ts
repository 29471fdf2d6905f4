/**
 * A `test` whose pages start logged in: each worker logs each (user, language) in once through the login page and
 * reuses the saved storage (the console keeps its session in localStorage), so a test pays for no login of its own.
 * Choose the user per describe block with `test.use({ as: ["operator", "en-US"] })`. Tests that end or change their
 * session (sign out, lock, password) log in on their own with `login()` from support.ts instead.
 */
import { join } from "node:path";
import { test as base, withRunClock } from "./base";
import { login, type DemoUser } from "./support";

type Lang = "zh-CN" | "en-US";

interface Fixtures {
  as: [DemoUser, Lang];
}

interface WorkerFixtures {
  sessionFile: (user: DemoUser, lang: Lang) => Promise<string>;
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  as: [["admin", "zh-CN"], { option: true }],
  sessionFile: [
    async ({ browser }, provide, workerInfo) => {
      const files = new Map<string, Promise<string>>();
      const baseURL = workerInfo.project.use.baseURL;
      await provide((user, lang) => {
        const key = `${user}-${lang}`;
        let file = files.get(key);
        if (!file) {
          file = (async () => {
            const path = join(workerInfo.project.outputDir, `.session-${workerInfo.workerIndex}-${key}.json`);
            const context = await browser.newContext({ baseURL });
            await withRunClock(context);
            await login(await context.newPage(), user, lang);
            await context.storageState({ path });
            await context.close();
            return path;
          })();
          files.set(key, file);
        }
        return file;
      });
    },
    { scope: "worker" },
  ],
  storageState: async ({ as, sessionFile }, provide) => {
    await provide(await sessionFile(as[0], as[1]));
  },
});

export { expect } from "@playwright/test";
