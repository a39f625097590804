import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Button, Card, Field, LoadState, Muted, Section, ToolPage, useApiLoad } from '@criadero/ui';
import { craftworldApi, type GameDataResponse, type PriceSheetResponse } from '../../api/craftworld-api';
import { useGameData } from '../../api/game-data';
import { CommunityNote, Loading, Row, Stack } from '../../components/ui';
import { FactoriesForm } from './FactoriesForm';
import { PriceSheet } from './PriceSheet';
import { Results } from './Results';
import { UpgradePrompt } from '../../components/UpgradePrompt';
import { useOptimizer, type Outcome } from './useOptimizer';

/** The answer's region: its heading names it for screen readers only, the cards inside carry their own. */
const ResultsRegion = styled.section`
  > h2 { position: absolute; left: -9999px; }
`;

export default function ResourceOptimizerPage() {
  const data = useGameData();
  const sheet = useApiLoad('prices', craftworldApi.prices);
  // a failure of either (with its retry) first, else whichever is still loading
  const waiting = data.status === 'error' ? data : sheet.status === 'error' ? sheet : data.status !== 'ready' ? data : sheet;
  return (
    <ToolPage title={<FormattedMessage id="craftworld.optimizer.title" />} purpose={<FormattedMessage id="craftworld.optimizer.purpose" />}>
      {data.status === 'ready' && sheet.status === 'ready' ? <Optimizer data={data.data} sheet={sheet.data} /> : <LoadState state={waiting} retry={waiting.retry} />}
    </ToolPage>
  );
}

function Optimizer({ data, sheet }: { data: GameDataResponse; sheet: PriceSheetResponse }) {
  const optimizer = useOptimizer(data, sheet);
  const { user, subscription, premium, form, outcome, invalid, setupName } = optimizer;
  const nameId = useId();
  return (
    <Stack>
      <CommunityNote asOf={data.asOf} />
      <FactoriesForm data={data} form={form} update={optimizer.update} setFactory={optimizer.setFactory} validity={optimizer.validity} />
      <PriceSheet sheet={sheet} tokens={optimizer.tokens} overrides={form.priceOverrides} onOverrides={(priceOverrides) => optimizer.update({ priceOverrides })} validity={optimizer.validity} />

      <Row>
        <Button type="button" $variant="primary" onClick={() => void optimizer.calculate()} disabled={outcome.kind === 'busy' || invalid}>
          {outcome.kind === 'busy' ? <FormattedMessage id="craftworld.optimizer.calculating" /> : <FormattedMessage id="craftworld.optimizer.calculate" />}
        </Button>
        {user && premium ? (
          <>
            <Field htmlFor={nameId} style={{ flex: '1 1 12rem' }}>
              <FormattedMessage id="craftworld.setups.name" />
              <input id={nameId} value={setupName} maxLength={60} onChange={(e) => optimizer.setSetupName(e.target.value)} />
            </Field>
            <Button type="button" onClick={() => void optimizer.save()} disabled={!setupName.trim()}>
              <FormattedMessage id="craftworld.setups.save" />
            </Button>
          </>
        ) : user && subscription.status === 'ready' ? (
          // saving setups is a Premium feature (the server refuses it with 402 too)
          <Muted data-testid="craftworld-setups-locked">
            <FormattedMessage id="craftworld.setups.premiumOnly" />
          </Muted>
        ) : null}
      </Row>

      <Section as={ResultsRegion} title="craftworld.results.title" aria-live="polite" data-testid="optimizer-results">
        <OptimizerAnswer loggedIn={Boolean(user)} locked={optimizer.locked} invalid={invalid} premium={premium} outcome={outcome} sheet={sheet} onUpgradeClosed={subscription.retry} />
      </Section>
    </Stack>
  );
}

interface AnswerProps {
  loggedIn: boolean;
  locked: boolean;
  invalid: boolean;
  premium: boolean;
  outcome: Outcome;
  sheet: PriceSheetResponse;
  onUpgradeClosed: () => void;
}

/** What stands under the form: log in first, the upgrade offer, a wrong number, the answer or its error. */
function OptimizerAnswer({ loggedIn, locked, invalid, premium, outcome, sheet, onUpgradeClosed }: AnswerProps) {
  if (!loggedIn)
    return (
      <Card data-testid="craftworld-login-required">
        <h2>
          <FormattedMessage id="craftworld.premium.lockedTitle" />
        </h2>
        <Muted>
          <FormattedMessage id="craftworld.premium.loginFirst" />
        </Muted>
      </Card>
    );
  if (locked) return <UpgradePrompt onClosed={onUpgradeClosed} />;
  if (invalid)
    return (
      <p role="alert" data-testid="craftworld-invalid">
        <FormattedMessage id="craftworld.optimizer.invalid" />
      </p>
    );
  if (outcome.kind === 'done')
    return (
      <Stack>
        <Results result={outcome.result} sheet={sheet} />
      </Stack>
    );
  if (outcome.kind === 'error') return <p role="alert">{outcome.message}</p>;
  if (premium)
    return (
      <Muted data-testid="craftworld-premium-ready">
        <FormattedMessage id="craftworld.optimizer.pressCalculate" />
      </Muted>
    );
  return <Loading />;
}
