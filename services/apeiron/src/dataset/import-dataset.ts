import { SECTIONS, type Dataset, type Section } from '@criadero/api-contracts/apeiron';
import type { ApeironRepositories } from '../repositories';
import { validateDataset, type KnownData } from './validate-dataset';

async function knownData(repos: ApeironRepositories, dataset: Partial<Dataset>): Promise<KnownData> {
  const referencedGuildIds = new Set<string>();
  if (!dataset.players) for (const p of await repos.players.find({ guildId: { $ne: null } })) referencedGuildIds.add(p.guildId!);
  if (!dataset.wars) for (const w of await repos.wars.find()) [w.guildA, w.guildB].forEach((g) => referencedGuildIds.add(g));
  return { guildIds: await repos.guilds.ids(), referencedGuildIds };
}

export type ImportCounts = Partial<Record<Section, number>>;

/**
 * Validates an import file and writes every section it contains through the repositories
 * (each replaces the stored section). Nothing is written when the file has a problem.
 */
export async function importDataset(repos: ApeironRepositories, data: unknown, maxConjunctions: number): Promise<ImportCounts> {
  const sections = typeof data === 'object' && data !== null ? (data as Partial<Dataset>) : {};
  const dataset = validateDataset(data, await knownData(repos, sections), maxConjunctions);
  const counts: ImportCounts = {};
  // guilds first: players and wars point to them
  for (const section of ['guilds', ...SECTIONS.filter((s) => s !== 'guilds')] as Section[]) {
    const items = dataset[section];
    if (!items) continue;
    counts[section] = await (repos[section] as { replaceAll(items: readonly unknown[]): Promise<number> }).replaceAll(items);
    await repos.sources.set(section, dataset.source, items.length);
  }
  return counts;
}
