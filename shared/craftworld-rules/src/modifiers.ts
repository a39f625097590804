// Pure formulas, no I/O: the optimizer (services/craftworld) and the workshop guide (mfe-craftworld) run the same ones.
import { MAX_WORKERS_PER_FACTORY, WORKER_SPEED_STEP } from './constants';

/** The speed-ups of one factory: global boost × workers × workshop (community formulas, SOURCES.md). */
export interface Speed {
  /** 1, or 2 while the game's speed boost runs */
  boost: number;
  /** 1 + 0.5 per worker (0..4) */
  workerFactor: number;
  /** workshop bonus in percent for this resource at this workshop level (0 where the table has none) */
  workshopPercent: number;
  /** boost × workerFactor × (1 + workshopPercent/100) */
  multiplier: number;
}

/** Only what the formulas read from the tables. */
export interface ModifierTables {
  workshopPercent: Record<string, number[]>;
  mastery: number[];
}

export function speedOf(data: ModifierTables, token: string, workers: number, workshopLevel: number, boost: number): Speed {
  const w = Math.min(Math.max(0, Math.trunc(workers)), MAX_WORKERS_PER_FACTORY);
  const workerFactor = 1 + WORKER_SPEED_STEP * w;
  const workshopPercent = data.workshopPercent[token]?.[workshopLevel] ?? 0;
  return { boost, workerFactor, workshopPercent, multiplier: boost * workerFactor * (1 + workshopPercent / 100) };
}

/** Minutes per batch after the speed-ups. */
export const effectiveMinutes = (baseMinutes: number, speed: Speed) => baseMinutes / speed.multiplier;

/** Mastery divides the inputs of a batch by its multiplier (1 at mastery 0). */
export const masteryMultiplier = (data: ModifierTables, masteryLevel: number): number => data.mastery[masteryLevel] ?? 1;
