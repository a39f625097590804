import { useCallback, useEffect, useRef } from 'react';
import type { PairsClient } from '@criadero/genetics/worker-client';
import type { CreatureCard } from '../../../api/axie-api';
import { startPairsEngine, type EngineMode } from '../worker/spawn';

export interface PairsEngine {
  client: PairsClient;
  mode: EngineMode;
  workers: number;
}

/** How long the loaded Axies must stay the same before the workers are given them. */
const PRELOAD_DELAY_MS = 300;

const engineRecord = (c: CreatureCard) => ({ id: c.id, genes: c.genes, breedCount: c.breedCount, stage: c.stage, sireId: c.sireId ?? null, matronId: c.matronId ?? null });
/** What the workers were given (an Axie's genes never change; its breeds and parents' ids may be refreshed). */
const loadKey = (adults: readonly CreatureCard[]) => adults.map((c) => `${c.id}:${c.breedCount}:${c.stage}:${c.sireId ?? ''}:${c.matronId ?? ''}`).join(',');

/**
 * The worker pool holding the adults to pair. It starts and loads them while the player is still
 * choosing the filter (once the list has stayed the same for PRELOAD_DELAY_MS), so "Evaluar
 * parejas" only ranks; `ready(adults)` resolves once the pool holds exactly these adults.
 */
export function usePairsEngine(adults: readonly CreatureCard[]) {
  const engine = useRef<Promise<PairsEngine> | null>(null);
  const loading = useRef<{ key: string; done: Promise<PairsEngine> } | null>(null);

  const ready = useCallback((list: readonly CreatureCard[]): Promise<PairsEngine> => {
    const key = loadKey(list);
    if (loading.current?.key !== key) {
      engine.current ??= startPairsEngine();
      const done = engine.current.then(async (e) => {
        await e.client.load(list.map(engineRecord));
        return e;
      });
      // a load that failed is tried again on the next call
      done.catch(() => {
        if (loading.current?.done === done) loading.current = null;
      });
      loading.current = { key, done };
    }
    return loading.current.done;
  }, []);

  useEffect(() => {
    if (adults.length < 2) return;
    const timer = setTimeout(() => ready(adults).catch(() => undefined), PRELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [adults, ready]);

  useEffect(
    () => () => {
      void engine.current?.then(({ client }) => client.terminate());
    },
    [],
  );

  return ready;
}
