import { useEffect, useMemo, useState } from 'react';
import { PAIR_VALUE_MAX_BUILDS, type PairBuildValue, type PairValueBuild, type PairValueResponse } from '@criadero/api-contracts/axie';
import { fetchPairValues } from '../../../api/axie-api';
import { buildKey } from '../domain/expected-profit';

/** The builds a key names back (the key is what the effect depends on). */
const buildsOf = (key: string): PairValueBuild[] =>
  key.split(';').map((k) => {
    const [cls, parts] = k.split('|') as [PairValueBuild['class'], string];
    return { class: cls, parts: parts ? parts.split(',') : [] };
  });

export type PairValues =
  | { status: 'idle' | 'loading' | 'unavailable' }
  | { status: 'ready'; values: ReadonlyMap<string, PairBuildValue>; market: Omit<PairValueResponse, 'builds'> };

/**
 * The market value of `builds` (asked in requests of at most PAIR_VALUE_MAX_BUILDS), asked again
 * when the set of builds changes; 'unavailable' when the service cannot answer.
 */
export function usePairValues(builds: readonly PairValueBuild[]): PairValues {
  const key = useMemo(() => builds.map(buildKey).sort().join(';'), [builds]);
  const [state, setState] = useState<{ key: string; values: PairValues }>({ key: '', values: { status: 'idle' } });
  useEffect(() => {
    if (!key) return;
    const builds = buildsOf(key);
    const controller = new AbortController();
    const chunks: PairValueBuild[][] = [];
    for (let i = 0; i < builds.length; i += PAIR_VALUE_MAX_BUILDS) chunks.push(builds.slice(i, i + PAIR_VALUE_MAX_BUILDS));
    Promise.all(chunks.map((chunk) => fetchPairValues(chunk, controller.signal)))
      .then((answers) => {
        const values = new Map(answers.flatMap((a) => a.builds.map((b) => [buildKey(b), b] as const)));
        const { builds: _builds, ...market } = answers[0]!;
        setState({ key, values: { status: 'ready', values, market } });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ key, values: { status: 'unavailable' } });
      });
    return () => controller.abort();
  }, [key]);
  if (!key) return { status: 'idle' };
  return state.key === key ? state.values : { status: 'loading' };
}
