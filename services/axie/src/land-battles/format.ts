/**
 * The land-battle card list format (data/land-battles/README.md): what `npm run import:land-cards`
 * accepts and what the service serves from LAND_BATTLE_CARDS_FILE instead of the Origins cards.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import type { Env } from '@criadero/service-kit/config';

const strict = { additionalProperties: false } as const;
const text = (maxLength: number) => Type.String({ minLength: 1, maxLength });

const LAND_CARD_CLASSES = ['Aquatic', 'Beast', 'Bird', 'Bug', 'Plant', 'Reptile', 'Mech', 'Dawn', 'Dusk'] as const;
const LAND_CARD_PART_TYPES = ['Eyes', 'Ears', 'Mouth', 'Horn', 'Back', 'Tail'] as const;

const LandBattleCard = Type.Object(
  {
    id: Type.Integer({ minimum: 0, description: "the game's card id (unique in the file)" }),
    name: text(80),
    class: Type.Enum(LAND_CARD_CLASSES),
    part: Type.Object(
      {
        type: Type.Enum(LAND_CARD_PART_TYPES),
        name: text(80),
        id: Type.Optional(Type.String({ pattern: '^[a-z]+-[a-z0-9-]+$', maxLength: 80, description: 'catalogue part id, e.g. tail-yam' })),
      },
      strict,
    ),
    energy: Type.Integer({ minimum: 0, maximum: 10 }),
    attack: Type.Integer({ minimum: 0, maximum: 1000 }),
    defense: Type.Integer({ minimum: 0, maximum: 1000 }),
    healing: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000, description: 'absent = 0' })),
    description: Type.String({ maxLength: 1000, description: 'effect text; {Status} tags as in the Origins texts' }),
    abilityType: Type.Optional(text(40)),
    stage: Type.Optional(Type.Integer({ minimum: 0, maximum: 2, description: '0 α, 1 base, 2 evolved; absent = 1' })),
    tags: Type.Optional(Type.Array(text(40), { maxItems: 20 })),
  },
  strict,
);
type LandBattleCard = Static<typeof LandBattleCard>;

export const LandBattleCardsFile = Type.Object(
  {
    source: Type.Object(
      {
        label: text(200),
        url: Type.Optional(Type.String({ pattern: '^https?://', maxLength: 500 })),
        asOf: Type.String({ pattern: '^\\d{4}-\\d{2}(-\\d{2})?$', description: 'YYYY-MM or YYYY-MM-DD' }),
      },
      strict,
    ),
    cards: Type.Array(LandBattleCard, { minItems: 1, maxItems: 5000 }),
  },
  strict,
);
export type LandBattleCardsFile = Static<typeof LandBattleCardsFile>;

const DEFAULT_LAND_BATTLE_CARDS_FILE = fileURLToPath(new URL('../../data/land-battles/cards.json', import.meta.url));

/** LAND_BATTLE_CARDS_FILE (default services/axie/data/land-battles/cards.json), absolute. */
export const landBattleCardsPath = (env: Env = process.env) => {
  const value = env.LAND_BATTLE_CARDS_FILE?.trim();
  return value ? resolve(value) : DEFAULT_LAND_BATTLE_CARDS_FILE;
};

export class LandBattleCardsError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`Invalid land-battle card file ${file}:\n  ${problems.join('\n  ')}`);
    this.name = 'LandBattleCardsError';
  }
}

/** "cards[3] (id 12 "Yam")" for paths inside a card, the path itself otherwise. */
function where(data: unknown, instancePath: string): string {
  const m = /^\/cards\/(\d+)(\/.*)?$/.exec(instancePath);
  if (!m) return instancePath || '(top level)';
  const card = (data as { cards?: unknown[] }).cards?.[Number(m[1])] as { id?: unknown; name?: unknown } | undefined;
  const ident = card && typeof card === 'object' ? ` (id ${JSON.stringify(card.id)}${typeof card.name === 'string' ? ` "${card.name}"` : ''})` : '';
  return `cards[${m[1]}]${ident}${m[2] ? ` ${m[2]}` : ''}`;
}

/** Checks parsed JSON against the format (plus unique ids); throws LandBattleCardsError naming the file and each bad entry. */
function validateLandBattleCards(data: unknown, file: string): LandBattleCardsFile {
  const problems: string[] = [];
  for (const e of Value.Errors(LandBattleCardsFile, data)) {
    if (e.keyword === 'boolean') continue; // repeated by the additionalProperties error
    const extra = e.keyword === 'additionalProperties' ? `: ${String((e.params as { additionalProperties?: string[] }).additionalProperties)}` : '';
    problems.push(`${where(data, e.instancePath)}: ${e.message}${extra}`);
    if (problems.length >= 20) break;
  }
  if (problems.length) throw new LandBattleCardsError(file, problems);
  const parsed = data as LandBattleCardsFile;
  const seen = new Map<number, number>();
  parsed.cards.forEach((c, i) => {
    const first = seen.get(c.id);
    if (first !== undefined) problems.push(`cards[${i}] (id ${c.id} "${c.name}"): duplicate id, already used by cards[${first}]`);
    else seen.set(c.id, i);
  });
  if (problems.length) throw new LandBattleCardsError(file, problems);
  return parsed;
}

/** Reads and validates a card file (JSON errors are reported like format errors). */
export function readLandBattleCards(file: string): LandBattleCardsFile {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new LandBattleCardsError(file, [`not readable JSON: ${(error as Error).message}`]);
  }
  return validateLandBattleCards(data, file);
}

/** The imported list when the configured file exists, else null (the Origins cards are served). */
export function loadLandBattleCards(file: string): LandBattleCardsFile | null {
  return existsSync(file) ? readLandBattleCards(file) : null;
}
