import { useAtom } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { listModels, type InheritanceModelId } from '@criadero/genetics';
import { Button, Field } from '@criadero/ui';
import { distinctPairsAtom, modelIdAtom, RANK_METRICS, rankMetricAtom, type RankMetric } from '../../state/atoms';
import { METRIC_NAMES, MODEL_DESCRIPTIONS, MODEL_NAMES } from '../labels';
import { CopyLinkButton } from '../CopyLinkButton';
import { Hint, Row } from '../styled';

const Check = styled.label`
  display: flex; gap: 0.4rem; align-items: center; font-size: 0.9rem; margin: 0.25rem 0;
`;

interface Props {
  running: boolean;
  canRun: boolean;
  hasCreatures: boolean;
  onRun: () => void;
  onCancel: () => void;
}

/** What to rank by and how: the inheritance model, "Evaluar parejas" (or cancel), the metric, distinct pairs. */
export function RankingOptions({ running, canRun, hasCreatures, onRun, onCancel }: Props) {
  const intl = useIntl();
  const [model, setModel] = useAtom(modelIdAtom);
  const [distinct, setDistinct] = useAtom(distinctPairsAtom);
  const [metric, setMetric] = useAtom(rankMetricAtom);
  return (
    <>
      <Row>
        <Field style={{ flex: '1 1 16rem' }}>
          <FormattedMessage id="axie.breeding.model.label" />
          <select value={model} onChange={(e) => setModel(e.target.value as InheritanceModelId)} data-testid="model-select">
            {listModels().map((m) => (
              <option key={m.id} value={m.id}>
                {intl.formatMessage(MODEL_NAMES[m.id])}
              </option>
            ))}
          </select>
        </Field>
        {running ? (
          <Button key="cancel" type="button" onClick={onCancel}>
            <FormattedMessage id="axie.breeding.eval.cancel" />
          </Button>
        ) : (
          <Button key="run" type="button" $variant="primary" onClick={onRun} disabled={!canRun}>
            <FormattedMessage id="axie.breeding.eval.run" />
          </Button>
        )}
      </Row>
      <Hint>{intl.formatMessage(MODEL_DESCRIPTIONS[model])}</Hint>
      {hasCreatures ? <CopyLinkButton testId="share-link-page" /> : null}
      <Field style={{ flex: '1 1 16rem' }}>
        <FormattedMessage id="axie.breeding.eval.metric" />
        <select value={metric} onChange={(e) => setMetric(e.target.value as RankMetric)} data-testid="metric-select">
          {RANK_METRICS.map((m) => (
            <option key={m} value={m}>
              {intl.formatMessage(METRIC_NAMES[m])}
            </option>
          ))}
        </select>
      </Field>
      <Check>
        <input type="checkbox" checked={distinct} onChange={(e) => setDistinct(e.target.checked)} />
        <FormattedMessage id="axie.breeding.eval.distinct" />
      </Check>
    </>
  );
}
