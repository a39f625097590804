import type { ServiceLog } from '@criadero/service-kit';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Store } from '@criadero/service-kit/store';
import type { Leases } from '@criadero/service-kit';
import { saleDocId, toAxieDoc, type AxieDoc, type SaleDoc } from '../store/axie-doc';
import type { AxiesRepository } from '../store/axies-repository';
import type { ChangeLogFollower } from '../index/change-log-follower';
import { MarketChangesRepository, type ListingState, type MarketChange, type NewMarketChange } from '../store/market-changes-repository';
import { MarketSweepRepository } from '../store/market-sweep-repository';
import { MarketSyncStateRepository, type MarketSyncState } from '../store/market-sync-state';
import type { Listing } from '../sources/types';
import type { FeedContext, MarketFeed, Observation } from './feed';
import type { SweepCoverage } from './graphql-feed';

export interface MarketSyncOptions {
  pollMs: number;
  /** the longest pause between polls while the feed keeps failing */
  maxBackoffMs?: number;
  /** lease slot: another instance takes over within two slots of this one dying */
  leaseSlotMs?: number;
  log: ServiceLog;
}

const MARKET_SYNC_JOB = 'axie-market-sync';

/** Logged changes written to the store per read of the log when the store catches up. */
const RECOVER_BATCH = 500;

/**
 * Keeps the stored market current: the instance holding the sync lease polls the feed, appends
 * each change to the change log with what it sets, then writes it to the store (the system of
 * record: the axie, its sale), and patches its own index from the log. Each poll first writes to
 * the store whatever the log holds past the store's applied cursor, so a crash between the two
 * writes loses nothing (the writes are idempotent: an axie records the seq of its last change
 * and never takes an older one); the other instances patch theirs from the same
 * log (ChangeLogFollower). The feed's position and the sync's health are stored, so a
 * restart resumes where the last poll ended and every instance can say how fresh the market is.
 * A poll that fails changes nothing: the index keeps the last good state, the state says since
 * when it fails, and the polls back off (the feed's client already honours Retry-After).
 */
export class MarketSync {
  private readonly changes: MarketChangesRepository;
  private readonly state: MarketSyncStateRepository;
  private readonly sweeps: MarketSweepRepository;
  private readonly stopping = new AbortController();
  private running: Promise<void> | null = null;
  /** this instance holds the lease and polls */
  leading = false;
  /** changes this instance's polls wrote (since it started) */
  written = 0;
  /** the applied cursor as this instance last knew it (null: not read yet, or it does not poll) */
  private appliedUpTo: number | null = null;
  /** the state this instance last wrote (fresher than the store's copy others read) */
  lastWritten: MarketSyncState | null = null;

  constructor(
    private readonly store: Store,
    private readonly repository: AxiesRepository,
    private readonly follower: ChangeLogFollower,
    private readonly feed: MarketFeed,
    private readonly leases: Leases,
    private readonly options: MarketSyncOptions,
  ) {
    this.changes = new MarketChangesRepository(store);
    this.state = new MarketSyncStateRepository(store);
    this.sweeps = new MarketSweepRepository(store);
  }

  /** Takes part in the sync: polls while holding the lease, else waits to take it over. */
  start(): void {
    this.running ??= this.run();
  }

  async stop(): Promise<void> {
    this.stopping.abort();
    await this.running;
  }

  private async run(): Promise<void> {
    const slotMs = this.options.leaseSlotMs ?? 10_000;
    const signal = this.stopping.signal;
    while (!signal.aborted) {
      try {
        await this.leases.runExclusive(MARKET_SYNC_JOB, slotMs, (lost) => this.lead(AbortSignal.any([lost, signal])));
      } catch (error) {
        if (!signal.aborted) this.options.log.warn({ err: error }, 'axie market sync: lease failed');
      }
      await sleep(slotMs / 2, undefined, { signal }).catch(() => undefined);
    }
  }

  private async lead(signal: AbortSignal): Promise<void> {
    this.leading = true;
    this.options.log.info({ leader: this.leases.owner }, 'axie market sync: this instance polls the market');
    let failures = 0;
    try {
      while (!signal.aborted) {
        failures = (await this.tick(signal)) ? 0 : failures + 1;
        const pause = failures === 0 ? this.options.pollMs : Math.min(this.options.pollMs * 2 ** failures, this.options.maxBackoffMs ?? 300_000);
        await sleep(pause, undefined, { signal }).catch(() => undefined);
      }
    } finally {
      this.leading = false;
    }
  }

  /** One poll: true when it succeeded. */
  async tick(signal: AbortSignal = this.stopping.signal): Promise<boolean> {
    const previous = await this.state.read();
    try {
      await this.recover();
      const poll = await this.feed.poll(previous?.cursor ?? null, this.context(signal));
      signal.throwIfAborted();
      const applied = await this.apply(poll.observations);
      await this.writeState({ cursor: poll.cursor, lastPollAt: new Date(), failingSince: null, lastError: null, leader: this.leases.owner });
      if (applied.length) await this.follower.catchUp();
      return true;
    } catch (error) {
      if (signal.aborted) return false;
      const failingSince = previous?.failingSince ?? new Date();
      await this.writeState({ cursor: previous?.cursor ?? null, lastPollAt: previous?.lastPollAt ?? null, failingSince, lastError: (error as Error).message, leader: this.leases.owner }).catch(
        () => undefined,
      );
      this.options.log.warn({ err: error, failingSince }, 'axie market sync: poll failed; the last good market keeps answering');
      return false;
    }
  }

  private async writeState(state: Omit<MarketSyncState, '_id'>): Promise<void> {
    await this.state.write(state);
    this.lastWritten = { _id: 'sync', ...state };
  }

  private context(signal: AbortSignal): FeedContext {
    return {
      signal,
      stored: async (ids) => new Map((await this.repository.byIds(ids)).map((doc) => [doc.id, doc])),
      listedIds: async () => (await this.follower.index()).listedIds(),
      sweepSeen: this.sweeps,
    };
  }

  /**
   * Writes what the feed saw: one change per axie that changed, appended to the log with the
   * listing and owner it sets (and the whole axie when the store does not hold it, and its sale),
   * then written to the store. Observations that change nothing (an axie seen as the store
   * already holds it) write nothing but their sale.
   */
  async apply(observations: readonly Observation[]): Promise<MarketChange[]> {
    if (observations.length === 0) return [];
    const docs = new Map((await this.repository.byIds([...new Set(observations.map((o) => o.axieId))])).map((doc) => [doc.id, doc]));
    const pending: NewMarketChange[] = [];
    const loneSales: SaleDoc[] = [];
    for (const seen of observations) {
      const current = docs.get(seen.axieId);
      const change = changeOf(current, seen);
      const sale = seen.sale ? { ...seen.sale, _id: saleDocId(seen.sale) } : undefined;
      if (!change) {
        if (sale) loneSales.push(sale);
        continue;
      }
      const owner = (seen.sale?.to ?? seen.record?.owner ?? current?.owner ?? '').toLowerCase();
      const after: ListingState = {
        owner,
        auctionType: seen.listing ? 'Sale' : 'NotForSale',
        priceUsd: seen.listing?.priceUsd ?? null,
        priceWei: seen.listing?.priceWei ?? null,
        endPriceWei: seen.listing?.endPriceWei ?? null,
        endsAt: seen.listing?.endsAt ?? null,
        paymentToken: seen.listing?.paymentToken ?? null,
        listedAt: seen.listing?.startedAt ?? null,
      };
      const next = current ? { ...current, ...after } : toAxieDoc({ ...seen.record!, owner, listing: seen.listing });
      docs.set(seen.axieId, next);
      pending.push({ kind: change, axieId: String(seen.axieId), priceUsd: next.priceUsd, after, ...(current ? {} : { doc: next }), ...(sale ? { sale } : {}) });
    }
    for (const sale of loneSales) await this.repository.recordSale(sale);
    const appended = await this.changes.append(pending);
    for (const change of appended) await this.repository.applyChange(change);
    this.written += appended.length;
    // the store now holds every change up to the last one, if these follow the last applied
    if (appended.length && this.appliedUpTo !== null && appended[0]!.seq === this.appliedUpTo + 1) {
      this.appliedUpTo = appended.at(-1)!.seq;
      await this.state.markApplied(this.appliedUpTo);
    }
    return appended;
  }

  /** Writes to the store the logged changes it may lack: those after its applied cursor. */
  private async recover(): Promise<void> {
    let seq = await this.state.appliedSeq();
    if (seq === null) {
      // a log kept before the cursor was written the store first: all of it is applied
      this.appliedUpTo = await this.changes.lastSeq();
      return this.state.markApplied(this.appliedUpTo);
    }
    for (;;) {
      const changes = await this.changes.readAfter(seq, RECOVER_BATCH);
      this.appliedUpTo = seq;
      if (changes.length === 0) return;
      for (const change of changes) await this.repository.applyChange(change);
      seq = changes.at(-1)!.seq;
      await this.state.markApplied(seq);
    }
  }

  /** The shared sync state (null before the first poll). */
  status(): Promise<MarketSyncState | null> {
    return this.state.read();
  }

  /** What the feed's last complete sweep found (null before one completed, or for a feed with no sweep). */
  async coverage(): Promise<SweepCoverage | null> {
    if (!this.feed.coverage) return null;
    const state = this.leading && this.lastWritten ? this.lastWritten : await this.state.read();
    return this.feed.coverage(state?.cursor ?? null);
  }
}

/**
 * The change an observation makes to the stored axie, or null when it changes nothing. Prices are
 * compared as the seller signed them, in the token's base units and schedule: the USD the source
 * computes from ETH/USD, and an auction's price moving on its schedule, are not changes.
 */
function changeOf(current: AxieDoc | undefined, seen: Observation): NewMarketChange['kind'] | null {
  if (!current) return seen.listing && seen.record?.genes ? 'listed' : null;
  const listed = current.auctionType === 'Sale';
  if (seen.listing) {
    if (!listed) return 'listed';
    if (!sameTerms(current, seen.listing)) return 'repriced';
    return current.listedAt !== seen.listing.startedAt ? 'listed' : null;
  }
  if (seen.sale && seen.sale.to.toLowerCase() !== current.owner) return 'sold';
  return listed ? 'delisted' : null;
}

/** The stored listing and the seen one ask the same price on the same schedule (a stored axie with no token recorded is taken as in the same one). */
function sameTerms(doc: AxieDoc, listing: Listing): boolean {
  return (
    doc.priceWei === listing.priceWei &&
    (doc.endPriceWei ?? null) === (listing.endPriceWei ?? null) &&
    (doc.endsAt ?? null) === (listing.endsAt ?? null) &&
    (doc.paymentToken == null || doc.paymentToken === (listing.paymentToken ?? null))
  );
}
