import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { insertIfAbsent, type Store, type StoreCollection } from '../store';

/** One claimed time slot of a job: `_id` is `<job>:<slot>`, unique, so only one insert wins it. */
export interface LeaseDoc {
  _id: string;
  job: string;
  /** `floor(time / slotMs)` */
  slot: number;
  owner: string;
  claimedAt: Date;
  /** when the slot ends: after it, this document only tells who ran the job (swept later) */
  expiresAt: Date;
}

const LEASES = 'leases';

export type Exclusive<T> = { ran: true; value: T } | { ran: false; holder: string | undefined };

/** How long claimed slots are kept before the sweep removes them (who ran what, for a while). */
const KEEP_MS = 24 * 3_600_000;

/**
 * Jobs that must run once across every gateway instance sharing one database (the payment
 * re-check worker, the market load), decided in MongoDB with nothing but inserts: time is cut
 * into slots and a job's slot is a document whose `_id` is `<job>:<slot>`. Whoever inserts it
 * first owns the slot; every other insert fails on the unique `_id`. Inserts are the one write
 * that is atomic under concurrency on every store we run on, FerretDB 1.24 included (its updates
 * are not, so a classic "update the lease if expired" could let two instances win).
 *
 * Clocks: instances compare slots by their own clocks, so slots must be much longer than the
 * clock skew between machines (NTP keeps it in milliseconds; slots here are seconds).
 */
export class Leases {
  private readonly leases: StoreCollection<LeaseDoc>;

  constructor(
    store: Store,
    /** this process, as written in the documents it claims */
    readonly owner = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`,
  ) {
    this.leases = store.collection<LeaseDoc>(LEASES);
  }

  async ensureIndexes(): Promise<void> {
    await this.leases.createIndex({ name: 'job_1_slot_-1', key: { job: 1, slot: -1 } });
  }

  /**
   * Claims the slot of `job` that contains `now`: true for exactly one caller per slot, whatever
   * the number of instances (also true again for the owner that already holds it).
   */
  async claimSlot(job: string, slotMs: number, now = Date.now()): Promise<boolean> {
    return this.claim(job, Math.floor(now / slotMs), slotMs);
  }

  /** Who holds the slot of `job` containing `now`, if anyone. */
  async holderOf(job: string, slotMs: number, now = Date.now()): Promise<string | undefined> {
    const doc = await this.leases.findOne({ _id: `${job}:${Math.floor(now / slotMs)}` });
    return doc?.owner;
  }

  /**
   * Runs `work` only if no other instance is running `job`: claims the current slot, then keeps
   * the next one claimed while the work runs (renewed every half slot), and gives both back when
   * it ends. If this process dies, another can take the job within two slots. If a renewal is
   * lost (the store unreachable, a clock far ahead elsewhere) the signal aborts: `work` should
   * stop at its next step.
   */
  async runExclusive<T>(job: string, slotMs: number, work: (signal: AbortSignal) => Promise<T>): Promise<Exclusive<T>> {
    const first = Math.floor(Date.now() / slotMs);
    if (!(await this.claim(job, first, slotMs))) return { ran: false, holder: await this.holderOf(job, slotMs) };
    const abort = new AbortController();
    let last = first;
    const renew = async () => {
      const next = Math.floor(Date.now() / slotMs) + 1;
      for (let slot = last + 1; slot <= next; slot++) {
        if (!(await this.claim(job, slot, slotMs))) throw new Error(`lease ${job}: slot ${slot} was claimed by another instance`);
        last = slot;
      }
    };
    const renewing = setInterval(() => {
      renew().catch(() => abort.abort(new Error(`lease ${job} lost`)));
    }, Math.max(10, Math.floor(slotMs / 2)));
    renewing.unref();
    try {
      await renew();
      return { ran: true, value: await work(abort.signal) };
    } finally {
      clearInterval(renewing);
      // give the job back at once: the next instance need not wait for the slot to end
      await this.leases.deleteMany({ job, owner: this.owner, slot: { $gte: first } }).catch(() => undefined);
    }
  }

  /** Removes claimed slots that ended more than a day ago. */
  sweep(now = Date.now()): Promise<number> {
    return this.leases.deleteMany({ expiresAt: { $lt: new Date(now - KEEP_MS) } });
  }

  private async claim(job: string, slot: number, slotMs: number): Promise<boolean> {
    const lease = { _id: `${job}:${slot}`, job, slot, owner: this.owner, claimedAt: new Date(), expiresAt: new Date((slot + 1) * slotMs) };
    if (await insertIfAbsent(this.leases, lease)) return true;
    const doc = await this.leases.findOne({ _id: lease._id });
    return doc?.owner === this.owner;
  }
}

/**
 * Runs a start-up job (a seed, a data load) once at a time across instances, and on every
 * instance only after it: the instance that gets the lease runs `work`; the others wait for it
 * to finish and then run `work` themselves, which must therefore be idempotent (find the data
 * there and skip). Nobody runs it while another is half-way through (a delete-then-insert
 * reload would otherwise race). `signal` stops the waiting (app close).
 */
export async function runAfterOthers<T>(
  leases: Leases,
  job: string,
  work: () => Promise<T>,
  options: { slotMs?: number; pollMs?: number; signal?: AbortSignal } = {},
): Promise<T> {
  for (;;) {
    const attempt = await leases.runExclusive(job, options.slotMs ?? 30_000, work);
    if (attempt.ran) return attempt.value;
    await sleep(options.pollMs ?? 1000, undefined, { signal: options.signal });
  }
}
