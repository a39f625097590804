import type { Migration } from '@criadero/service-kit';
import { slotSetupsSavedBeforeSlots } from './001-slot-setups-saved-before-slots';

/**
 * The craft-world data's shapes, oldest change first (run at start by the plugin; see
 * runMigrations). Each migration is a file of its own holding its own queries, never a
 * repository's: a shipped migration keeps its meaning when the repositories change.
 */
export const CRAFTWORLD_MIGRATIONS: readonly Migration[] = [slotSetupsSavedBeforeSlots];
