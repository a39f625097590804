import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { ColumnHeaders, Muted, Section } from '@criadero/ui';
import type { OptimizerResponse, PriceSheetResponse } from '../../api/craftworld-api';
import { Explained, TableScroll } from '../../components/ui';
import { formatMinutes } from '../../domain/factory-guide';
import { ProductRow } from './ProductRow';
import { useMoney } from './useMoney';

const IDLE = defineMessages({
  unprofitable: { id: 'craftworld.plan.idle.unprofitable' },
  unpriced: { id: 'craftworld.plan.idle.unpriced' },
  'too-slow': { id: 'craftworld.plan.idle.tooSlow' },
});

/** The optimizer's answer: craft versus buy per product, then the plan; every number explains itself. */
export function Results({ result, sheet }: { result: OptimizerResponse; sheet: PriceSheetResponse }) {
  const date = sheet.asOf.slice(0, 10);

  return (
    <>
      <Section title="craftworld.results.productsTitle">
        <Muted>
          <FormattedMessage id="craftworld.results.hoverHint" />
        </Muted>
        <TableScroll>
          <table data-testid="optimizer-products">
            <ColumnHeaders
              titles={[
                'craftworld.results.col.product',
                'craftworld.results.col.time',
                'craftworld.results.col.craftCost',
                'craftworld.results.col.buyPrice',
                'craftworld.results.col.saving',
                'craftworld.results.col.decision',
                'craftworld.results.col.profitHour',
              ]}
            />
            <tbody>
              {result.products.map((p) => (
                <ProductRow key={p.index} product={p} currency={result.currency} date={date} />
              ))}
            </tbody>
          </table>
        </TableScroll>
      </Section>
      <Plan result={result} />
    </>
  );
}

function Plan({ result }: { result: OptimizerResponse }) {
  const intl = useIntl();
  const { num, money } = useMoney(result.currency);
  const { plan } = result;
  return (
    <Section title="craftworld.plan.title" titleValues={{ hours: num(plan.timeBudgetMinutes / 60, 3) }} data-testid="optimizer-plan">
      <p data-testid="plan-total">
        <FormattedMessage id="craftworld.plan.total" />{' '}
        <strong>
          <Explained
            value={money(plan.totalProfit)}
            why={intl.formatMessage({ id: 'craftworld.explain.planTotal' }, { value: money(plan.totalOutputValue), cost: money(plan.totalInputCost), result: money(plan.totalProfit) })}
          />
        </strong>
      </p>
      <Muted>
        <FormattedMessage id="craftworld.plan.workers" values={{ used: plan.workersUsed, pool: plan.workerPool }} />
      </Muted>
      {plan.entries.length === 0 ? (
        <Muted>
          <FormattedMessage id="craftworld.plan.nothing" />
        </Muted>
      ) : (
        <TableScroll>
          <table>
            <ColumnHeaders titles={['craftworld.plan.col.factory', 'craftworld.plan.col.workers', 'craftworld.plan.col.batches', 'craftworld.plan.col.inputCost', 'craftworld.plan.col.profit']} />
            <tbody>
              {plan.entries.map((e) => (
                <tr key={e.index} data-testid={`plan-entry-${e.index}`}>
                  <th scope="row">
                    {e.token} <FormattedMessage id="craftworld.results.levelTag" values={{ level: e.level }} />
                  </th>
                  <td>{e.workers}</td>
                  <td>
                    <Explained
                      value={intl.formatNumber(e.batches)}
                      why={intl.formatMessage({ id: 'craftworld.explain.batches' }, { budget: num(plan.timeBudgetMinutes), batch: num(e.batchMinutes), result: e.batches, used: formatMinutes(e.minutesUsed, intl.locale) })}
                    />
                  </td>
                  <td>{money(e.inputCost)}</td>
                  <td>
                    <Explained value={money(e.profit)} why={intl.formatMessage({ id: 'craftworld.explain.planProfit' }, { value: money(e.outputValue), cost: money(e.inputCost), result: money(e.profit) })} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {plan.idle.length ? (
        <ul data-testid="plan-idle">
          {plan.idle.map((i) => (
            <li key={i.index}>
              {intl.formatMessage({ id: IDLE[i.reason].id }, { token: i.token })}
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}
