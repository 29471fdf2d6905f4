import { writeFileSync } from 'node:fs';
import { CONTRACT_PATH, renderContract } from './contract-doc';
import { loadScreens } from './discover';

/** `npm run contract`: writes server/CONTRACT.md from the declarations and the template. */
writeFileSync(CONTRACT_PATH, renderContract(await loadScreens()));
console.log(`wrote ${CONTRACT_PATH}`);
