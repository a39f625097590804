import { useAtom } from 'jotai';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from '@criadero/router';
import { Button, Card, Muted, ToolPage, useApiGet, useErrorText } from '@criadero/ui';
import type { BreedingConfigResponse, PairResponse } from '@criadero/api-contracts/apeiron';
import { postJson } from '@criadero/session/api';
import { Actions, ErrorText, FieldGrid, TextField } from '../../components/form';
import { SourceNote } from '../../components/SourceNote';
import { PairCard } from './PairCard';
import { breedingPicksAtom, parsePlanetId } from './picks';

/** Planet breeding calculator: two planets in (typed, from the URL or from the marketplace), the pair card out. */
export default function BreedingPage() {
  const intl = useIntl();
  const errorText = useErrorText();
  const [params, setParams] = useSearchParams();
  const [picks, setPicks] = useAtom(breedingPicksAtom);
  const setup = useApiGet<BreedingConfigResponse>('/api/apeiron/breeding/config');
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

  // a pair in the address (a shared link, or 'use in calculator' from the marketplace) is calculated at once
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

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) void calculate(picks.a, picks.b);
  };

  const ready = setup.status === 'ready' ? setup.data : null;
  return (
    <ToolPage
      title={<FormattedMessage id="apeiron.breeding.title" />}
      purpose={<FormattedMessage id="apeiron.breeding.purpose" />}
      notice={result ? <SourceNote source={result.source} /> : undefined}
    >
      <Card as="form" onSubmit={onSubmit} aria-label={intl.formatMessage({ id: 'apeiron.breeding.formLabel' })}>
        <FieldGrid>
          <TextField label={<FormattedMessage id="apeiron.breeding.planetA" />} name="planetA" inputMode="numeric" value={picks.a} onChange={(a) => setPicks((p) => ({ ...p, a }))} placeholder="#1234" maxLength={12} />
          <TextField label={<FormattedMessage id="apeiron.breeding.planetB" />} name="planetB" inputMode="numeric" value={picks.b} onChange={(b) => setPicks((p) => ({ ...p, b }))} placeholder="#5678" maxLength={12} />
        </FieldGrid>
        <Actions>
          <Button type="submit" $variant="primary" disabled={busy}>
            {busy ? <FormattedMessage id="apeiron.breeding.calculating" /> : <FormattedMessage id="apeiron.breeding.calculate" />}
          </Button>
          {ready?.examplePair ? (
            <Button type="button" onClick={() => setParams({ a: ready.examplePair![0], b: ready.examplePair![1] })}>
              <FormattedMessage id="apeiron.breeding.example" />
            </Button>
          ) : null}
        </Actions>
        <Muted style={{ marginTop: '0.75rem', marginBottom: 0 }}>
          <FormattedMessage id="apeiron.breeding.fromMarket" />
        </Muted>
        {error ? <ErrorText role="alert">{error}</ErrorText> : null}
      </Card>
      {result ? <div style={{ marginTop: '1rem' }}><PairCard result={result} /></div> : null}
      {ready ? (
        <Muted style={{ marginTop: '1rem' }} data-testid="model-as-of">
          <FormattedMessage id="apeiron.breeding.modelAsOf" values={{ asOf: ready.config.asOf }} />
        </Muted>
      ) : null}
    </ToolPage>
  );
}
