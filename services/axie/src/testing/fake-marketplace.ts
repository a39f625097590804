import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateMarket, usdToWei } from '../market/generated-market';
import type { GqlAxie, GqlTransfer } from '../market/graphql-queries';

/**
 * A local stand-in for the Axie marketplace GraphQL whose listings change while a test runs.
 * Answers have the shapes of the recorded responses (test/fixtures/graphql): `SearchAxies`
 * (listings, sort Latest), `RecentlySold` (settledAuctions, transfers newest first),
 * `GetAxieDetail`, `AxieSales`. The axies are a small generated market (real genes); `held`
 * of them are kept back, unknown to the marketplace until a test lists them. Tests move the
 * market (list, sell, delist, reprice) and make it fail (429 with Retry-After, 500, a rate
 * limit answering bare 429s for a while) or hold to the real feed's page cap.
 */
export interface FakeMarketplaceOptions {
  size?: number;
  seed?: number;
  /** axies the marketplace does not show until `list` (brand-new listings) */
  held?: number;
  /** required X-API-Key (none: any) */
  apiKey?: string;
}

interface FakeAxie extends GqlAxie {
  transfers: GqlTransfer[];
  hidden: boolean;
}

const ETH_USD = 3000;

export class FakeMarketplace {
  private readonly axies = new Map<number, FakeAxie>();
  private server: Server | null = null;
  private faults: Array<{ status: number; retryAfterS?: number }> = [];
  /** until this time (ms) every request is refused as the real rate limit refuses: see `throttleFor` */
  private throttledUntil = 0;
  /** the most sales one RecentlySold page holds (null: as many as asked): see `capRecentlySold` */
  private soldPageCap: number | null = null;
  private clock = 0;
  private txCount = 0;
  /** every request: operation and time (ms), to check the pace */
  readonly requests: Array<{ operationName: string; at: number; status: number }> = [];
  endpoint = '';

  constructor(private readonly options: FakeMarketplaceOptions = {}) {
    const size = options.size ?? 300;
    const held = options.held ?? 10;
    const market = generateMarket({ size: size + held, seed: options.seed ?? 424242, ethUsd: ETH_USD });
    // listings start in the past, in id order, so Latest is stable before the test moves anything
    const base = Math.floor(Date.now() / 1000) - 86_400;
    for (const [i, record] of market.axies.entries()) {
      if (record.stage !== 4) continue;
      const hidden = i >= size;
      this.axies.set(record.id, {
        id: String(record.id),
        class: null,
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
      });
    }
    this.clock = base + market.axies.length;
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
  priceOf(id: number): number | null {
    const order = this.axies.get(id)?.order;
    return order ? Number(order.currentPriceUsd) : null;
  }

  /** The token price of a listed axie (wei-like, as `order.currentPrice`). */
  priceWeiOf(id: number): string | null {
    return this.axies.get(id)?.order?.currentPrice ?? null;
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
    const price = Number(axie.order.currentPriceUsd);
    axie.transfers.unshift({ from: axie.owner!, to: buyer, txHash: `0x${(++this.txCount).toString(16).padStart(64, '0')}`, timestamp: this.tick(), withPrice: usdToWei(price, ETH_USD), withPriceUsd: price });
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
   * feed answers 20 (a `size` of 100 still brings 20, as measured against the live API).
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
    if (operation === 'SearchAxies') {
      const listed = shown.filter((a) => a.order).sort((a, b) => b.order!.startedAt! - a.order!.startedAt! || Number(a.id) - Number(b.id));
      return { axies: { total: listed.length, results: listed.slice(from, from + size).map(({ transfers: _t, hidden: _h, ...axie }) => axie) } };
    }
    if (operation === 'RecentlySold') {
      const sold = shown.filter((a) => a.transfers.length).sort((a, b) => b.transfers[0]!.timestamp - a.transfers[0]!.timestamp);
      const results = sold.slice(from, from + Math.min(size, this.soldPageCap ?? size)).map(({ transfers, hidden: _h, order: _o, ...axie }) => ({ ...axie, transferHistory: { total: transfers.length, results: transfers } }));
      return { settledAuctions: { axies: { total: sold.length, results } } };
    }
    const axie = this.axies.get(Number(variables.axieId));
    const visible = axie && !axie.hidden ? axie : null;
    if (operation === 'GetAxieDetail') {
      if (!visible) return { axie: null };
      const { transfers: _t, hidden: _h, ...detail } = visible;
      return { axie: detail };
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

  private order(maker: string, priceUsd: number, startedAt: number) {
    return { id: startedAt, maker, currentPrice: usdToWei(priceUsd, ETH_USD), currentPriceUsd: String(priceUsd), startedAt, expiredAt: startedAt + 30 * 86_400 };
  }
}
