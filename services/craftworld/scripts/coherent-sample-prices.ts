// Rewrites the Craft World (`cw-*`) entries of the market service's stored SAMPLE price table so
// that every crafted resource is worth more than its inputs at some factory level (with
// the old values MUD sold below its EARTH and every factory lost). Raw resources keep their price.
//   npx tsx services/craftworld/scripts/coherent-sample-prices.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadGameData } from '../src/game-data/game-data';
import { coherentPrices } from '../src/prices/coherent-prices';

const file = fileURLToPath(new URL('../../market/data/stored-prices.json', import.meta.url));
const table = JSON.parse(readFileSync(file, 'utf8')) as { usd: Record<string, number> };
const data = loadGameData(fileURLToPath(new URL('../data/', import.meta.url)));
const bySymbol = Object.fromEntries(Object.entries(table.usd).flatMap(([key, usd]) => (key.startsWith('cw-') ? [[key.slice(3).toUpperCase(), usd]] : [])));
const coherent = coherentPrices(data.factories, bySymbol);
for (const [symbol, usd] of Object.entries(coherent)) table.usd[`cw-${symbol.toLowerCase()}`] = usd;
writeFileSync(file, `${JSON.stringify(table, null, 2)}\n`);
console.log(`rewrote ${Object.keys(coherent).length} Craft World sample prices in ${file}`);
