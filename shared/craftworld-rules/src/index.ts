export { MAX_WORKERS_PER_FACTORY, WORKER_SPEED_STEP, MAX_WORKSHOP_LEVEL, MAX_MASTERY_LEVEL } from './constants';
export { speedOf, effectiveMinutes, masteryMultiplier, type Speed, type ModifierTables } from './modifiers';
