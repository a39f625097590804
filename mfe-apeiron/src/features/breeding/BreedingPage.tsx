import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Card, ErrorText, FieldGrid, FormActions, Muted, TextField, ToolPage, useApiGet } from '@criadero/ui';
import type { BreedingConfigResponse } from '@criadero/api-contracts/apeiron';
import { SourceNote } from '../../components/SourceNote';
import { PairCard } from './PairCard';
import { usePairCalculation } from './usePairCalculation';

/** Planet breeding calculator: two planets in (typed, from the URL or from the marketplace), the pair card out. */
export default function BreedingPage() {
  const setup = useApiGet<BreedingConfigResponse>('/api/apeiron/breeding/config');
  const pair = usePairCalculation();
  const ready = setup.status === 'ready' ? setup.data : null;
  return (
    <ToolPage
      title={<FormattedMessage id="apeiron.breeding.title" />}
      purpose={<FormattedMessage id="apeiron.breeding.purpose" />}
      notice={pair.result ? <SourceNote source={pair.result.source} /> : undefined}
    >
      <PlanetPairForm pair={pair} examplePair={ready?.examplePair} />
      {pair.result ? <div style={{ marginTop: '1rem' }}><PairCard result={pair.result} /></div> : null}
      {ready ? (
        <Muted style={{ marginTop: '1rem' }} data-testid="model-as-of">
          <FormattedMessage id="apeiron.breeding.modelAsOf" values={{ asOf: ready.config.asOf }} />
        </Muted>
      ) : null}
    </ToolPage>
  );
}

interface PlanetPairFormProps {
  pair: ReturnType<typeof usePairCalculation>;
  /** a pair the model knows, offered as an example */
  examplePair: BreedingConfigResponse['examplePair'] | undefined;
}

/** The two planet boxes, 'calculate', the example pair, and why the last entry was refused. */
function PlanetPairForm({ pair, examplePair }: PlanetPairFormProps) {
  const intl = useIntl();
  const { picks, setPicks, busy, error } = pair;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    pair.submit();
  };
  return (
    <Card as="form" onSubmit={onSubmit} aria-label={intl.formatMessage({ id: 'apeiron.breeding.formLabel' })}>
      <FieldGrid>
        <TextField label={<FormattedMessage id="apeiron.breeding.planetA" />} name="planetA" inputMode="numeric" value={picks.a} onChange={(a) => setPicks((p) => ({ ...p, a }))} placeholder="#1234" maxLength={12} />
        <TextField label={<FormattedMessage id="apeiron.breeding.planetB" />} name="planetB" inputMode="numeric" value={picks.b} onChange={(b) => setPicks((p) => ({ ...p, b }))} placeholder="#5678" maxLength={12} />
      </FieldGrid>
      <FormActions>
        <Button type="submit" $variant="primary" disabled={busy}>
          {busy ? <FormattedMessage id="apeiron.breeding.calculating" /> : <FormattedMessage id="apeiron.breeding.calculate" />}
        </Button>
        {examplePair ? (
          <Button type="button" onClick={() => pair.showPair(examplePair[0], examplePair[1])}>
            <FormattedMessage id="apeiron.breeding.example" />
          </Button>
        ) : null}
      </FormActions>
      <Muted style={{ marginTop: '0.75rem', marginBottom: 0 }}>
        <FormattedMessage id="apeiron.breeding.fromMarket" />
      </Muted>
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
    </Card>
  );
}
