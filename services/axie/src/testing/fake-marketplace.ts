import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { classicStats, decodeGenes } from '@criadero/genetics';
import { generateMarket, usdToWei } from '../market/sources/generated-market';
import type { GqlAxie, GqlOrder, GqlTransfer } from '../market/sources/graphql-queries';

/**
 * A local stand-in for the Axie marketplace GraphQL whose listings change while a test runs.
 * Answers have the shapes of the recorded responses (test/fixtures/graphql): `SearchAxies`
 * (listings, sort Latest), `RecentlySold` (settledAuctions, transfers newest first),
 * `GetAxieDetail`, `AxieSales`. The axies are a small generated market (real genes); `held`
 * of them are kept back, unknown to the marketplace until a test lists them. Tests move the
 * market (list, sell, delist, reprice, auction, ETH/USD) and make it fail (429 with Retry-After, 500,
 * a rate limit answering bare 429s for a while) or hold to the real feed's page cap.
 *
 * The limits of the real marketplace API (graphql-gateway.axieinfinity.com, the Axie
 * marketplace GraphQL) it keeps, each in its own function below: `searchWindow` (pages of at
 * most 100, nothing past the 10,000th result), `listedEggs` (eggs are listed with genes "0x0"),
 * `priceNow` (an auction's price moves on its schedule; `currentPriceUsd` is computed at query
 * time from the ETH/USD rate, which drifts), `throttleFor` (bare 429s), `capRecentlySold`.
 */
export interface FakeMarketplaceOptions {
  size?: number;
  seed?: number;
  /** axies the marketplace does not show until `list` (brand-new listings) */
  held?: number;
  /** required X-API-Key (none: any) */
  apiKey?: string;
  /** listed eggs (stage 1, genes "0x0", class null), as the marketplace lists them */
  eggs?: number;
  /** the search-index window (default the real 10,000; a test with a small market lowers it to reach it) */
  window?: number;
  /** ETH/USD at the start */
  ethUsd?: number;
  /** how ETH/USD drifts: a fraction of the rate per second (0.0023 / 120 s is a quiet day) */
  ethDriftPerSecond?: number;
  /** the first listings that are auctions: the price falls from the listing price to half in `auctionSeconds` */
  auctions?: number;
  auctionSeconds?: number;
}

interface FakeAxie extends Omit<GqlAxie, 'order'> {
  order: FakeOrder | null;
  transfers: GqlTransfer[];
  hidden: boolean;
  /** classic stats, for the stat criteria (null for an egg) */
  stats: { hp: number; speed: number; skill: number; morale: number } | null;
}

/** The listing's schedule as the marketplace stores it; the answer's prices are computed from it when asked. */
interface FakeOrder {
  id: number;
  maker: string;
  basePrice: string;
  /** an auction's price at `endedAt` ("0" for a fixed price) */
  endedPrice: string;
  startedAt: number;
  /** 0: a fixed price */
  endedAt: number;
  expiredAt: number;
}

const ETH_USD = 3000;
/** WETH on Ronin, the marketplace's payment token */
const WETH = '0xc99a6a985ed2cac1ef41640596c5a5f9f4e19ef5';
/** The marketplace search answers at most 100 results a page (`size` above it is cut to 100). */
const MARKETPLACE_MAX_PAGE_SIZE = 100;
/**
 * The marketplace search reads an Elasticsearch index: past `index.max_result_window` (10,000 by
 * default, Elasticsearch's documented setting) it answers an empty page with total 0.
 */
const MARKETPLACE_SEARCH_WINDOW = 10_000;
/** Classes as the marketplace spells them (the `classes` criterion and `class` field). */
const MARKETPLACE_CLASSES: Record<string, string> = { beast: 'Beast', aquatic: 'Aquatic', plant: 'Plant', bird: 'Bird', bug: 'Bug', reptile: 'Reptile', mech: 'Mech', dawn: 'Dawn', dusk: 'Dusk' };

export class FakeMarketplace {
  private readonly axies = new Map<number, FakeAxie>();
  private server: Server | null = null;
  private faults: Array<{ status: number; retryAfterS?: number }> = [];
  /** until this time (ms) every request is refused as the real rate limit refuses: see `throttleFor` */
  private throttledUntil = 0;
  /** the most sales one RecentlySold page holds (null: as many as asked): see `capRecentlySold` */
  private soldPageCap: number | null = null;
  private clock = 0;
  /** ETH/USD set by a test (`setEthUsd`); the drift runs from it */
  private ethUsdBase: number;
  private ethUsdSetAt = Date.now();
  private ethDriftPerSecond: number;
  private txCount = 0;
  /** every search asked (from, size, criteria), to check the walk stays within the window */
  readonly searches: Array<{ from: number; size: number; criteria: FakeCriteria }> = [];
  /** every request: operation and time (ms), to check the pace */
  readonly requests: Array<{ operationName: string; at: number; status: number }> = [];
  endpoint = '';

  constructor(private readonly options: FakeMarketplaceOptions = {}) {
    this.ethUsdBase = options.ethUsd ?? ETH_USD;
    this.ethDriftPerSecond = options.ethDriftPerSecond ?? 0;
    const size = options.size ?? 300;
    const held = options.held ?? 10;
    const market = generateMarket({ size: size + held, seed: options.seed ?? 424242, ethUsd: ETH_USD });
    // listings start in the past, in id order, so Latest is stable before the test moves anything
    const base = Math.floor(Date.now() / 1000) - 86_400;
    for (const [i, record] of market.axies.entries()) {
      if (record.stage !== 4) continue;
      const hidden = i >= size;
      const parsed = decodeGenes(record.genes);
      this.axies.set(record.id, {
        id: String(record.id),
        class: MARKETPLACE_CLASSES[parsed.class] ?? null,
        stage: record.stage,
        breedCount: record.breedCount,
        newGenes: record.genes,
        sireId: record.sireId,
        matronId: record.matronId,
        image: null,
        owner: record.owner,
        birthDate: Math.floor(record.birthDate / 1000),
        order: record.listing && !hidden ? this.order(record.owner, record.listing.priceUsd, base + i) : null,
        transfers: [],
        hidden,
        stats: classicStats(parsed),
      });
    }
    this.clock = base + market.axies.length;
    this.listedEggs(options.eggs ?? 0, base);
    this.auctionsAtStart(options.auctions ?? 0);
  }

  /** Ids of the listed axies and of the held-back ones (for tests to pick from). */
  listedIds(): number[] {
    return [...this.axies.values()].filter((a) => a.order && !a.hidden).map((a) => Number(a.id));
  }
  unlistedIds(): number[] {
    return [...this.axies.values()].filter((a) => !a.order && !a.hidden).map((a) => Number(a.id));
  }
  heldIds(): number[] {
    return [...this.axies.values()].filter((a) => a.hidden).map((a) => Number(a.id));
  }
  /** The USD price of a listed axie now (as `order.currentPriceUsd` would answer). */
  priceOf(id: number): number | null {
    const order = this.axies.get(id)?.order;
    return order ? Number(this.priceNow(order).currentPriceUsd) : null;
  }

  /** The listing price of a listed axie in wei (its `basePrice`; an auction's `currentPrice` moves). */
  priceWeiOf(id: number): string | null {
    return this.axies.get(id)?.order?.basePrice ?? null;
  }

  /** A new listing (of a held-back axie: one the marketplace showed nowhere before). */
  list(id: number, priceUsd: number): void {
    const axie = this.axie(id);
    axie.hidden = false;
    axie.order = this.order(axie.owner!, priceUsd, this.tick());
  }

  /** A new price: the marketplace cancels the order and makes a new one (it shows as Latest). */
  reprice(id: number, priceUsd: number): void {
    const axie = this.axie(id);
    if (!axie.order) throw new Error(`axie ${id} is not listed`);
    axie.order = this.order(axie.owner!, priceUsd, this.tick());
  }

  delist(id: number): void {
    this.axie(id).order = null;
  }

  sell(id: number, buyer: string): void {
    const axie = this.axie(id);
    if (!axie.order) throw new Error(`axie ${id} is not listed`);
    const { currentPrice, currentPriceUsd } = this.priceNow(axie.order);
    axie.transfers.unshift({ from: axie.owner!, to: buyer, txHash: `0x${(++this.txCount).toString(16).padStart(64, '0')}`, timestamp: this.tick(), withPrice: currentPrice, withPriceUsd: Number(currentPriceUsd) });
    axie.owner = buyer;
    axie.order = null;
  }

  /** The next `count` requests answer `status` (429 with Retry-After `retryAfterS`, 500…). */
  fail(status: number, count: number, retryAfterS?: number): void {
    for (let i = 0; i < count; i++) this.faults.push({ status, retryAfterS });
  }

  /**
   * For `ms` from now every request answers 429 with no Retry-After header, as the real gateway's
   * rate limit does (https://docs.skymavis.com/api/rate-limits: 429 with the body
   * `{"message": "API rate limit exceeded"}`, no header documented).
   */
  throttleFor(ms: number): void {
    this.throttledUntil = Date.now() + ms;
  }

  /**
   * RecentlySold pages hold at most `cap` sales whatever `size` asks: the real settledAuctions
   * feed answers 20. No API documentation states it; users of the live
   * graphql-gateway.axieinfinity.com reported it: whatever `size` and `from` they sent, 20 sales
   * came back, while `total` read 100
   * (https://github.com/ShaneMaglangit/axie-graphql-documentation/issues/22, 2021, and
   * https://github.com/ShaneMaglangit/axie-graphql-documentation/issues/46, 2022).
   */
  capRecentlySold(cap = 20): void {
    this.soldPageCap = cap;
  }

  /** Forgets the failures still queued: the marketplace answers again. */
  heal(): void {
    this.faults = [];
  }

  async start(host = '127.0.0.1', port = 0): Promise<string> {
    this.server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => {
        const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => {
          this.requests.push({ operationName: operation, at: Date.now(), status });
          res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
        };
        let operation = '';
        let request: { operationName: string; variables?: Record<string, unknown> };
        try {
          request = JSON.parse(raw) as typeof request;
          operation = request.operationName;
        } catch {
          return answer(400, { errors: [{ message: 'body is not JSON' }] });
        }
        const variables = request.variables ?? {};
        if (this.options.apiKey && req.headers['x-api-key'] !== this.options.apiKey) return answer(401, { message: 'invalid api key' });
        if (Date.now() < this.throttledUntil) return answer(429, { message: 'API rate limit exceeded' });
        const fault = this.faults.shift();
        if (fault) return answer(fault.status, { message: 'fault' }, fault.retryAfterS === undefined ? {} : { 'retry-after': String(fault.retryAfterS) });
        const data = this.answer(operation, variables);
        return data === undefined ? answer(400, { errors: [{ message: `unknown operation ${operation}` }] }) : answer(200, { data });
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, host, () => resolve()));
    this.endpoint = `http://${host}:${(this.server.address() as AddressInfo).port}/graphql`;
    return this.endpoint;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private answer(operation: string, variables: Record<string, unknown>): unknown {
    const from = Number(variables.from ?? 0);
    const size = Number(variables.size ?? 100);
    const shown = [...this.axies.values()].filter((a) => !a.hidden);
    if (operation === 'SearchAxies') return this.searchWindow(shown, variables);
    if (operation === 'RecentlySold') {
      const sold = shown.filter((a) => a.transfers.length).sort((a, b) => b.transfers[0]!.timestamp - a.transfers[0]!.timestamp);
      const results = sold.slice(from, from + Math.min(size, this.soldPageCap ?? size)).map(({ transfers, hidden: _h, order: _o, ...axie }) => ({ ...axie, transferHistory: { total: transfers.length, results: transfers } }));
      return { settledAuctions: { axies: { total: sold.length, results } } };
    }
    const axie = this.axies.get(Number(variables.axieId));
    const visible = axie && !axie.hidden ? axie : null;
    if (operation === 'GetAxieDetail') {
      if (!visible) return { axie: null };
      // the detail query asks for the newest transfers (transferHistory(size: 5)), newest first
      return { axie: { ...this.answerAxie(visible), transferHistory: { total: visible.transfers.length, results: visible.transfers.slice(0, 5) } } };
    }
    if (operation === 'AxieSales') return { axie: visible ? { id: visible.id, transferHistory: { total: visible.transfers.length, results: visible.transfers } } : null };
    return undefined;
  }

  private axie(id: number): FakeAxie {
    const axie = this.axies.get(id);
    if (!axie) throw new Error(`no axie ${id} in the fake marketplace`);
    return axie;
  }

  /** A marketplace clock second, increasing on every change (so Latest and sales order by it). */
  private tick(): number {
    this.clock = Math.max(this.clock + 1, Math.floor(Date.now() / 1000));
    return this.clock;
  }

  /** A fixed-price order of `priceUsd` at today's rate (what a seller asking that much in USD lists in WETH). */
  private order(maker: string, priceUsd: number, startedAt: number): FakeOrder {
    return { id: startedAt, maker, basePrice: usdToWei(priceUsd, this.ethUsd()), endedPrice: '0', startedAt, endedAt: 0, expiredAt: startedAt + 30 * 86_400 };
  }

  // --- Search window and page size -------------------------------------------------------------

  /**
   * `SearchAxies` as the marketplace answers it: the criteria it supports (classes, breedCount,
   * hp/speed/skill/morale ranges), sort Latest (newest order first), pages of at most
   * MARKETPLACE_MAX_PAGE_SIZE, and nothing from the window on: `from` at or past it is an empty
   * page with total 0; a page reaching into it ends at it; `total` never counts past it.
   */
  private searchWindow(shown: FakeAxie[], variables: Record<string, unknown>) {
    const window = this.options.window ?? MARKETPLACE_SEARCH_WINDOW;
    const from = Number(variables.from ?? 0);
    const size = Math.min(Number(variables.size ?? MARKETPLACE_MAX_PAGE_SIZE), MARKETPLACE_MAX_PAGE_SIZE);
    this.searches.push({ from, size, criteria: (variables.criteria ?? {}) as FakeCriteria });
    if (from >= window) return { axies: { total: 0, results: [] } };
    const matches = matchesCriteria((variables.criteria ?? {}) as FakeCriteria);
    const listed = shown.filter((a) => a.order && matches(a)).sort((a, b) => b.order!.startedAt - a.order!.startedAt || Number(a.id) - Number(b.id));
    return { axies: { total: Math.min(listed.length, window), results: listed.slice(from, Math.min(from + size, window)).map((axie) => this.answerAxie(axie)) } };
  }

  /** An axie as the API answers it: its order's prices computed now. */
  private answerAxie({ transfers: _t, hidden: _h, stats: _s, order, ...axie }: FakeAxie): GqlAxie {
    return { ...axie, order: order ? this.priceNow(order) : null };
  }

  // --- Listed eggs -------------------------------------------------------------------------------

  /** Eggs on sale, answered as the marketplace answers them: genes "0x0", class null, stage 1. */
  private listedEggs(count: number, base: number): void {
    for (let i = 0; i < count; i++) {
      const id = 90_000_000 + i;
      const owner = `0x${'e'.repeat(38)}${(i % 256).toString(16).padStart(2, '0')}`;
      const order = this.order(owner, 20 + (i % 7), base + i * 3 + 1);
      this.axies.set(id, { id: String(id), class: null, stage: 1, breedCount: 0, newGenes: '0x0', sireId: 0, matronId: 0, image: null, owner, birthDate: base, order, transfers: [], hidden: false, stats: null });
    }
  }

  // --- Prices: ETH/USD drift and auction schedules ------------------------------------------------

  /** ETH/USD now: the rate set last, drifting by `ethDriftPerSecond` since. */
  ethUsd(): number {
    const seconds = (Date.now() - this.ethUsdSetAt) / 1000;
    return this.ethUsdBase * (1 + this.ethDriftPerSecond * seconds);
  }

  /** ETH moves (the marketplace's `currentPriceUsd` follows it; the orders in WETH do not), and drifts from there by `driftPerSecond`. */
  setEthUsd(rate: number, driftPerSecond = this.ethDriftPerSecond): void {
    this.ethUsdBase = rate;
    this.ethUsdSetAt = Date.now();
    this.ethDriftPerSecond = driftPerSecond;
  }

  /** Whether `id` is one of the listed eggs. */
  isEgg(id: number): boolean {
    return this.axies.get(id)?.stage === 1;
  }

  /** The seller lists `id` as an auction: from `startUsd` down to `endUsd` in `seconds` (a new order, as Latest). */
  auction(id: number, startUsd: number, endUsd: number, seconds: number): void {
    const axie = this.axie(id);
    axie.hidden = false;
    const startedAt = this.tick();
    const rate = this.ethUsd();
    axie.order = { id: startedAt, maker: axie.owner!, basePrice: usdToWei(startUsd, rate), endedPrice: usdToWei(endUsd, rate), startedAt, endedAt: startedAt + seconds, expiredAt: startedAt + 30 * 86_400 };
  }

  /** The first `count` listings become auctions that started a minute ago and fall to half. */
  private auctionsAtStart(count: number): void {
    const seconds = this.options.auctionSeconds ?? 3600;
    const now = Math.floor(Date.now() / 1000);
    for (const axie of [...this.axies.values()].filter((a) => a.order && a.stage === 4).slice(0, count)) {
      const order = axie.order!;
      axie.order = { ...order, endedPrice: (BigInt(order.basePrice) / 2n).toString(), startedAt: now - 60, endedAt: now - 60 + seconds };
    }
  }

  /**
   * The order as the API answers it now: `currentPrice` on the auction's schedule (linear from
   * `basePrice` at `startedAt` to `endedPrice` at `endedAt`, then `endedPrice`; a fixed price is
   * `basePrice`), `currentPriceUsd` from it at the ETH/USD rate of this moment.
   */
  private priceNow(order: FakeOrder): GqlOrder {
    const now = Date.now() / 1000;
    let current = BigInt(order.basePrice);
    if (order.endedAt > order.startedAt) {
      const elapsed = Math.min(1, Math.max(0, (now - order.startedAt) / (order.endedAt - order.startedAt)));
      const end = BigInt(order.endedPrice);
      current += ((end - current) * BigInt(Math.round(elapsed * 1_000_000))) / 1_000_000n;
    }
    const usd = (Number(current) / 1e18) * this.ethUsd();
    return { ...order, paymentToken: WETH, currentPrice: current.toString(), currentPriceUsd: usd.toFixed(2) };
  }
}

/** The `AxieSearchCriteria` fields the fake answers (the ones the sweep partitions by). */
interface FakeCriteria {
  classes?: string[] | null;
  breedCount?: number[] | null;
  hp?: number[] | null;
  speed?: number[] | null;
  skill?: number[] | null;
  morale?: number[] | null;
}

/** Whether an axie matches the criteria: a class among `classes`, each range [min, max] inclusive. */
function matchesCriteria(criteria: FakeCriteria): (axie: FakeAxie) => boolean {
  const inRange = (value: number | undefined, range: number[] | null | undefined) => !range || (value !== undefined && value >= range[0]! && value <= range[1]!);
  return (axie) =>
    (!criteria.classes?.length || (axie.class !== null && criteria.classes.includes(axie.class))) &&
    inRange(axie.breedCount, criteria.breedCount) &&
    (['hp', 'speed', 'skill', 'morale'] as const).every((stat) => !criteria[stat] || (axie.stats !== null && inRange(axie.stats[stat], criteria[stat])));
}
