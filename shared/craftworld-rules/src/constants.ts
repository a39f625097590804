// Game constants with no I/O (community formulas, services/craftworld/data/SOURCES.md).
export const MAX_WORKERS_PER_FACTORY = 4;
export const WORKER_SPEED_STEP = 0.5;
export const MAX_WORKSHOP_LEVEL = 10;
export const MAX_MASTERY_LEVEL = 10;
