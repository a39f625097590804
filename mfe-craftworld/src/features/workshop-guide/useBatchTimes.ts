import { useMemo, useState } from 'react';
import { speedOf } from '@criadero/craftworld-rules';
import type { GameDataResponse } from '../../api/craftworld-api';

/** Workshop levels 0 to 10. */
export const WORKSHOP_LEVELS = Array.from({ length: 11 }, (_, i) => i);

/**
 * The batch-time calculator's choices (factory, its level, workers, boost; MUD level 1 at first) and
 * the speed at every workshop level. Choosing another factory starts again at its level 1.
 */
export function useBatchTimes(data: GameDataResponse) {
  const factories = Object.keys(data.factories);
  const [factory, setFactory] = useState('MUD' in data.factories ? 'MUD' : factories[0]!);
  const [level, setLevel] = useState(1);
  const [workers, setWorkers] = useState(0);
  const [boost, setBoost] = useState(false);
  const levels = data.factories[factory]!;
  const row = levels[Math.min(level, levels.length) - 1]!;
  const times = useMemo(
    () => WORKSHOP_LEVELS.map((ws) => ({ ws, speed: speedOf(data, factory, workers, ws, boost ? 2 : 1) })),
    [data, factory, workers, boost],
  );
  const chooseFactory = (next: string) => (setFactory(next), setLevel(1));
  return { factories, factory, chooseFactory, levels, row, setLevel, workers, setWorkers, boost, setBoost, times };
}

export type BatchTimesState = ReturnType<typeof useBatchTimes>;
