import { writeFileSync } from 'node:fs';
import { buildTemplate } from '../app';
import { openPglite } from '../db/pglite';

/**
 * `tsx server/tests/build-template.ts <seeded file> <empty file>`: writes the seeded template and a fresh empty
 * database (run by template.setup.ts in a child). The seeded one is built from the empty one: one initdb in all.
 */
const [seededFile, emptyFile] = process.argv.slice(2);
if (!seededFile || !emptyFile) throw new Error('usage: build-template.ts <seeded file> <empty file>');
const fresh = await openPglite('memory');
const empty = await fresh.dump!();
await fresh.close();
writeFileSync(emptyFile, Buffer.from(await empty.arrayBuffer()));
writeFileSync(seededFile, Buffer.from(await (await buildTemplate(empty)).arrayBuffer()));
process.exit(0); // PGlite leaves file handles open that would keep the process alive
