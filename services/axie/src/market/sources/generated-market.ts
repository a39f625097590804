import { PART_TYPES, breedBlock, decodeGenes, generateGenes, mulberry32, pureness, type ParsedGenes, type Rng } from '@criadero/genetics';
import type { GeneratedMarketConfig } from '../../config';
import { childGenes } from './child-genes';
import { MARKET_LABELS } from './labels';
import type { AxieRecord, MarketBatch, MarketSource, SaleRecord } from './types';

/**
 * The designed shape of the generated market (tests check the output against it).
 * Classes come from the genetics engine's generator for founders (six regular classes
 * ~16 % each, mech/dawn/dusk ~4 % together) and from the engine's inheritance for children.
 */
export const MARKET_DESIGN = {
  /** share of founders (origin-like axies without parents); the rest are bred inside the set */
  founderShare: 0.35,
  /** breed-count weights 0..7 (most market axies are young) */
  breedCountWeights: [0.3, 0.2, 0.15, 0.11, 0.09, 0.07, 0.05, 0.03],
  /** children per litter: 1..3 (siblings share both parents) */
  maxLitter: 3,
  /** the newest share of children are still eggs (stage 1) */
  eggShare: 0.015,
  /** share of adults listed for sale (eggs: eggListedShare) */
  listedShare: 0.55,
  eggListedShare: 0.3,
  /** median listing price in USD before breed-count, purity and class factors */
  medianPriceUsd: 24,
  minPriceUsd: 3.5,
  breedCountPriceFactor: [1.7, 1.35, 1.15, 1, 0.9, 0.8, 0.7, 0.62],
  /** past sales per axie: weights for 0..3 */
  salesWeights: [0.45, 0.3, 0.15, 0.1],
  firstId: 10_000_001,
  /** one wallet per this many axies; ownership is skewed (a few big wallets) */
  axiesPerWallet: 8,
  /**
   * Part rarity moves prices: a shown part seen `k` times in the set is worth
   * (typical / k)^rarityExponent, clamped to rarityClamp, where `typical` is how often the part
   * of a typical slot is seen. An axie's price factor is the product of its six parts' worth,
   * divided by the geometric mean of that product over the set (the median price stays about
   * medianPriceUsd). An axie with rarer parts sells higher, so per-part medians differ.
   */
  rarityExponent: 3,
  rarityClamp: [0.5, 4],
} as const;

const DAY_MS = 86_400_000;
/** generated timestamps are relative to this fixed date, so a seed always gives the same market */
const EPOCH = Date.UTC(2025, 0, 1);

interface Draft {
  record: AxieRecord;
  /** the decoded genes, kept only while the axie can still have children (breeding reads them) */
  parsed: ParsedGenes | null;
  /** shown part ids (PART_TYPES order), for the parts' rarity */
  shown: string[];
  /** what the price reads of the genes: shown parts of its class, and a secret class */
  pure: number;
  secret: boolean;
  /** breed count the axie will end with */
  target: number;
  children: number;
}

function weighted(rng: Rng, weights: readonly number[]): number {
  let x = rng() * weights.reduce((s, w) => s + w, 0);
  for (let i = 0; i < weights.length; i++) {
    x -= weights[i]!;
    if (x < 0) return i;
  }
  return weights.length - 1;
}

/** Standard normal from two uniforms (Box–Muller). */
function normal(rng: Rng): number {
  return Math.sqrt(-2 * Math.log(1 - rng())) * Math.cos(2 * Math.PI * rng());
}

function hex(rng: Rng, digits: number): string {
  let out = '';
  for (let i = 0; i < digits; i++) out += Math.floor(rng() * 16).toString(16);
  return out;
}

/** USD → wei-like string at `ethUsd` (integer maths on cents). */
export function usdToWei(usd: number, ethUsd: number): string {
  const cents = BigInt(Math.round(usd * 100));
  return ((cents * 10n ** 18n) / BigInt(Math.round(ethUsd * 100))).toString();
}

/** Each axie's price factor from the rarity of its shown parts in the set (see MARKET_DESIGN). */
function rarityFactors(shown: readonly (readonly string[])[]): number[] {
  const d = MARKET_DESIGN;
  const seen = new Map<string, number>();
  for (const parts of shown) for (const part of parts) seen.set(part, (seen.get(part) ?? 0) + 1);
  // how often the part in a typical slot is seen: the median over every slot of every axie
  const perSlot = shown.flatMap((parts) => parts.map((part) => seen.get(part)!)).sort((a, b) => a - b);
  const typical = perSlot[Math.floor(perSlot.length / 2)] ?? 1;
  const logWorth = (part: string) => Math.log(Math.min(d.rarityClamp[1], Math.max(d.rarityClamp[0], (typical / seen.get(part)!) ** d.rarityExponent)));
  const logFactors = shown.map((parts) => parts.reduce((sum, part) => sum + logWorth(part), 0));
  const meanLog = logFactors.reduce((s, x) => s + x, 0) / Math.max(1, logFactors.length);
  return logFactors.map((x) => Math.exp(x - meanLog));
}

function priceUsd(rng: Rng, draft: Draft, rarity: number): number {
  const d = MARKET_DESIGN;
  const raw = d.medianPriceUsd * d.breedCountPriceFactor[draft.target]! * (1 + 0.18 * Math.max(0, draft.pure - 3)) * (draft.secret ? 1.8 : 1) * rarity * Math.exp(0.65 * normal(rng));
  return Math.round(Math.max(d.minPriceUsd, raw) * 100) / 100;
}

export interface GeneratedMarket {
  axies: AxieRecord[];
  /** decoded genes, aligned with `axies` */
  parsed: ParsedGenes[];
  sales: SaleRecord[];
}

/**
 * A deterministic sample market: founders with genuine genes from the engine's generator,
 * children bred inside the set with the engine's inheritance model (so parents, siblings
 * and grandchildren exist and are genetically consistent), listings, owners and sale histories.
 */
export function generateMarket(config: Pick<GeneratedMarketConfig, 'size' | 'seed' | 'ethUsd'>): GeneratedMarket {
  const market: GeneratedMarket = { axies: [], parsed: [], sales: [] };
  for (const batch of generateMarketBatches(config, 2000)) {
    market.axies.push(...batch.axies);
    market.parsed.push(...batch.axies.map((a) => decodeGenes(a.genes)));
    market.sales.push(...batch.sales);
  }
  return market;
}

/**
 * The same market a batch of `batchSize` axies (with their sales) at a time, for a first import
 * that must not hold it whole: the family tree is drawn first (each axie's genes decoded only
 * while it can still breed), then listings and sales batch by batch, in the same order as
 * `generateMarket`, so the same seed gives the same market. Batches carry no decoded genes (the
 * loader decodes each axie once).
 */
function* generateMarketBatches(config: Pick<GeneratedMarketConfig, 'size' | 'seed' | 'ethUsd'>, batchSize: number): Generator<MarketBatch, void> {
  const d = MARKET_DESIGN;
  const rng = mulberry32(config.seed ^ 0x5eed1e55);
  const wallets = Array.from({ length: Math.max(20, Math.ceil(config.size / d.axiesPerWallet)) }, () => `0x${hex(rng, 40)}`);
  const wallet = () => wallets[Math.floor(wallets.length * rng() ** 2.2)]!;
  const founders = Math.max(2, Math.round(config.size * d.founderShare));
  const eggsFrom = config.size - Math.round((config.size - founders) * d.eggShare);
  const drafts: Draft[] = [];
  /** adults that can still have children */
  const fertile: Draft[] = [];

  const add = (genes: string, sireId: number, matronId: number, stage: number): Draft => {
    const id = d.firstId + drafts.length;
    const parsed = decodeGenes(genes);
    const target = stage === 4 ? weighted(rng, d.breedCountWeights) : 0;
    const birthDate = sireId === 0 ? EPOCH - 3 * 365 * DAY_MS + drafts.length * 60_000 : EPOCH - (config.size - drafts.length) * 30 * 60_000;
    const canBreed = stage === 4 && target > 0;
    const draft: Draft = {
      record: { id, genes, breedCount: target, stage, owner: wallet(), sireId, matronId, birthDate, image: null, listing: null },
      parsed: canBreed ? parsed : null,
      shown: PART_TYPES.map((type) => parsed.current[type]),
      pure: pureness(parsed),
      secret: ['mech', 'dawn', 'dusk'].includes(parsed.class),
      target,
      children: 0,
    };
    drafts.push(draft);
    if (canBreed) fertile.push(draft);
    return draft;
  };

  for (let k = 0; k < founders; k++) add(generateGenes((config.seed * 7919 + k) >>> 0), 0, 0, 4);

  while (drafts.length < config.size) {
    const pair = pickParents(rng, fertile);
    if (!pair) {
      add(generateGenes((config.seed * 7919 + drafts.length) >>> 0), 0, 0, 4);
      continue;
    }
    const [sire, matron] = pair;
    const litter = 1 + Math.floor(rng() * d.maxLitter);
    for (let c = 0; c < litter && drafts.length < config.size; c++) {
      if (sire.children >= sire.target || matron.children >= matron.target) break;
      sire.children++;
      matron.children++;
      const stage = drafts.length >= eggsFrom ? 1 : 4;
      add(childGenes(sire.parsed!, matron.parsed!, rng), sire.record.id, matron.record.id, stage);
    }
    for (const parent of [sire, matron]) {
      if (parent.children < parent.target) continue;
      fertile.splice(fertile.indexOf(parent), 1);
      parent.parsed = null;
    }
  }

  for (const parent of fertile.splice(0)) parent.parsed = null; // the family tree is drawn
  const rarity = rarityFactors(drafts.map((x) => x.shown));
  // each batch is taken out of the drafts: once the loader stored it, nothing here holds it
  while (drafts.length > 0) {
    const batch: MarketBatch = { axies: [], sales: [] };
    const factors = rarity.splice(0, batchSize);
    for (const [i, draft] of drafts.splice(0, batchSize).entries()) {
      const listed = rng() < (draft.record.stage === 4 ? d.listedShare : d.eggListedShare);
      if (listed) {
        const usd = priceUsd(rng, draft, factors[i]!);
        draft.record.listing = { priceWei: usdToWei(usd, config.ethUsd), priceUsd: usd, startedAt: EPOCH - Math.floor(rng() * 30 * DAY_MS) };
      }
      batch.sales.push(...saleHistory(rng, draft, wallet, config.ethUsd, factors[i]!));
      batch.axies.push(draft.record);
    }
    yield batch;
  }
}

/** Two fertile adults that are allowed to breed (the engine's relatives rule), or null. */
function pickParents(rng: Rng, fertile: Draft[]): [Draft, Draft] | null {
  if (fertile.length < 2) return null;
  for (let attempt = 0; attempt < 30; attempt++) {
    const a = fertile[Math.floor(rng() * fertile.length)]!;
    const b = fertile[Math.floor(rng() * fertile.length)]!;
    // The target breed count is what the axie ends with; here only relatives and identity block.
    if (breedBlock({ ...a.record, breedCount: 0 }, { ...b.record, breedCount: 0 }) === null) return [a, b];
  }
  return null;
}

function saleHistory(rng: Rng, draft: Draft, wallet: () => string, ethUsd: number, rarity: number): SaleRecord[] {
  const count = weighted(rng, MARKET_DESIGN.salesWeights);
  const out: SaleRecord[] = [];
  const owners = Array.from({ length: count }, wallet);
  owners.push(draft.record.owner);
  let at = Math.floor(draft.record.birthDate / 1000);
  const span = Math.max(3600, Math.floor((EPOCH - draft.record.birthDate) / 1000));
  for (let i = 0; i < count; i++) {
    at += Math.floor((span / (count + 1)) * (0.5 + rng()));
    const usd = Math.round(Math.max(MARKET_DESIGN.minPriceUsd, MARKET_DESIGN.medianPriceUsd * rarity * Math.exp(0.7 * normal(rng))) * 100) / 100;
    const rate = ethUsd * (0.6 + 0.8 * rng());
    out.push({
      axieId: draft.record.id,
      txHash: `0x${hex(rng, 64)}`,
      from: owners[i]!,
      to: owners[i + 1]!,
      timestamp: at,
      priceWei: usdToWei(usd, rate),
      priceUsd: usd,
    });
  }
  return out.reverse(); // newest first, as the marketplace's transferHistory
}

const cache = new Map<string, GeneratedMarket>();
const cacheKey = (config: Pick<GeneratedMarketConfig, 'size' | 'seed' | 'ethUsd'>) => `${config.seed}:${config.size}:${config.ethUsd}`;

/** The generated market for a config, built once per process (tests and tools that read it whole). */
export function cachedMarket(config: Pick<GeneratedMarketConfig, 'size' | 'seed' | 'ethUsd'>): GeneratedMarket {
  const key = cacheKey(config);
  let market = cache.get(key);
  if (!market) {
    market = generateMarket(config);
    cache.set(key, market);
  }
  return market;
}

/**
 * The embedded default source: the generated market, drawn batch by batch as the loader stores
 * it (nothing of it is kept once stored: the store and the search index hold the market).
 */
export class GeneratedMarketSource implements MarketSource {
  readonly info;

  constructor(
    private readonly config: GeneratedMarketConfig,
    // a batch's drafts and documents live until the store's journal has synced them: small batches
    // let most of them die young instead of filling the old generation (200,000 axies: peak RSS
    // ~1.43 GB at 2,000 a batch, ~1.30 GB at 500, import time the same)
    private readonly batchSize = 500,
  ) {
    this.info = {
      kind: 'generated' as const,
      label: MARKET_LABELS.generated,
      // v3: documents carry the title (a store holding v2 documents reloads)
      datasetKey: `generated:v3:${config.seed}:${config.size}:${config.ethUsd}`,
      asOf: config.asOf,
    };
  }

  async *batches(signal?: AbortSignal): AsyncIterable<MarketBatch> {
    // a market this process already holds whole (`cachedMarket`: tests, tools) is not drawn again
    const held = cache.get(cacheKey(this.config));
    for (const batch of held ? heldBatches(held, this.batchSize) : generateMarketBatches(this.config, this.batchSize)) {
      signal?.throwIfAborted();
      yield batch;
    }
  }
}

function* heldBatches(market: GeneratedMarket, batchSize: number): Generator<MarketBatch, void> {
  const salesByAxie = new Map<number, SaleRecord[]>();
  for (const sale of market.sales) salesByAxie.set(sale.axieId, [...(salesByAxie.get(sale.axieId) ?? []), sale]);
  for (let i = 0; i < market.axies.length; i += batchSize) {
    const axies = market.axies.slice(i, i + batchSize);
    yield { axies, parsed: market.parsed.slice(i, i + batchSize), sales: axies.flatMap((a) => salesByAxie.get(a.id) ?? []) };
  }
}
