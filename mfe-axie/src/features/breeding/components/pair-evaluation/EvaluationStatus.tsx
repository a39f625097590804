import { FormattedMessage, useIntl } from 'react-intl';
import { ProgressBar } from '@criadero/ui';
import type { RankingState } from '../../hooks/usePairRanking';
import { Hint } from '../styled';

/**
 * The ranking's state, read aloud when it changes: progress while running, then how long it took,
 * on what engine and how many workers (also as data-engine / data-workers for the bench).
 */
export function EvaluationStatus({ state, eggs }: { state: RankingState; eggs: number }) {
  const intl = useIntl();
  return (
    <div aria-live="polite" data-testid="eval-status" data-engine={state.status === 'done' ? state.mode : undefined} data-workers={state.status === 'done' ? state.workers : undefined}>
      {state.status === 'running' ? (
        <>
          <ProgressBar value={state.total ? state.done / state.total : 0} label={intl.formatMessage({ id: 'axie.breeding.eval.progress' })} />
          <Hint>
            <FormattedMessage id="axie.breeding.eval.running" values={{ done: state.done, total: state.total }} />
          </Hint>
        </>
      ) : state.status === 'done' ? (
        <Hint>
          <FormattedMessage id="axie.breeding.eval.done" values={{ pairs: state.pairs, ms: state.ms, mode: state.mode, workers: state.workers }} />
        </Hint>
      ) : state.status === 'cancelled' ? (
        <Hint>
          <FormattedMessage id="axie.breeding.eval.cancelled" />
        </Hint>
      ) : state.status === 'error' ? (
        <Hint role="alert">
          {state.reason === 'few' ? (
            <FormattedMessage id="axie.breeding.eval.few" values={{ eggs }} />
          ) : state.reason === 'no-filter' ? (
            <FormattedMessage id="axie.breeding.eval.noFilter" />
          ) : (
            <FormattedMessage id="axie.breeding.eval.failed" values={{ message: state.message }} />
          )}
        </Hint>
      ) : null}
    </div>
  );
}
