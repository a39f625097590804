// The listings-file format: how horses for sale are handed to the service without a live market
// API (the shipped sample, or an export an operator points HORSE_LISTINGS_FILE at).
import { readFileSync } from 'node:fs';
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import { HorseListingSchema, MarketSourceInfoSchema, type HorseListing, type MarketSourceInfo } from '@criadero/api-contracts/horse';

const ListingsFileSchema = Type.Object(
  {
    _note: Type.Optional(Type.String()),
    source: MarketSourceInfoSchema,
    horses: Type.Array(HorseListingSchema, { maxItems: 100_000 }),
  },
  { additionalProperties: false },
);
export type ListingsFile = Static<typeof ListingsFileSchema>;

export class ListingsFileError extends Error {
  override name = 'ListingsFileError';
}

/** Checks a parsed listings file; throws ListingsFileError naming the first problems. */
export function parseListings(data: unknown, where = 'listings'): { info: MarketSourceInfo; horses: HorseListing[] } {
  if (!Value.Check(ListingsFileSchema, data)) {
    const problems = [...Value.Errors(ListingsFileSchema, data)].slice(0, 5).map((e) => `${e.instancePath || '/'} ${e.message}`);
    throw new ListingsFileError(`${where}: ${problems.join('; ')}`);
  }
  if (Number.isNaN(Date.parse(data.source.asOf))) throw new ListingsFileError(`${where}: source.asOf must be a date`);
  const seen = new Set<string>();
  for (const horse of data.horses) {
    if (seen.has(horse.id)) throw new ListingsFileError(`${where}: horse ${horse.id} is listed twice`);
    seen.add(horse.id);
    if (horse.breedsUsed > horse.breedsMax) throw new ListingsFileError(`${where}: horse ${horse.id} used more breeds than it has`);
  }
  return { info: data.source, horses: data.horses };
}

export function readListingsFile(file: string) {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ListingsFileError(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return parseListings(data, file);
}
