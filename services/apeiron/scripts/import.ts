// npm run import -w @criadero/service-apeiron -- <file.json>
// Validates an Apeiron dataset file (schema/apeiron-dataset.schema.json plus the cross-checks of
// src/dataset/validate-dataset.ts) and writes each section it holds through the repositories of
// the store MONGODB_URI names. Without MONGODB_URI it only validates (the embedded store lives in
// this process and is gone when it ends). Exit codes: 0 imported/validated, 1 invalid, 2 usage.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { openStore } from '@criadero/service-kit/store';
import { loadApeironConfig } from '../src/config';
import { importDataset } from '../src/dataset/import-dataset';
import { DatasetError } from '../src/dataset/validate-dataset';
import { createRepositories } from '../src/repositories';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('usage: npm run import -w @criadero/service-apeiron -- <dataset.json>');
  process.exit(2);
}

const config = loadApeironConfig();
let data: unknown;
try {
  data = JSON.parse(readFileSync(resolve(process.env.INIT_CWD ?? process.cwd(), file), 'utf8'));
} catch (error) {
  console.error(`cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

const store = await openStore({
  mongodbUri: config.platform.mongodbUri,
  mongodbDb: config.platform.mongodbDb,
  log: { info: (msg) => console.error(msg), warn: (msg) => console.error(msg) },
});
try {
  const counts = await importDataset(await createRepositories(store), data, config.breeding.maxConjunctions);
  const summary = Object.entries(counts).map(([section, n]) => `${section}: ${n}`).join(', ');
  console.log(store.durable ? `imported ${file} (${summary})` : `valid ${file} (${summary}); NOT saved: set MONGODB_URI to import into a database`);
} catch (error) {
  if (!(error instanceof DatasetError)) throw error;
  console.error(`invalid ${file}:`);
  for (const problem of error.problems) console.error(`  - ${problem}`);
  process.exitCode = 1;
} finally {
  await store.close();
}
