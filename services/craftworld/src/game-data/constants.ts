// Game constants with no I/O, shared with the remote (`@criadero/service-craftworld/modifiers`).
export const MAX_WORKERS_PER_FACTORY = 4;
export const WORKER_SPEED_STEP = 0.5;
export const MAX_WORKSHOP_LEVEL = 10;
export const MAX_MASTERY_LEVEL = 10;
/** the community source's commit date (SOURCES.md) */
export const GAME_DATA_AS_OF = '2025-12-25';
