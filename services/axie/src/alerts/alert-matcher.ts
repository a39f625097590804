import { setTimeout as sleep } from 'node:timers/promises';
import type { ServiceLog } from '@criadero/service-kit';
import type { Leases } from '@criadero/service-kit';
import type { AxiesRepository } from '../market/store/axies-repository';
import type { MarketChange, MarketChangesRepository } from '../market/store/market-changes-repository';
import { rowQuery } from '../search/market-search';
import { MarketIndex } from '../market/index/market-index';
import type { SearchCriteria } from '../search/criteria';
import type { AxieDoc } from '../market/store/axie-doc';
import { alertId, type AlertDoc, type AlertsRepository } from './alerts-repository';
import type { AlertMessage } from './discord-webhook';
import { watchCriteria } from './watch-criteria';
import { DEFAULT_PRICE_DROP_PERCENT } from '@criadero/api-contracts/axie';
import type { WatchDoc, WatchesRepository } from './watches-repository';
import { BackgroundLoop } from './background-loop';

/** The lease that makes matching the change log a job of one gateway at a time. */
const ALERTS_MATCHER_JOB = 'axie-alerts-matcher';

export interface AlertMatcherOptions {
  /** how often the change log is read when it had nothing new (ms) */
  pollMs?: number;
  /** changes read at once */
  batch?: number;
  /** the lease's slot (ms): a dead holder's job is taken over within two slots */
  leaseSlotMs?: number;
}

export interface AlertMatcherDeps {
  changes: MarketChangesRepository;
  alerts: AlertsRepository;
  watches: WatchesRepository;
  /** the stored market the changes name, once it is loaded (null before) */
  market: () => AxiesRepository | null;
  leases: Leases;
  /** the market is the generated sample (its alerts say so and link to the site's own view) */
  sample: () => boolean;
  log: ServiceLog;
}

type Listing = MarketChange & { kind: 'listed' | 'repriced'; priceUsd: number };
/** The stand-in payment token of the matcher's index: one of it is one USD (the price a change logged). */
const LOGGED_USD = 'usd-as-logged';

const isListing = (change: MarketChange): change is Listing => (change.kind === 'listed' || change.kind === 'repriced') && change.priceUsd !== null;

/** The site's own view of an axie (the showroom), where a sample axie's alert links. */
const siteAxiePath = (axieId: string) => `/axie-infinity-tools/axie-showroom?ids=${axieId}`;

/** The official marketplace's page of a real listing. */
const marketplaceUrl = (axieId: string) => `https://app.axieinfinity.com/marketplace/axies/${axieId}/`;

/**
 * Whether a change raises a new alert for a watch that matches it, given the last alert that
 * watch raised for that axie: the first match alerts; a new listing (the axie was sold or
 * delisted since: a relisting) alerts again; a repricing alerts again when the price fell at
 * least `dropPercent` below the last alert's. A change at or before the last alert was read
 * before (its alert, if any, is stored).
 */
function alertsAgain(
  change: Pick<MarketChange, 'seq' | 'kind' | 'priceUsd' | 'after'>,
  last: { seq: number; priceUsd: number | null; priceWei: string | null } | null,
  dropPercent: number,
): boolean {
  if (!last) return true;
  if (change.seq <= last.seq) return false;
  if (change.kind === 'listed') return true;
  const factor = 1 - dropPercent / 100;
  const wei = change.after?.priceWei;
  // the token's own price when both have it (ETH/USD moving is not a price drop), else USD
  if (wei && last.priceWei) return BigInt(wei) * 10_000n <= BigInt(last.priceWei) * BigInt(Math.round(factor * 10_000));
  return change.priceUsd !== null && last.priceUsd !== null && change.priceUsd <= last.priceUsd * factor;
}

/**
 * Splits changes into runs where each axie appears once (its listing and a repricing in one read
 * are matched in turn, as they happened), keeping the order.
 */
function runsOfDistinctAxies(changes: readonly Listing[]): Listing[][] {
  const runs: Listing[][] = [];
  let run: Listing[] = [];
  let seen = new Set<string>();
  for (const change of changes) {
    if (seen.has(change.axieId)) {
      runs.push(run);
      run = [];
      seen = new Set();
    }
    run.push(change);
    seen.add(change.axieId);
  }
  if (run.length) runs.push(run);
  return runs;
}

/**
 * Reads the market change log after its durable cursor and raises an alert for each watch a new
 * or repriced listing matches. One gateway runs it at a time (a lease, taken only while the log
 * has moved and someone watches, given back after a slot with nothing new); whoever runs it resumes
 * from the cursor, and alerts are keyed by watch and listing, so a change read twice (a crash
 * between storing alerts and moving the cursor, a lease handed over) raises nothing twice.
 *
 * Matching is the search's own: the changed listings become a small market index and each watch
 * is run over it as `/api/search` runs a search (`rowQuery`, `MarketIndex.match`).
 */
export class AlertMatcher extends BackgroundLoop {
  private readonly pollMs: number;
  private readonly batch: number;
  private readonly leaseSlotMs: number;

  constructor(
    private readonly deps: AlertMatcherDeps,
    options: AlertMatcherOptions = {},
  ) {
    super();
    this.pollMs = options.pollMs ?? 1000;
    this.batch = options.batch ?? 500;
    this.leaseSlotMs = options.leaseSlotMs ?? 10_000;
  }

  /** The loop: tries for the lease, and matching while it is held, until stop(). */
  protected async run(signal: AbortSignal): Promise<void> {
    while (!signal.aborted) {
      try {
        // no lease, no write, while there is nothing to match: a site nobody watches costs reads only
        if (!(await this.hasWork())) {
          await sleep(this.pollMs, undefined, { signal });
          continue;
        }
        const attempt = await this.deps.leases.runExclusive(ALERTS_MATCHER_JOB, this.leaseSlotMs, (lost) => this.follow(AbortSignal.any([signal, lost])));
        if (!attempt.ran) await sleep(this.leaseSlotMs / 2, undefined, { signal });
      } catch (error) {
        if (signal.aborted) break;
        this.deps.log.error({ err: error }, 'alerts: matching the market changes failed; trying again');
        await sleep(this.pollMs, undefined, { signal }).catch(() => undefined);
      }
    }
  }

  /** The market is loaded, some watch exists and the change log has moved past the cursor. */
  private async hasWork(): Promise<boolean> {
    if (!this.deps.market()) return false;
    const cursor = await this.deps.alerts.cursor();
    const next = await this.deps.changes.readAfter(cursor, 1);
    if (next.length === 0) return this.deps.changes.trimmedPast(cursor);
    return this.deps.watches.any();
  }

  /** While the lease is held: read, match, store, move the cursor; the lease is given back after a slot with nothing new. */
  private async follow(signal: AbortSignal): Promise<void> {
    let busyAt = Date.now();
    while (!signal.aborted) {
      if ((await this.matchNext()) > 0) busyAt = Date.now();
      else if (Date.now() - busyAt >= this.leaseSlotMs) return;
      else await sleep(this.pollMs, undefined, { signal }).catch(() => undefined);
    }
  }

  /** One read of the change log after the cursor (the market loaded); how many changes it handled. */
  async matchNext(): Promise<number> {
    if (!this.deps.market()) return 0;
    const cursor = await this.deps.alerts.cursor();
    const changes = await this.deps.changes.readAfter(cursor, this.batch);
    if (changes.length === 0) {
      // removed while nobody watched (the retention keeps what the cursor has not passed while a
      // watch exists): older than any watch, they would alert nobody; the cursor moves past them
      const trimmed = await this.deps.changes.trimmedUpTo();
      if (trimmed <= cursor) return 0;
      await this.deps.alerts.advanceCursor(trimmed);
      return 1;
    }
    const listings = changes.filter(isListing);
    if (listings.length) {
      const watches = (await this.deps.watches.all()).flatMap((watch) => {
        try {
          return [{ watch, criteria: watchCriteria(watch.filter) }];
        } catch {
          return []; // a filter the search no longer accepts (a part removed from the catalogue) alerts on nothing
        }
      });
      if (watches.length) for (const run of runsOfDistinctAxies(listings)) await this.matchRun(run, watches);
    }
    await this.deps.alerts.advanceCursor(changes.at(-1)!.seq);
    return changes.length;
  }

  private async matchRun(run: readonly Listing[], watches: ReadonlyArray<{ watch: WatchDoc; criteria: SearchCriteria }>): Promise<void> {
    const market = this.deps.market();
    if (!market) throw new Error('alerts: the market is not loaded');
    const byAxie = new Map(run.map((change) => [Number(change.axieId), change]));
    // each axie as the change left its listing (the store may already be further on)
    // priced at the USD the change logged: in a stand-in token worth 1 USD, to the cent
    const docs = (await market.docsAsLogged(run)).map((doc) => {
      const priceUsd = byAxie.get(doc.id)!.priceUsd;
      const priceWei = (BigInt(Math.round(priceUsd * 100)) * 10n ** 16n).toString();
      return { ...doc, auctionType: 'Sale' as const, priceUsd, priceWei, paymentToken: LOGGED_USD, endPriceWei: null, endsAt: null };
    });
    if (docs.length === 0) return;
    const index = new MarketIndex(docs, 0, { recordBuild: false });
    const docOf = new Map(docs.map((doc) => [doc.id, doc]));
    const asLogged = { tokenUsd: new Map([[LOGGED_USD, 1]]), at: 0 };
    for (const { watch, criteria } of watches) {
      for (const row of index.match(rowQuery(criteria, asLogged))) {
        const change = byAxie.get(index.ids[row]!)!;
        // a watch alerts on what happens after it was made, however far behind the log is read
        if (change.at.getTime() < watch.createdAt.getTime()) continue;
        const last = await this.deps.alerts.lastAlerted(watch.watchId, change.axieId);
        if (alertsAgain(change, last, watch.priceDropPercent ?? DEFAULT_PRICE_DROP_PERCENT)) await this.raise(watch, change, docOf.get(Number(change.axieId))!);
      }
    }
  }

  /** Stores the alert, queues its Discord message (sent by the delivery queue, never here), then remembers it. */
  private async raise(watch: WatchDoc, change: Listing, doc: AxieDoc): Promise<void> {
    const sample = this.deps.sample();
    const alert: AlertDoc = {
      _id: alertId(watch.watchId, change.axieId, change.seq),
      watchId: watch.watchId,
      watchName: watch.name,
      accountId: watch.accountId,
      axieId: change.axieId,
      kind: change.kind,
      priceUsd: change.priceUsd,
      seq: change.seq,
      at: new Date(),
      sample,
    };
    await this.deps.alerts.insert(alert);
    // an alert stored by an earlier read of this change (then a crash) still gets its message: the queue refuses a second
    if (watch.discordWebhookUrl && !watch.discordDisabled) {
      await this.deps.alerts.queueDelivery({ _id: alert._id, watchId: watch.watchId, accountId: watch.accountId, message: this.message(watch, change, doc, sample) });
    }
    await this.deps.alerts.rememberAlerted(watch.watchId, change.axieId, { seq: change.seq, kind: change.kind, priceUsd: change.priceUsd, priceWei: change.after?.priceWei ?? null });
  }

  /**
   * The Discord message, fixed now: a sample axie links to the site's own view of it (on the site
   * the watch was made on; no link when that is unknown), never to a marketplace id, which is
   * another, real axie; a real one to its marketplace page, with its image.
   */
  private message(watch: WatchDoc, change: Listing, doc: AxieDoc, sample: boolean): AlertMessage {
    const link = sample ? (watch.siteOrigin ? `${watch.siteOrigin}${siteAxiePath(change.axieId)}` : null) : marketplaceUrl(change.axieId);
    const imageUrl = !sample && doc.image && /^https:\/\//.test(doc.image) ? doc.image : null;
    return { watchName: watch.name, axieId: change.axieId, kind: change.kind, priceUsd: change.priceUsd, language: watch.language, axieClass: doc.class, parts: doc.parts, imageUrl, link, sample };
  }
}
