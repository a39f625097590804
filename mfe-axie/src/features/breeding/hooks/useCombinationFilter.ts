import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { analyzePair, type RankedPair } from '@criadero/genetics';
import type { CreatureCard } from '../api/axie-api';
import { passesEntry } from '../domain/combination';
import { parsedGenesOf } from '../domain/genes';
import { combinationEntriesAtom, creaturesAtom, modelIdAtom } from '../state/atoms';

/** Ranked pairs that pass every combination-filter entry (chance the child shows the entry's part in D). */
export function useCombinationFilter(pairs: readonly RankedPair[]): RankedPair[] {
  const entries = useAtomValue(combinationEntriesAtom);
  const creatures = useAtomValue(creaturesAtom);
  const model = useAtomValue(modelIdAtom);
  return useMemo(() => {
    if (!entries.length) return [...pairs];
    const byId = new Map<string, CreatureCard>(creatures.map((c) => [c.id, c]));
    return pairs.filter((p) => {
      const a = byId.get(String(p.idA));
      const b = byId.get(String(p.idB));
      const ga = a && parsedGenesOf(a);
      const gb = b && parsedGenesOf(b);
      if (!ga || !gb) return false;
      return entries.every((e) => passesEntry(e, analyzePair(ga, gb, { parts: { [e.type]: e.part } }, { model }).parts[e.type]?.D ?? 0));
    });
  }, [pairs, entries, creatures, model]);
}
