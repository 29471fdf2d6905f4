/** `npm run contract`: writes every file generated from the screen declarations (server/generated.ts). */
import { writeFileSync } from 'node:fs';
import { declaredFiles, renderSeededMenu, SEEDED_MENU_PATH } from './generated';
import { loadScreens } from './kit/discover';

const screens = await loadScreens();
for (const file of [...declaredFiles(screens), { path: SEEDED_MENU_PATH, text: await renderSeededMenu(screens) }]) {
  writeFileSync(file.path, file.text);
  console.log(`wrote ${file.path}`);
}
// The in-process server the menu answers come from leaves handles open: end here, every file is written.
process.exit(0);
