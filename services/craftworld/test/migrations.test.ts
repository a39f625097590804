// Each craft-world migration against the documents the release before it wrote (4339b61, the
// last release without versioned migrations: the gateway's previous-release fixture holds the
// same documents), on every store the service runs on. A migration holds its own queries, so this
// test is what pins its meaning: a change to the repositories cannot change what it does.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMigrations } from '@criadero/service-kit';
import type { Store, StoredDoc } from '@criadero/service-kit/store';
import { documentsFromJson, storeTargets } from '@criadero/service-kit/testing';
import { CRAFTWORLD_MIGRATIONS } from '../src/migrations';
import { slotSetupsSavedBeforeSlots } from '../src/migrations/001-slot-setups-saved-before-slots';

const A = '0e7c0802-4ea1-467b-a524-a588c6faf184';
const B = 'b0000000-0000-4000-8000-00000000000b';
const INPUT = '{"factories":[{"token":"MUD","level":3,"workers":2,"workshopLevel":4,"masteryLevel":1}],"prices":{"MUD":0.0015,"EARTH":0.0065},"currency":"USD","timeBudgetHours":1.5,"speedBoost":2}';

/**
 * craftworld_setups as release 4339b61 wrote them: two saved by it (slots 2 and 1), two saved by
 * the releases before slots (no `slot`), and an account whose only setup is from then.
 */
const SETUPS_4339B61 = `[
  {"_id":"695b61e7-9b20-465c-861a-377a6799e111","accountId":"${A}","slot":2,"name":"con ranura 2","input":${INPUT},"createdAt":{"$date":"2026-11-11T00:00:00.000Z"}},
  {"_id":"bbf65bdf-b8ed-4a20-b5fc-bd378ddd6d74","accountId":"${A}","slot":1,"name":"con ranura 1","input":${INPUT},"createdAt":{"$date":"2026-11-10T00:00:00.000Z"}},
  {"_id":"legacy-1","accountId":"${A}","name":"antigua 1","input":${INPUT},"createdAt":{"$date":"2026-09-01T00:00:00.000Z"}},
  {"_id":"legacy-2","accountId":"${A}","name":"antigua 2","input":${INPUT},"createdAt":{"$date":"2026-09-02T00:00:00.000Z"}},
  {"_id":"legacy-3","accountId":"${B}","name":"otra cuenta","input":${INPUT},"createdAt":{"$date":"2026-08-01T00:00:00.000Z"}}
]`;

const setups = (store: Store) => store.collection<StoredDoc & { slot?: number }>('craftworld_setups').find({}, { sort: { _id: 1 } });
const quiet = { info: () => undefined };

describe.each(storeTargets())('craft-world migrations on $name', (target) => {
  let store: Store;
  beforeEach(async () => {
    store = await target.open();
    for (const doc of documentsFromJson<StoredDoc>(SETUPS_4339B61)) await store.collection<StoredDoc>('craftworld_setups').insertOne(doc);
  });
  afterEach(() => target.dispose(store));

  it('1 gives the setups saved before slots the first free slots, oldest first, per account; run again, changes nothing', async () => {
    const written = new Map(documentsFromJson<StoredDoc>(SETUPS_4339B61).map((doc) => [doc._id, doc]));
    const expected = [
      { ...written.get('695b61e7-9b20-465c-861a-377a6799e111') },
      { ...written.get('bbf65bdf-b8ed-4a20-b5fc-bd378ddd6d74') },
      { ...written.get('legacy-1'), slot: 3 },
      { ...written.get('legacy-2'), slot: 4 },
      { ...written.get('legacy-3'), slot: 1 },
    ];
    await slotSetupsSavedBeforeSlots.up(store);
    expect(await setups(store)).toEqual(expected);
    await slotSetupsSavedBeforeSlots.up(store);
    expect(await setups(store)).toEqual(expected);
  });

  it('run by the service at start, once', async () => {
    expect(await runMigrations(store, { scope: 'craftworld', migrations: CRAFTWORLD_MIGRATIONS, log: quiet })).toEqual([1]);
    expect(await runMigrations(store, { scope: 'craftworld', migrations: CRAFTWORLD_MIGRATIONS, log: quiet })).toEqual([]);
    expect((await setups(store)).map((setup) => setup.slot)).toEqual([2, 1, 3, 4, 1]);
  });
});
