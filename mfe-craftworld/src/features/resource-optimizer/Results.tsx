import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Card, Muted } from '@criadero/ui';
import type { OptimizerResponse, PriceSheetResponse, ProductResult } from '../../api/craftworld-api';
import { Explained, TableScroll } from '../../components/ui';
import { formatMinutes } from '../../lib/factory-guide';

function useMoney(currency: string) {
  const intl = useIntl();
  const num = (v: number, digits = 4) => intl.formatNumber(v, { maximumSignificantDigits: digits });
  return { num, money: (v: number | null) => (v === null ? '—' : `${num(v)} ${currency}`) };
}

const PRODUCT_COLUMNS = defineMessages({
  product: { id: 'craftworld.results.col.product' },
  time: { id: 'craftworld.results.col.time' },
  craftCost: { id: 'craftworld.results.col.craftCost' },
  buyPrice: { id: 'craftworld.results.col.buyPrice' },
  saving: { id: 'craftworld.results.col.saving' },
  decision: { id: 'craftworld.results.col.decision' },
  profitHour: { id: 'craftworld.results.col.profitHour' },
});
const DECISIONS = defineMessages({
  craft: { id: 'craftworld.results.decision.craft' },
  buy: { id: 'craftworld.results.decision.buy' },
  unpriced: { id: 'craftworld.results.decision.unpriced' },
});
const PLAN_COLUMNS = defineMessages({
  factory: { id: 'craftworld.plan.col.factory' },
  workers: { id: 'craftworld.plan.col.workers' },
  batches: { id: 'craftworld.plan.col.batches' },
  inputCost: { id: 'craftworld.plan.col.inputCost' },
  profit: { id: 'craftworld.plan.col.profit' },
});
const IDLE = defineMessages({
  unprofitable: { id: 'craftworld.plan.idle.unprofitable' },
  unpriced: { id: 'craftworld.plan.idle.unpriced' },
  'too-slow': { id: 'craftworld.plan.idle.tooSlow' },
});

/** The optimizer's answer: craft versus buy per product, then the plan; every number explains itself. */
export function Results({ result, sheet }: { result: OptimizerResponse; sheet: PriceSheetResponse }) {
  const intl = useIntl();
  const { num, money } = useMoney(result.currency);
  const date = sheet.asOf.slice(0, 10);

  const craftWhy = (p: ProductResult) =>
    p.craftCostPerUnit === null
      ? intl.formatMessage({ id: 'craftworld.explain.missing' }, { tokens: p.missingPrices.join(', ') })
      : intl.formatMessage({ id: 'craftworld.explain.craftCost' }, {
          inputs: p.inputs.map((i) => `${num(i.perBatch)} ${i.token} × ${money(i.unitPrice)}`).join(' + '),
          mastery: num(p.masteryMultiplier),
          out: num(p.outputPerBatch),
          result: money(p.craftCostPerUnit),
        });

  return (
    <>
      <Card aria-labelledby="cw-products-title">
        <h2 id="cw-products-title">
          <FormattedMessage id="craftworld.results.productsTitle" />
        </h2>
        <Muted>
          <FormattedMessage id="craftworld.results.hoverHint" />
        </Muted>
        <TableScroll>
          <table data-testid="optimizer-products">
            <thead>
              <tr>
                {Object.entries(PRODUCT_COLUMNS).map(([c, message]) => (
                  <th key={c} scope="col">
                    <FormattedMessage {...message} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {result.products.map((p) => (
                <tr key={p.index} data-testid={`product-${p.index}`}>
                  <th scope="row">
                    {p.token} <FormattedMessage id="craftworld.results.levelTag" values={{ level: p.level }} />
                  </th>
                  <td>
                    <Explained
                      value={formatMinutes(p.batchMinutes, intl.locale)}
                      why={intl.formatMessage({ id: 'craftworld.explain.batchMinutes' }, {
                        base: num(p.baseMinutes),
                        boost: p.speed.boost,
                        workers: num(p.speed.workerFactor),
                        workshop: num(p.speed.workshopPercent),
                        result: num(p.batchMinutes),
                      })}
                    />
                  </td>
                  <td>
                    <Explained value={money(p.craftCostPerUnit)} why={craftWhy(p)} testId={`craft-cost-${p.index}`} />
                  </td>
                  <td>
                    <Explained
                      value={money(p.buyPrice)}
                      why={p.buyPrice === null ? intl.formatMessage({ id: 'craftworld.explain.missing' }, { tokens: p.token }) : intl.formatMessage({ id: 'craftworld.explain.buyPrice' }, { token: p.token, date })}
                    />
                  </td>
                  <td>
                    <Explained
                      value={money(p.savingPerUnit)}
                      why={
                        p.savingPerUnit === null
                          ? intl.formatMessage({ id: 'craftworld.explain.missing' }, { tokens: p.missingPrices.join(', ') })
                          : intl.formatMessage({ id: 'craftworld.explain.saving' }, { buy: money(p.buyPrice), craft: money(p.craftCostPerUnit), result: money(p.savingPerUnit) })
                      }
                    />
                  </td>
                  <td>
                    <FormattedMessage {...DECISIONS[p.decision]} />
                  </td>
                  <td>
                    <Explained
                      value={money(p.profitPerHour)}
                      testId={`profit-hour-${p.index}`}
                      why={
                        p.profitPerHour === null
                          ? intl.formatMessage({ id: 'craftworld.explain.missing' }, { tokens: p.missingPrices.join(', ') })
                          : intl.formatMessage({ id: 'craftworld.explain.profitHour' }, {
                              out: num(p.outputPerBatch),
                              buy: money(p.buyPrice),
                              cost: money(p.inputCostPerBatch),
                              perBatch: money(p.profitPerBatch),
                              rate: num(p.batchesPerHour),
                              result: money(p.profitPerHour),
                            })
                      }
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </Card>
      <Plan result={result} />
    </>
  );
}

function Plan({ result }: { result: OptimizerResponse }) {
  const intl = useIntl();
  const { num, money } = useMoney(result.currency);
  const { plan } = result;
  return (
    <Card aria-labelledby="cw-plan-title" data-testid="optimizer-plan">
      <h2 id="cw-plan-title">
        <FormattedMessage id="craftworld.plan.title" values={{ hours: num(plan.timeBudgetMinutes / 60, 3) }} />
      </h2>
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
            <thead>
              <tr>
                {Object.entries(PLAN_COLUMNS).map(([c, message]) => (
                  <th key={c} scope="col">
                    <FormattedMessage {...message} />
                  </th>
                ))}
              </tr>
            </thead>
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
    </Card>
  );
}
