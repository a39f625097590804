// A player base paying without pause, in its own process, on the store the environment names
// (MONGODB_URI + MONGODB_DB, or CRIADERO_DATA_DIR): round n claims and confirms payment n, then
// credits its account and grants it a plan day, through the real repositories, and prints
// `committed n` once all of it is written. Stops at the end of a round when stdin closes.
import { MongoStore, EmbeddedStore, type Store } from '@criadero/service-kit/store';
import { PaymentsRepository, productKey } from '@criadero/service-billing/payments-repository';
import { CreditsLedger, PlansLedger } from '@criadero/service-users';

const uri = process.env.MONGODB_URI;
const store: Store = uri ? await MongoStore.connect(uri, process.env.MONGODB_DB!) : new EmbeddedStore({ dataDir: process.env.CRIADERO_DATA_DIR! });
const payments = new PaymentsRepository(store);
const credits = new CreditsLedger(store);
const plans = new PlansLedger(store);
await Promise.all([payments.ensureIndexes(), credits.ensureIndexes(), plans.ensureIndexes()]);

let stop = false;
process.stdin.on('end', () => void (stop = true)).resume();
for (let n = 1; !stop; n += 1) {
  const accountId = `account-${n % 4}`;
  const txHash = `0x${n.toString(16).padStart(64, '0')}`;
  const now = new Date();
  const { claim } = await payments.claim({
    _id: `${txHash}:${accountId}`, txHash, accountId, product: { kind: 'credits', amount: 10 }, productKey: productKey({ kind: 'credits', amount: 10 }),
    priceUnits: '1000000', referralCodeId: null, createdAt: now, expiresAt: new Date(now.getTime() + 3_600_000), open: true,
  });
  await payments.settle(claim, 'confirmed', { paidUnits: 1_000_000n });
  await credits.append({ accountId, delta: 10, kind: 'purchase', idempotencyKey: `credit:${txHash}`, reference: txHash });
  await plans.grant({ accountId, level: 1, days: 1, kind: 'payment', idempotencyKey: `plan:${txHash}`, reference: txHash });
  await payments.close(claim._id);
  console.log(`committed ${n}`);
  // the embedded store answers without I/O: yield, as between a server's requests, so output and stdin flow
  await new Promise((resolve) => setImmediate(resolve));
}
await store.close();
