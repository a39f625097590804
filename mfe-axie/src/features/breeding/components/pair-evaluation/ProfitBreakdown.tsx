import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { PairValueResponse } from '@criadero/api-contracts/axie';
import type { InheritanceModelId } from '@criadero/genetics';
import type { Outcome, PairProfit } from '../../domain/expected-profit';
import { CLASS_NAMES, MODEL_NAMES } from '../labels';
import { partName } from '../partOptions';
import { formatDecimal, formatPercent, formatUsd } from '../numbers';
import { Hint } from '../styled';

const Box = styled.div`
  white-space: normal; padding: 0.4rem 0.2rem 0.6rem; font-size: 0.85rem; max-width: 48rem;
  h4 { margin: 0 0 0.3rem; font-size: 0.95rem; }
  ol { margin: 0.3rem 0; padding-left: 1.2rem; }
  li { margin: 0.25rem 0; }
  details ul { margin: 0.2rem 0; padding-left: 1rem; columns: 12rem; }
  p { margin: 0.15rem 0; }
`;

const dayOf = (unix: number) => new Date(unix * 1000).toISOString().slice(0, 10);

/** One possible child: its build, how likely, the sales and listings its value rests on. */
function OutcomeItem({ outcome }: { outcome: Outcome }) {
  const intl = useIntl();
  const cls = intl.formatMessage(CLASS_NAMES[outcome.class]);
  const value = outcome.value;
  const sales = value?.sales ?? [];
  return (
    <li data-testid="profit-outcome" data-class={outcome.class} data-parts={outcome.parts.join(',')} data-rest={outcome.rest} data-lowest={value?.listings.lowestUsd ?? ''}>
      <strong>
        {outcome.rest ? (
          <FormattedMessage id="axie.breeding.profit.rest" values={{ class: cls }} />
        ) : (
          <FormattedMessage id="axie.breeding.profit.outcome" values={{ class: cls, parts: outcome.parts.length ? intl.formatList(outcome.parts.map(partName)) : 'none' }} />
        )}
      </strong>
      {' — '}
      <FormattedMessage id="axie.breeding.profit.chance" values={{ odds: formatPercent(intl, outcome.probability * 100) }} />
      <p>
        <FormattedMessage
          id="axie.breeding.profit.sales"
          values={{ count: sales.length, from: sales.length ? dayOf(sales[sales.length - 1]!.timestamp) : '', to: sales.length ? dayOf(sales[0]!.timestamp) : '', median: value?.medianUsd === null || value?.medianUsd === undefined ? '—' : formatUsd(intl, value.medianUsd) }}
        />
        {'; '}
        <FormattedMessage id="axie.breeding.profit.listings" values={{ count: value?.listings.count ?? 0, lowest: value?.listings.lowestUsd === null || value?.listings.lowestUsd === undefined ? '' : formatUsd(intl, value.listings.lowestUsd) }} />
        {'. '}
        <span data-testid="outcome-value">
          {value?.valueUsd === null || value?.valueUsd === undefined ? <FormattedMessage id="axie.breeding.profit.noValue" /> : <FormattedMessage id="axie.breeding.profit.value" values={{ value: formatUsd(intl, value.valueUsd) }} />}
        </span>
      </p>
      {sales.length ? (
        <details>
          <summary>
            <FormattedMessage id="axie.breeding.profit.salesList" />
          </summary>
          <ul data-testid="outcome-sales">
            {sales.map((s, i) => (
              <li key={i} data-price={s.priceUsd}>
                <FormattedMessage id="axie.breeding.profit.sale" values={{ price: formatUsd(intl, s.priceUsd), day: dayOf(s.timestamp), id: s.axieId }} />
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </li>
  );
}

interface Props {
  id: string;
  pair: [string, string];
  profit: PairProfit;
  market: Omit<PairValueResponse, 'builds'>;
  model: InheritanceModelId;
}

/** How a pair's expected profit is worked out: every outcome with its sales, then the fee, the breed's cost and the total. */
export function ProfitBreakdown({ id, pair, profit, market, model }: Props) {
  const intl = useIntl();
  return (
    <Box id={id} data-testid="profit-breakdown">
      <h4>
        <FormattedMessage id="axie.breeding.profit.title" values={{ a: pair[0], b: pair[1] }} />
      </h4>
      <Hint>
        <FormattedMessage
          id="axie.breeding.profit.rule"
          values={{ sample: market.rule.sampleSize, days: market.rule.windowDays, asOf: market.asOf, min: market.rule.minSales, model: intl.formatMessage(MODEL_NAMES[model]) }}
        />
      </Hint>
      <ol>
        {profit.outcomes.map((o) => (
          <OutcomeItem key={`${o.class}|${o.parts.join(',')}|${o.rest}`} outcome={o} />
        ))}
      </ol>
      {profit.status === 'priced' ? (
        <>
          <p data-testid="profit-gross">
            <FormattedMessage id="axie.breeding.profit.gross" values={{ usd: formatUsd(intl, profit.grossUsd) }} />
          </p>
          <p data-testid="profit-fee">
            <FormattedMessage id="axie.breeding.profit.fee" values={{ rate: formatPercent(intl, market.marketFee.rate * 100, { min: 2, max: 2 }), source: market.marketFee.source, usd: formatUsd(intl, profit.feeUsd) }} />
          </p>
          <p data-testid="profit-breed">
            <FormattedMessage id="axie.breeding.profit.breed" values={{ slp: intl.formatNumber(profit.breed.slp), axs: formatDecimal(intl, profit.breed.axs, 2), usd: formatUsd(intl, profit.breed.usd) }} />
          </p>
          <p data-testid="profit-total">
            <strong>
              <FormattedMessage id="axie.breeding.profit.total" values={{ usd: formatUsd(intl, profit.profitUsd) }} />
            </strong>
          </p>
        </>
      ) : (
        <p role="note">
          <FormattedMessage id="axie.breeding.profit.fewSales" />
        </p>
      )}
    </Box>
  );
}
