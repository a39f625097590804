import type { AxieDoc } from './store/axie-doc';
import type { Pricing } from './index/row-query';
import { WETH, listingPriceWei } from './sources/types';

/**
 * The site's token prices as the token-prices service serves them in the same process
 * (`app.prices`: its cache over CoinGecko or the stored table), read structurally so the axie
 * service needs no dependency on it.
 */
export interface SiteTokenPrices {
  readonly tokens: readonly { key: string }[];
  prices(tokens: Array<{ key: string }>): Promise<Map<string, { usd: number }>>;
}

/** Payment tokens of the marketplace (Ronin contracts) and the token-prices key that prices each; 18 decimals. */
const TOKEN_KEYS: Record<string, string> = {
  [WETH]: 'ethereum',
  // WRON
  '0xe514d9deb7966c8be0ca922de8a064264ea6bcd4': 'ronin',
};

/** The order of a listed axie as answered now: its price on its schedule and that price in USD. */
export interface PricedOrder {
  currentPrice: string;
  currentPriceUsd: number;
}

/**
 * Listing prices in USD, derived when answering from the price in the listing's token: the
 * stored price (and an auction's schedule) never change with ETH/USD, the answer does. The USD
 * per token comes from the site's token prices when they run in this process; without them (the
 * axie service alone, or a token they do not price) from the rate the marketplace itself used
 * when it last showed the listing (its USD over its token price then).
 */
export class ListingUsd {
  constructor(private readonly site: SiteTokenPrices | null) {}

  /** A pricer for the listings of one answer (the token prices read once for all of them). */
  async pricer(now = Date.now()): Promise<(doc: AxieDoc) => PricedOrder | null> {
    const usd = await this.tokenUsd();
    return (doc) => {
      if (doc.auctionType !== 'Sale' || doc.priceWei === null || doc.listedAt === null) return null;
      const current = listingPriceWei({ priceWei: doc.priceWei, endPriceWei: doc.endPriceWei, endsAt: doc.endsAt, startedAt: doc.listedAt }, now);
      const tokens = Number(current) / 1e18;
      const rate = usd.get(TOKEN_KEYS[doc.paymentToken ?? WETH] ?? '') ?? seenRate(doc);
      return rate === null ? null : { currentPrice: current.toString(), currentPriceUsd: Math.round(tokens * rate * 100) / 100 };
    };
  }

  /**
   * The token prices a search reads the index at (its USD bound and price sorts): USD per token by
   * payment token address, for the tokens the site prices; the index falls back to the
   * marketplace's last rate for the others.
   */
  async pricing(now = Date.now()): Promise<Pricing> {
    const usd = await this.tokenUsd();
    const tokenUsd = new Map<string, number>();
    for (const [address, key] of Object.entries(TOKEN_KEYS)) {
      const rate = usd.get(key);
      if (rate !== undefined) tokenUsd.set(address, rate);
    }
    return { tokenUsd, at: now };
  }

  private async tokenUsd(): Promise<Map<string, number>> {
    if (!this.site) return new Map();
    const wanted = new Set(Object.values(TOKEN_KEYS));
    try {
      const quotes = await this.site.prices(this.site.tokens.filter((token) => wanted.has(token.key)));
      return new Map([...quotes].map(([key, quote]) => [key, quote.usd]));
    } catch {
      return new Map(); // no price at all yet: the marketplace's own rate below
    }
  }
}

/** The USD per token the marketplace applied when the listing was last seen (null when it gave none). */
function seenRate(doc: AxieDoc): number | null {
  const tokens = Number(doc.priceWei) / 1e18;
  return doc.priceUsd !== null && tokens > 0 ? doc.priceUsd / tokens : null;
}
