// Checks an import file beyond its JSON schema: element sums, types, lineage, references.
import { Value } from 'typebox/value';
import { elementIssues, planetTypeOf } from '@criadero/apeiron-breeding';
import { DatasetSchema, type Dataset, type Guild, type Planet, type War } from '@criadero/api-contracts/apeiron';

export class DatasetError extends Error {
  override name = 'DatasetError';
  constructor(readonly problems: string[]) {
    super(`invalid Apeiron dataset: ${problems.slice(0, 10).join('; ')}${problems.length > 10 ? ` (+${problems.length - 10} more)` : ''}`);
  }
}

/** What the store already holds for sections the file leaves out (references may point there). */
export interface KnownData {
  guildIds: Set<string>;
  /** guild ids the stored players and wars point to */
  referencedGuildIds: Set<string>;
}

const MAX_PROBLEMS = 50;

function duplicates(items: readonly { id: string }[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const { id } of items) (seen.has(id) ? twice : seen).add(id);
  return [...twice];
}

function planetProblems(planets: readonly Planet[], maxConjunctions: number): string[] {
  const problems: string[] = [];
  const byId = new Map(planets.map((p) => [p.id, p]));
  for (const p of planets) {
    const where = `planet ${p.id}`;
    const issues = elementIssues(p.elements);
    problems.push(...issues.map((i) => `${where}: ${i}`));
    if (issues.length === 0 && planetTypeOf(p.elements) !== p.type) problems.push(`${where}: type ${p.type} does not match its elements (${planetTypeOf(p.elements)})`);
    if (p.breedCount > maxConjunctions) problems.push(`${where}: breedCount above ${maxConjunctions}`);
    if (p.parentIds) {
      if (p.parentIds[0] === p.parentIds[1]) problems.push(`${where}: both parents are ${p.parentIds[0]}`);
      if (p.parentIds.includes(p.id)) problems.push(`${where}: is its own parent`);
      if (p.generation === 0) problems.push(`${where}: generation 0 (Primeval) cannot have parents`);
    } else if (p.generation !== 0) problems.push(`${where}: only Primeval planets (generation 0) lack parents`);
  }
  // no planet may be its own ancestor
  const state = new Map<string, 'open' | 'done'>();
  const visit = (id: string, path: string[]): void => {
    if (state.get(id) === 'done') return;
    if (state.get(id) === 'open') {
      problems.push(`planet ${id}: is its own ancestor (${[...path, id].join(' -> ')})`);
      return;
    }
    state.set(id, 'open');
    for (const parent of byId.get(id)?.parentIds ?? []) if (byId.has(parent)) visit(parent, [...path, id]);
    state.set(id, 'done');
  };
  for (const p of planets) visit(p.id, []);
  return problems;
}

function warProblems(wars: readonly War[], guildIds: Set<string>): string[] {
  const problems: string[] = [];
  for (const w of wars) {
    const where = `war ${w.id}`;
    if (w.guildA === w.guildB) problems.push(`${where}: a guild cannot fight itself`);
    for (const g of [w.guildA, w.guildB]) if (!guildIds.has(g)) problems.push(`${where}: unknown guild ${g}`);
    const scored = w.scoreA !== null && w.scoreB !== null;
    if (w.status === 'finished' && !scored) problems.push(`${where}: a finished war needs both scores`);
    if (w.status === 'scheduled' && (w.scoreA !== null || w.scoreB !== null)) problems.push(`${where}: a scheduled war has no scores yet`);
  }
  return problems;
}

/** Validates `data`; returns the dataset or throws DatasetError listing the problems. */
export function validateDataset(data: unknown, known: KnownData, maxConjunctions: number): Dataset {
  if (!Value.Check(DatasetSchema, data)) {
    const problems = [...Value.Errors(DatasetSchema, data)].slice(0, MAX_PROBLEMS).map((e) => `${e.instancePath || '/'} ${e.message}`);
    throw new DatasetError(problems);
  }
  const problems: string[] = [];
  if (Number.isNaN(Date.parse(data.source.asOf))) problems.push('source.asOf must be a date');
  for (const section of ['planets', 'players', 'guilds', 'wars'] as const) {
    const items = data[section] as { id: string }[] | undefined;
    if (items) problems.push(...duplicates(items).map((id) => `${section}: id ${id} appears twice`));
  }
  if (data.planets) problems.push(...planetProblems(data.planets, maxConjunctions));

  const guildIds = data.guilds ? new Set(data.guilds.map((g: Guild) => g.id)) : known.guildIds;
  for (const p of data.players ?? []) if (p.guildId !== null && !guildIds.has(p.guildId)) problems.push(`player ${p.id}: unknown guild ${p.guildId}`);
  if (data.wars) problems.push(...warProblems(data.wars, guildIds));
  if (data.guilds && (!data.players || !data.wars)) {
    // replacing the guilds alone must not strand stored players or wars
    for (const g of known.referencedGuildIds) if (!guildIds.has(g)) problems.push(`guilds: stored players or wars still point to guild ${g}; import them too`);
  }
  if (problems.length > 0) throw new DatasetError(problems.slice(0, MAX_PROBLEMS));
  return data;
}
