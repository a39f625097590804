/**
 * `npm run import:origins-items -w @criadero/service-axie`: reads the full rune and charm catalogues
 * from the Sky Mavis Origins API (ORIGINS_API_KEY, ORIGINS_API_URL; every page) and writes them,
 * atomically, to ORIGINS_ITEMS_DIR (default data/origins/imported: runes.json, charms.json). The
 * service reads them at its next start and serves them instead of the docs' 20-item samples.
 * Exit codes: 0 written, 1 the API failed (nothing written), 2 usage (an argument, or no key).
 */
import { OriginsApiError, OriginsApiSource } from '../origins/api-source';
import { loadOriginsConfig } from '../origins/config';
import { importedItemsDir, importedItemsFile, type ImportedItemsFile } from '../origins/imported-items';
import { writeFileAtomically } from './write-atomically';

const USAGE = 'usage: ORIGINS_API_KEY=… npm run import:origins-items   (writes ORIGINS_ITEMS_DIR, default data/origins/imported)';

async function main(args: string[]): Promise<number> {
  const config = loadOriginsConfig();
  if (args.length || !config.apiKey) {
    console.error(args.length ? USAGE : `ORIGINS_API_KEY is not set: the Origins API needs a Sky Mavis developer key.\n${USAGE}`);
    return 2;
  }
  const api = new OriginsApiSource({ ...config, apiKey: config.apiKey });
  const asOf = new Date().toISOString().slice(0, 10);
  const lists: ImportedItemsFile[] = [];
  try {
    // both read before either is written: a failure leaves the previous import whole
    for (const kind of ['rune', 'charm'] as const) {
      const { items, total } = await api.items(kind);
      lists.push({ source: { url: config.baseUrl, asOf }, kind, total, items });
    }
  } catch (error) {
    if (!(error instanceof OriginsApiError)) throw error;
    console.error(`the Origins API failed, nothing written: ${error.message}`);
    return 1;
  }
  const dir = importedItemsDir();
  for (const list of lists) {
    const file = importedItemsFile(dir, list.kind);
    writeFileAtomically(file, `${JSON.stringify(list, null, 1)}\n`);
    console.log(`imported ${list.items.length} of ${list.total} ${list.kind}s (as of ${asOf}) into ${file}`);
  }
  console.log('restart the service to serve them');
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
