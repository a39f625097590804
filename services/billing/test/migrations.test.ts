// Each billing migration against the documents the release before it wrote (4339b61, the last
// release without versioned migrations: the gateway's previous-release fixture holds the same
// documents), on every store the service runs on. A migration holds its own queries, so this
// test is what pins its meaning: a change to the repositories cannot change what it does.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMigrations } from '@criadero/service-kit';
import type { Store, StoredDoc } from '@criadero/service-kit/store';
import { documentsFromJson, storeTargets } from '@criadero/service-kit/testing';
import { BILLING_MIGRATIONS } from '../src/migrations';
import { forgetExpiredPaymentOutcomes } from '../src/migrations/001-forget-expired-payment-outcomes';
import { reopenClaimsWithoutOutcome } from '../src/migrations/002-reopen-claims-without-outcome';

const ACCOUNT = '0e7c0802-4ea1-467b-a524-a588c6faf184';
const tx = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;
const id = (n: number) => `${tx(n)}:${ACCOUNT}`;

/** payment_claims as release 4339b61 wrote them: two paid and closed, one its worker let lapse while still flagged open */
const CLAIMS_4339B61 = `[
  {"_id":"${id(1)}","txHash":"${tx(1)}","accountId":"${ACCOUNT}","product":{"kind":"credits","amount":50},"productKey":"credits:50","priceUnits":"5000000","referralCodeId":null,"createdAt":{"$date":"2026-11-20T10:00:00.000Z"},"expiresAt":{"$date":"2026-11-20T11:00:00.000Z"},"open":false},
  {"_id":"${id(2)}","txHash":"${tx(2)}","accountId":"${ACCOUNT}","product":{"kind":"plan","planId":"elite-30"},"productKey":"plan:elite-30","priceUnits":"5000000","referralCodeId":null,"createdAt":{"$date":"2026-11-20T10:00:00.000Z"},"expiresAt":{"$date":"2026-11-20T11:00:00.000Z"},"open":false},
  {"_id":"${id(3)}","txHash":"${tx(3)}","accountId":"${ACCOUNT}","product":{"kind":"credits","amount":10},"productKey":"credits:10","priceUnits":"5000000","referralCodeId":null,"createdAt":{"$date":"2026-10-01T00:00:00.000Z"},"expiresAt":{"$date":"2026-10-01T01:00:00.000Z"},"open":true}
]`;

/** payment_outcomes as release 4339b61 wrote them: the two confirmations, and the `expired` it recorded for the third */
const OUTCOMES_4339B61 = `[
  {"_id":"${id(1)}","txHash":"${tx(1)}","accountId":"${ACCOUNT}","status":"confirmed","settles":"${tx(1)}","paidUnits":"5000000","productKey":"credits:50","referralCodeId":null,"at":{"$date":"2026-11-20T10:00:00.000Z"}},
  {"_id":"${id(2)}","txHash":"${tx(2)}","accountId":"${ACCOUNT}","status":"confirmed","settles":"${tx(2)}","paidUnits":"5000000","productKey":"plan:elite-30","referralCodeId":null,"at":{"$date":"2026-11-20T10:00:00.000Z"}},
  {"_id":"${id(3)}","txHash":"${tx(3)}","accountId":"${ACCOUNT}","status":"expired","settles":"none:${id(3)}","productKey":"credits:10","referralCodeId":null,"at":{"$date":"2026-10-01T01:00:00.000Z"}}
]`;

/** One more claim 4339b61's worker closed without an outcome (a lapsed payment nobody showed again). */
const CLOSED_UNSETTLED_4339B61 = `[
  {"_id":"${id(4)}","txHash":"${tx(4)}","accountId":"${ACCOUNT}","product":{"kind":"credits","amount":10},"productKey":"credits:10","priceUnits":"5000000","referralCodeId":null,"createdAt":{"$date":"2026-11-01T00:00:00.000Z"},"expiresAt":{"$date":"2026-11-01T01:00:00.000Z"},"open":false}
]`;

async function write(store: Store, collection: string, json: string): Promise<void> {
  for (const doc of documentsFromJson<StoredDoc>(json)) await store.collection<StoredDoc>(collection).insertOne(doc);
}
const all = (store: Store, collection: string) => store.collection<StoredDoc & Record<string, unknown>>(collection).find({}, { sort: { _id: 1 } });
const quiet = { info: () => undefined };

describe.each(storeTargets())('billing migrations on $name', (target) => {
  let store: Store;
  beforeEach(async () => {
    store = await target.open();
    await write(store, 'payment_claims', CLAIMS_4339B61);
    await write(store, 'payment_outcomes', OUTCOMES_4339B61);
  });
  afterEach(() => target.dispose(store));

  it('1 forgets the expired outcome 4339b61 recorded and keeps the confirmed ones; run again, changes nothing', async () => {
    await forgetExpiredPaymentOutcomes.up(store);
    const kept = documentsFromJson<StoredDoc>(OUTCOMES_4339B61).slice(0, 2);
    expect(await all(store, 'payment_outcomes')).toEqual(kept);
    await forgetExpiredPaymentOutcomes.up(store);
    expect(await all(store, 'payment_outcomes')).toEqual(kept);
    expect(await all(store, 'payment_claims')).toEqual(documentsFromJson(CLAIMS_4339B61)); // the claims stay
  });

  it('2 (after 1) puts the claims without an outcome back on the queue, expiring now; the settled ones are untouched', async () => {
    await write(store, 'payment_claims', CLOSED_UNSETTLED_4339B61);
    await forgetExpiredPaymentOutcomes.up(store);
    const before = new Date();
    await reopenClaimsWithoutOutcome.up(store);
    const after = new Date();
    const [paid, plan, lapsed, closed] = await all(store, 'payment_claims');
    const written = [...documentsFromJson<StoredDoc>(CLAIMS_4339B61), ...documentsFromJson<StoredDoc>(CLOSED_UNSETTLED_4339B61)];
    expect([paid, plan]).toEqual(written.slice(0, 2));
    for (const [reopened, was] of [[lapsed, written[2]], [closed, written[3]]] as const) {
      expect(reopened).toEqual({ ...was, open: true, expiresAt: expect.any(Date), unknownChecks: 0 });
      const expiresAt = (reopened!.expiresAt as Date).getTime();
      expect(expiresAt).toBeGreaterThanOrEqual(before.getTime());
      expect(expiresAt).toBeLessThanOrEqual(after.getTime());
    }
    // run again (a crash before its record): the same claims, the same values
    await reopenClaimsWithoutOutcome.up(store);
    expect((await all(store, 'payment_claims')).map((claim) => [claim._id, claim.open, claim.unknownChecks])).toEqual([
      [id(1), false, undefined],
      [id(2), false, undefined],
      [id(3), true, 0],
      [id(4), true, 0],
    ]);
  });

  it('run by the service at start, in order, once', async () => {
    expect(await runMigrations(store, { scope: 'billing', migrations: BILLING_MIGRATIONS, log: quiet })).toEqual([1, 2]);
    expect(await runMigrations(store, { scope: 'billing', migrations: BILLING_MIGRATIONS, log: quiet })).toEqual([]);
    expect((await all(store, 'payment_outcomes')).map((outcome) => outcome.status)).toEqual(['confirmed', 'confirmed']);
  });
});
