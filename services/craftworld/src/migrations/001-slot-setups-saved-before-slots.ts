import type { Migration } from '@criadero/service-kit';

/** A saved setup as the releases before slots wrote it (slot absent), and after (slot set). */
interface SetupBefore {
  _id: string;
  accountId: string;
  slot?: number;
  createdAt: Date;
}

/**
 * Setups saved before slots existed get one: oldest first, each the account's first free slot.
 * Past the cap when the old soft cap let more in: they stay listed, and no new one fits until
 * enough are deleted. Before the unique slot index and any request; run again, it finds every
 * setup slotted and writes nothing.
 */
export const slotSetupsSavedBeforeSlots: Migration = {
  version: 1,
  name: 'setups saved before slots get one',
  async up(store) {
    const setups = store.collection<SetupBefore>('craftworld_setups');
    const unslotted = await setups.find({ slot: { $exists: false } }, { sort: { createdAt: 1 } });
    const taken = new Map<string, Set<number>>();
    for (const setup of unslotted) {
      let slots = taken.get(setup.accountId);
      if (!slots) {
        const slotted = await setups.find({ accountId: setup.accountId, slot: { $exists: true } }, { projection: { slot: 1 } });
        taken.set(setup.accountId, (slots = new Set(slotted.map((doc) => doc.slot!))));
      }
      let slot = 1;
      while (slots.has(slot)) slot++;
      slots.add(slot);
      await setups.updateOne({ _id: setup._id }, { $set: { slot } });
    }
  },
};
