import type { Migration } from '@criadero/service-kit';
import { SetupsRepository } from './repositories/setups-repository';

/** The craft-world data's shapes, oldest change first (run at start by the plugin; see runMigrations). */
export const CRAFTWORLD_MIGRATIONS: readonly Migration[] = [
  { version: 1, name: 'setups saved before slots get one', up: (store) => new SetupsRepository(store).slotLegacySetups() },
];
