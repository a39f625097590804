/**
 * The full rune and charm catalogues imported from the Origins API by `npm run import:origins-items`
 * (src/cli/import-origins-items.ts) into ORIGINS_ITEMS_DIR: without ORIGINS_API_KEY the service
 * serves them instead of the docs' 20-item samples, labelled with the import's date.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import { ItemSchema } from '@criadero/api-contracts/axie';
import type { OriginsItem } from './types';

const strict = { additionalProperties: false } as const;

export const ImportedItemsFile = Type.Object(
  {
    source: Type.Object({ url: Type.String(), asOf: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }) }, strict),
    kind: Type.Enum(['rune', 'charm']),
    /** the catalogue size the API reported */
    total: Type.Integer({ minimum: 0 }),
    items: Type.Array(ItemSchema),
  },
  strict,
);
export type ImportedItemsFile = Static<typeof ImportedItemsFile>;

/** ORIGINS_ITEMS_DIR (a relative value from the working directory), default services/axie/data/origins/imported. */
export function importedItemsDir(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.ORIGINS_ITEMS_DIR?.trim();
  return configured ? resolve(configured) : fileURLToPath(new URL('../../data/origins/imported', import.meta.url));
}

export const importedItemsFile = (dir: string, kind: OriginsItem['kind']) => join(dir, kind === 'rune' ? 'runes.json' : 'charms.json');

/** The imported catalogue of `kind` in `dir`, or null when none was imported; a file that is not one stops with its name. */
export function readImportedItems(dir: string, kind: OriginsItem['kind']): ImportedItemsFile | null {
  const file = importedItemsFile(dir, kind);
  if (!existsSync(file)) return null;
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Invalid imported ${kind} file ${file}: not readable JSON: ${(error as Error).message}`, { cause: error });
  }
  const problem = [...Value.Errors(ImportedItemsFile, data)][0];
  if (problem || (data as ImportedItemsFile).kind !== kind) {
    throw new Error(`Invalid imported ${kind} file ${file}: ${problem ? `${problem.instancePath || '(top level)'} ${problem.message}` : `holds ${(data as ImportedItemsFile).kind}s`}`);
  }
  return data as ImportedItemsFile;
}
