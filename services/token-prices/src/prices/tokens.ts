import { readFileSync } from 'node:fs';

/** A token the service can price: by CoinGecko id, or by its Ronin contract address. */
export type TokenSpec =
  | { key: string; symbol: string; strip: boolean; coingeckoId: string; roninAddress?: undefined }
  | { key: string; symbol: string; strip: boolean; roninAddress: string; coingeckoId?: undefined };

const KEY = /^[a-z0-9][a-z0-9-]{0,63}$/;
const ADDRESS = /^0x[0-9a-f]{40}$/;

/** Reads and checks a token catalogue like config/tokens.json. */
export function loadTokenCatalogue(file: string): TokenSpec[] {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as { tokens?: Array<Record<string, unknown>> };
  const seen = new Set<string>();
  return (raw.tokens ?? []).map((entry, index) => {
    const where = `${file} tokens[${index}]`;
    const key = entry.key;
    if (typeof key !== 'string' || !KEY.test(key)) throw new Error(`${where}: key must match ${KEY}`);
    if (seen.has(key)) throw new Error(`${where}: duplicate key ${key}`);
    seen.add(key);
    const symbol = typeof entry.symbol === 'string' ? entry.symbol : key.toUpperCase();
    const strip = entry.strip === true;
    if (typeof entry.coingeckoId === 'string' && entry.coingeckoId !== '') return { key, symbol, strip, coingeckoId: entry.coingeckoId };
    const address = typeof entry.roninAddress === 'string' ? entry.roninAddress.toLowerCase() : '';
    if (!ADDRESS.test(address)) throw new Error(`${where}: needs a coingeckoId or a roninAddress`);
    return { key, symbol, strip, roninAddress: address };
  });
}
