import { atom, useAtomValue } from 'jotai';
import { useCallback, useEffect } from 'react';
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

/** The page's one worker pool, and the Axies it holds; `users` counts the mounted components that use it. */
interface EngineHolder {
  engine: Promise<PairsEngine> | null;
  loading: { key: string; done: Promise<PairsEngine> } | null;
  users: number;
}

/** One holder per jotai store (the page's): the ranking and the two-generations tab share its workers and their Axies. */
const engineHolderAtom = atom<EngineHolder>(() => ({ engine: null, loading: null, users: 0 }));

/**
 * The worker pool holding the adults to pair. It starts and loads them while the player is still
 * choosing the filter (once the list has stayed the same for PRELOAD_DELAY_MS), so "Evaluar
 * parejas" only ranks; `ready(adults)` resolves once the pool holds exactly these adults. Every
 * component of the page that asks for the same adults gets the same pool, loaded once; the
 * workers end when the last of them unmounts.
 */
export function usePairsEngine(adults: readonly CreatureCard[]) {
  const holder = useAtomValue(engineHolderAtom);

  const ready = useCallback(
    (list: readonly CreatureCard[]): Promise<PairsEngine> => {
      const key = loadKey(list);
      if (holder.loading?.key !== key) {
        holder.engine ??= startPairsEngine();
        const done = holder.engine.then(async (e) => {
          await e.client.load(list.map(engineRecord));
          return e;
        });
        // a load that failed is tried again on the next call
        done.catch(() => {
          if (holder.loading?.done === done) holder.loading = null;
        });
        holder.loading = { key, done };
      }
      return holder.loading.done;
    },
    [holder],
  );

  useEffect(() => {
    if (adults.length < 2) return;
    const timer = setTimeout(() => ready(adults).catch(() => undefined), PRELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [adults, ready]);

  useEffect(() => {
    holder.users++;
    return () => {
      if (--holder.users > 0) return;
      void holder.engine?.then(({ client }) => client.terminate());
      holder.engine = null;
      holder.loading = null;
    };
  }, [holder]);

  return ready;
}
