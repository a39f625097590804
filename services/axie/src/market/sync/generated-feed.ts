import { mulberry32, type Rng } from '@criadero/genetics';
import type { GeneratedMarketConfig } from '../../config';
import { MARKET_DESIGN, usdToWei } from '../sources/generated-market';
import type { FeedContext, FeedPoll, MarketFeed, Observation } from './feed';

export interface GeneratedFeedOptions {
  /** changes per second (a few at 20,000 axies); 0 = the sample market stands still */
  changesPerSecond: number;
  /** most changes one poll yields: after a long pause the market resumes instead of catching up */
  maxPerPoll?: number;
  now?: () => number;
}

/** Where the generated evolution is: how many changes it has made, and up to when. */
interface GeneratedCursor {
  made: number;
  /** unix ms up to which changes were made */
  until: number;
}

const hex = (rng: Rng, digits: number) => Array.from({ length: digits }, () => Math.floor(rng() * 16).toString(16)).join('');

/**
 * The generated sample market's evolution, fed through the same sync as the real marketplace.
 * Change number k is drawn from its own seeded generator (seed and k), on the state the store
 * holds: an axie picked at random; if it is listed it is sold (45 %), repriced (35 %, mostly
 * down) or delisted (20 %); if not, its owner lists it at a sample price. The same seed on the
 * same stored market gives the same changes; only their times are the clock's.
 */
export class GeneratedMarketFeed implements MarketFeed {
  readonly kind = 'generated' as const;
  private readonly now: () => number;
  private readonly maxPerPoll: number;

  constructor(
    private readonly market: Pick<GeneratedMarketConfig, 'size' | 'seed' | 'ethUsd'>,
    private readonly options: GeneratedFeedOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.maxPerPoll = options.maxPerPoll ?? Math.max(10, Math.ceil(options.changesPerSecond * 10));
  }

  async poll(cursor: unknown, context: FeedContext): Promise<FeedPoll> {
    const now = this.now();
    const at = isCursor(cursor) ? cursor : { made: 0, until: now };
    const rate = this.options.changesPerSecond;
    if (rate <= 0) return { observations: [], cursor: { made: at.made, until: now } };
    const due = Math.floor(((now - at.until) * rate) / 1000);
    const count = Math.min(due, this.maxPerPoll);
    // past the cap the backlog is dropped: the next changes start from now
    const until = due > count ? now : at.until + Math.round((count * 1000) / rate);
    const drafts = Array.from({ length: count }, (_, i) => this.draft(at.made + i));
    const stored = await context.stored([...new Set(drafts.map((d) => d.axieId))]);
    const observations: Observation[] = [];
    // one axie may be drawn twice in a poll: later draws see the earlier ones' result
    const listing = new Map([...stored].map(([id, doc]) => [id, doc.auctionType === 'Sale' && doc.priceUsd !== null ? { priceUsd: doc.priceUsd, owner: doc.owner } : { priceUsd: null, owner: doc.owner }]));
    for (const [i, draft] of drafts.entries()) {
      const doc = stored.get(draft.axieId);
      const state = listing.get(draft.axieId);
      if (!doc || !state) continue;
      const time = at.until + Math.round(((i + 1) * 1000) / rate);
      const observation = draft.decide(state.priceUsd, doc.breedCount, state.owner, Math.min(time, now));
      observations.push(observation);
      listing.set(draft.axieId, { priceUsd: observation.listing?.priceUsd ?? null, owner: observation.sale?.to ?? state.owner });
    }
    return { observations, cursor: { made: at.made + count, until } satisfies GeneratedCursor };
  }

  /** Change number `k`: which axie, and what happens to it given its state. */
  private draft(k: number) {
    const rng = mulberry32((this.market.seed ^ Math.imul(k + 1, 0x9e3779b1)) >>> 0);
    const axieId = MARKET_DESIGN.firstId + Math.floor(rng() * this.market.size);
    const roll = rng();
    const factor = rng();
    const spread = Math.sqrt(-2 * Math.log(1 - rng())) * Math.cos(2 * Math.PI * rng());
    const buyer = `0x${hex(rng, 40)}`;
    const txHash = `0x${hex(rng, 64)}`;
    const ethUsd = this.market.ethUsd;
    const listing = (priceUsd: number, startedAt: number) => ({ priceUsd, priceWei: usdToWei(priceUsd, ethUsd), startedAt });
    return {
      axieId,
      decide: (priceUsd: number | null, breedCount: number, owner: string, time: number): Observation => {
        if (priceUsd === null) {
          const base = MARKET_DESIGN.medianPriceUsd * (MARKET_DESIGN.breedCountPriceFactor[breedCount] ?? 1) * Math.exp(0.65 * spread);
          return { axieId, listing: listing(round(Math.max(MARKET_DESIGN.minPriceUsd, base)), time) };
        }
        if (roll < 0.45) {
          const sale = { axieId, txHash, from: owner, to: buyer, timestamp: Math.floor(time / 1000), priceWei: usdToWei(priceUsd, ethUsd), priceUsd };
          return { axieId, listing: null, sale };
        }
        if (roll < 0.8) return { axieId, listing: listing(round(Math.max(MARKET_DESIGN.minPriceUsd, priceUsd * (0.8 + 0.3 * factor))), time) };
        return { axieId, listing: null };
      },
    };
  }
}

const round = (usd: number) => Math.round(usd * 100) / 100;

function isCursor(value: unknown): value is GeneratedCursor {
  return typeof value === 'object' && value !== null && typeof (value as GeneratedCursor).made === 'number' && typeof (value as GeneratedCursor).until === 'number';
}
