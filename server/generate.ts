/** `npm run contract`: writes every file generated from the screen declarations (server/generated.ts). */
import { writeFileSync } from 'node:fs';
import { renderScreenDicts, SCREEN_DICTS_PATH } from './generated-dicts';

// First the registry of the screens' own dictionaries: what follows loads the dictionaries through it.
writeFileSync(SCREEN_DICTS_PATH, renderScreenDicts());
const { declaredFiles, OPENAPI_PATH, renderOpenApiFile, renderSeededMenu, SEEDED_MENU_PATH } =
  await import('./generated');
const { loadScreens } = await import('./kit/discover');

const screens = await loadScreens();
const files = [
  ...declaredFiles(screens),
  { path: SEEDED_MENU_PATH, text: await renderSeededMenu(screens) },
  { path: OPENAPI_PATH, text: await renderOpenApiFile(screens) },
];
for (const file of files) {
  writeFileSync(file.path, file.text);
  console.log(`wrote ${file.path}`);
}
// The in-process server the menu answers come from leaves handles open: end here, every file is written.
process.exit(0);
