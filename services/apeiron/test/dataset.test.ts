import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EmbeddedStore } from '@criadero/service-kit/store';
import { AVATAR_CLASSES, elementIssues, PLANET_TYPE_NAMES, planetTypeOf } from '@criadero/apeiron-breeding';
import type { Dataset } from '@criadero/api-contracts/apeiron';
import { importDataset } from '../src/dataset/import-dataset';
import { datasetJsonSchema } from '../src/dataset/json-schema';
import { generateSampleDataset, MIN_LISTED_PER_VALUE, SAMPLE_AS_OF } from '../src/dataset/sample-generator';
import { DatasetError, validateDataset } from '../src/dataset/validate-dataset';
import { createRepositories } from '../src/repositories';
import { sampleDataset } from './helpers';

const none = { guildIds: new Set<string>(), referencedGuildIds: new Set<string>() };
const problemsOf = (data: unknown) => {
  try {
    validateDataset(data, none, 3);
    return [];
  } catch (error) {
    if (error instanceof DatasetError) return error.problems;
    throw error;
  }
};

describe('the shipped sample dataset', () => {
  const sample = sampleDataset();

  it('is exactly what the seeded generator produces (deterministic, reproducible)', () => {
    expect(generateSampleDataset()).toEqual(sample);
    expect(generateSampleDataset(1)).not.toEqual(sample);
  });

  it('is labelled sample data with its as-of date', () => {
    expect(sample.source).toMatchObject({ kind: 'sample', asOf: SAMPLE_AS_OF });
    expect(sample._note).toMatch(/SAMPLE DATA/);
  });

  it('passes validation and keeps the game rules (100 points, type from elements, at most 3 conjunctions)', () => {
    expect(problemsOf(sample)).toEqual([]);
    for (const p of sample.planets!) {
      expect(elementIssues(p.elements)).toEqual([]);
      expect(planetTypeOf(p.elements)).toBe(p.type);
      expect(p.breedCount).toBeLessThanOrEqual(3);
    }
    // breed counts agree with the children in the file
    const children = new Map<string, number>();
    for (const p of sample.planets!) for (const id of p.parentIds ?? []) children.set(id, (children.get(id) ?? 0) + 1);
    for (const p of sample.planets!) expect(p.breedCount).toBe(children.get(p.id) ?? 0);
    expect(sample.planets!.filter((p) => p.listing).length).toBeGreaterThan(100);
  });

  it('has listed planets for every value of every market filter: type, class, stage and legacy', () => {
    const listed = sample.planets!.filter((p) => p.listing);
    const short = [
      ...PLANET_TYPE_NAMES.map((v) => ['type', v, listed.filter((p) => p.type === v).length] as const),
      ...AVATAR_CLASSES.map((v) => ['class', v, listed.filter((p) => p.avatarClass === v).length] as const),
      ...(['core', 'young', 'adult'] as const).map((v) => ['stage', v, listed.filter((p) => p.stage === v).length] as const),
      ['legacy', 'any', listed.filter((p) => p.legacy).length] as const,
    ].filter(([, , count]) => count < MIN_LISTED_PER_VALUE);
    expect(short).toEqual([]);
  });

  it('matches the committed JSON Schema file', () => {
    const file = fileURLToPath(new URL('../schema/apeiron-dataset.schema.json', import.meta.url));
    expect(readFileSync(file, 'utf8')).toBe(datasetJsonSchema());
  });
});

describe('dataset validation refuses each kind of bad file', () => {
  const base = (): Dataset => structuredClone(sampleDataset());
  const cases: [string, (d: Dataset) => unknown, RegExp][] = [
    ['a wrong format tag', (d) => ({ ...d, format: 'other/v9' }), /format/],
    ['an unknown field', (d) => ({ ...d, extra: 1 }), /./],
    ['elements not adding up to 100', (d) => (d.planets![0]!.elements.fire += 1, d), /add up to 100/],
    ['a type that does not match the elements', (d) => ((d.planets![0]!.type = d.planets![0]!.type === 'Normal' ? 'Gigas' : 'Normal'), d), /does not match its elements/],
    ['a repeated id', (d) => (d.planets!.push({ ...d.planets![0]! }), d), /appears twice/],
    ['a planet that is its own parent', (d) => {
      const child = d.planets!.find((p) => p.parentIds)!;
      child.parentIds = [child.id, child.parentIds![1]];
      return d;
    }, /its own parent/],
    ['a cycle in the lineage', (d) => {
      const child = d.planets!.find((p) => p.parentIds)!;
      const parent = d.planets!.find((p) => p.id === child.parentIds![0])!;
      parent.parentIds = [child.id, child.parentIds![1] === parent.id ? '1' : child.parentIds![1]];
      parent.generation = 9;
      return d;
    }, /its own ancestor/],
    ['a Primeval with parents', (d) => {
      const child = d.planets!.find((p) => p.parentIds)!;
      child.generation = 0;
      return d;
    }, /generation 0/],
    ['a player in an unknown guild', (d) => ((d.players![0]!.guildId = 'nobody'), d), /unknown guild nobody/],
    ['a finished war without scores', (d) => ((d.wars![0]!.scoreA = null), d), /needs both scores/],
    ['a guild fighting itself', (d) => ((d.wars![0]!.guildB = d.wars![0]!.guildA), d), /cannot fight itself/],
    ['a bad as-of date', (d) => ((d.source.asOf = 'yesterday!'), d), /asOf/],
  ];
  for (const [what, spoil, message] of cases) {
    it(`refuses ${what}`, () => {
      const problems = problemsOf(spoil(base()));
      expect(problems.length).toBeGreaterThan(0);
      expect(problems.join('\n')).toMatch(message);
    });
  }
  it('refuses something that is not a dataset at all', () => {
    expect(problemsOf(null).length).toBeGreaterThan(0);
    expect(problemsOf([]).length).toBeGreaterThan(0);
  });
});

describe('importing through the repositories', () => {
  it('writes every section with its source, replaces sections it holds and keeps the others', async () => {
    const repos = await createRepositories(new EmbeddedStore());
    const sample = sampleDataset();
    expect(await importDataset(repos, sample, 3)).toEqual({ guilds: 8, planets: sample.planets!.length, players: 150, wars: 20 });
    expect(await repos.sources.get('planets')).toEqual(sample.source);

    const source = { kind: 'import' as const, label: 'export del gremio', asOf: '2026-12-01' };
    const onlyPlayers = { format: sample.format, source, players: sample.players!.slice(0, 10) };
    expect(await importDataset(repos, onlyPlayers, 3)).toEqual({ players: 10 });
    expect(await repos.players.count()).toBe(10);
    expect(await repos.planets.count()).toBe(sample.planets!.length);
    expect(await repos.sources.get('players')).toEqual(source);
    expect(await repos.sources.get('planets')).toEqual(sample.source);
  });

  it('writes nothing when the file is invalid, and will not strand stored players by dropping their guild', async () => {
    const repos = await createRepositories(new EmbeddedStore());
    const sample = sampleDataset();
    await importDataset(repos, sample, 3);
    const bad = { ...structuredClone(sample), planets: sample.planets!.map((p, i) => (i === 5 ? { ...p, breedCount: 7 } : p)) };
    await expect(importDataset(repos, bad, 3)).rejects.toThrow(DatasetError);
    expect(await repos.players.count()).toBe(150);
    const fewerGuilds = { format: sample.format, source: sample.source, guilds: sample.guilds!.slice(1) };
    await expect(importDataset(repos, fewerGuilds, 3)).rejects.toThrow(/still point to guild astral-forge/);
    expect(await repos.guilds.count()).toBe(8);
  });
});
