import { writeFileSync } from 'node:fs';
import { buildTemplate } from '../app';

/** `tsx server/tests/build-template.ts <file>`: writes the seeded template (run by template.setup.ts in a child). */
const file = process.argv[2];
if (!file) throw new Error('usage: build-template.ts <file>');
const dump = await buildTemplate();
writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
process.exit(0); // PGlite leaves file handles open that would keep the process alive
