import type { Migration } from '@criadero/service-kit';

/** A payment outcome as the releases before this migration wrote it: only what it reads. */
interface OutcomeBefore {
  _id: string;
  status: string;
}

/**
 * Releases before it recorded `expired` as a payment's terminal outcome, which refused a late but
 * good payment forever. Deletes those outcomes (their claims stay), so such a payment credits when
 * it is shown again and the chain verifies it. At start-up, before any request: a delete racing a
 * settlement is not safe on FerretDB 1.x, whose deletes find and then remove by id. Run again, it
 * deletes nothing.
 */
export const forgetExpiredPaymentOutcomes: Migration = {
  version: 1,
  name: 'forget the expired payment outcomes older releases recorded, so those payments credit when shown again',
  async up(store) {
    await store.collection<OutcomeBefore>('payment_outcomes').deleteMany({ status: 'expired' });
  },
};
