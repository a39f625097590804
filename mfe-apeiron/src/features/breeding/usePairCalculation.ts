import { useAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from '@criadero/router';
import { useErrorText } from '@criadero/ui';
import type { PairResponse } from '@criadero/api-contracts/apeiron';
import { postJson } from '@criadero/session/api';
import { breedingPicksAtom, parsePlanetId } from '../../state/breeding-picks';

/**
 * The two planets picked, and the pair the server calculated for them: a pair in the address (a shared
 * link, or 'use in calculator' from the marketplace) is calculated at once, and a calculated pair is
 * written back to the address.
 */
export function usePairCalculation() {
  const intl = useIntl();
  const errorText = useErrorText();
  const [params, setParams] = useSearchParams();
  const [picks, setPicks] = useAtom(breedingPicksAtom);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<PairResponse | null>(null);

  const calculate = useCallback(
    async (a: string, b: string) => {
      const idA = parsePlanetId(a);
      const idB = parsePlanetId(b);
      // a refused entry clears the previous answer: it was for other planets
      if (!idA || !idB) {
        setResult(null);
        setError(intl.formatMessage({ id: 'apeiron.breeding.badIds' }));
        return;
      }
      if (idA === idB) {
        setResult(null);
        setError(intl.formatMessage({ id: 'apeiron.breeding.samePlanet' }));
        return;
      }
      setBusy(true);
      setError(null);
      try {
        setResult(await postJson<PairResponse>('/api/apeiron/breeding/pair', { a: idA, b: idB }));
        setParams({ a: idA, b: idB }, { replace: true });
      } catch (failure) {
        setResult(null);
        // the server names the missing planet in the player's language
        setError(errorText(failure));
      } finally {
        setBusy(false);
      }
    },
    [intl, errorText, setParams],
  );

  const fromUrl = `${params.get('a') ?? ''}|${params.get('b') ?? ''}`;
  useEffect(() => {
    const a = params.get('a') ?? '';
    const b = params.get('b') ?? '';
    if (a && b && (result?.a.id !== a || result?.b.id !== b)) {
      setPicks({ a, b });
      void calculate(a, b);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fromUrl]);

  const submit = () => {
    if (!busy) void calculate(picks.a, picks.b);
  };
  /** puts a pair in the address, which calculates it */
  const showPair = (a: string, b: string) => setParams({ a, b });
  return { picks, setPicks, busy, error, result, submit, showPair };
}
