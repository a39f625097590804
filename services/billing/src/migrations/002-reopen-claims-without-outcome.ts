import type { Migration } from '@criadero/service-kit';
import type { Store } from '@criadero/service-kit/store';

/** A payment claim as the releases before this migration wrote it: only what it reads and sets. */
interface ClaimBefore {
  _id: string;
  expiresAt: Date;
  /** absent on claims written before the worker's queue flag: they count as open */
  open?: boolean;
  unknownChecks?: number;
}

const PAGE = 200;

/**
 * Releases before it expired payments the player may have paid: their claims left the worker's
 * queue (closed, or past their expiry) without an outcome. Puts each back on the queue as a claim
 * that expired now, so the worker re-checks it on chain for its late-mining window: a good
 * payment credits by itself, a junk hash is dropped as usual. `expiresAt` is now, so none counts
 * against the cap on open claims. At start-up, before the worker runs; run again, it finds the
 * same claims and writes the same values.
 */
export const reopenClaimsWithoutOutcome: Migration = {
  version: 2,
  name: "put the payments older releases expired back on the worker's queue, so it re-checks them on chain",
  async up(store) {
    const now = new Date();
    // closed ones, then open ones past their expiry (what the first step reopened expires `now`, not before)
    await reopenWithoutOutcome(store, { open: false }, now);
    await reopenWithoutOutcome(store, { expiresAt: { $lt: now } }, now);
  },
};

async function reopenWithoutOutcome(store: Store, filter: { open: false } | { expiresAt: { $lt: Date } }, now: Date): Promise<void> {
  const claims = store.collection<ClaimBefore>('payment_claims');
  const outcomes = store.collection<{ _id: string }>('payment_outcomes');
  // in pages by `_id` (by key, not offset: the updates during the walk skip none)
  for (let after: string | null = null; ; ) {
    const page: ClaimBefore[] = await claims.find({ ...filter, ...(after === null ? {} : { _id: { $gt: after } }) }, { sort: { _id: 1 }, limit: PAGE });
    const settled = new Set((await outcomes.find({ _id: { $in: page.map((claim) => claim._id) } }, { projection: { _id: 1 } })).map((outcome) => outcome._id));
    for (const claim of page) {
      if (!settled.has(claim._id)) await claims.updateOne({ _id: claim._id }, { $set: { open: true, expiresAt: now, unknownChecks: 0 } });
    }
    if (page.length < PAGE) return;
    after = page[page.length - 1]!._id;
  }
}
