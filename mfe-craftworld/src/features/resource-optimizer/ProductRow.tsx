import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { ProductResult } from '../../api/craftworld-api';
import { Explained } from '../../components/ui';
import { formatMinutes } from '../../domain/factory-guide';
import { useMoney } from './useMoney';

const DECISIONS = defineMessages({
  craft: { id: 'craftworld.results.decision.craft' },
  buy: { id: 'craftworld.results.decision.buy' },
  unpriced: { id: 'craftworld.results.decision.unpriced' },
});

/**
 * One product's craft-versus-buy row: batch time, craft cost, buy price, saving, decision and profit
 * per hour, each number with the sum behind it. `date` is the price sheet's day.
 */
export function ProductRow({ product: p, currency, date }: { product: ProductResult; currency: string; date: string }) {
  const intl = useIntl();
  const { num, money } = useMoney(currency);
  const missing = () => intl.formatMessage({ id: 'craftworld.explain.missing' }, { tokens: p.missingPrices.join(', ') });

  const craftWhy =
    p.craftCostPerUnit === null
      ? missing()
      : intl.formatMessage({ id: 'craftworld.explain.craftCost' }, {
          inputs: p.inputs.map((i) => `${num(i.perBatch)} ${i.token} × ${money(i.unitPrice)}`).join(' + '),
          mastery: num(p.masteryMultiplier),
          out: num(p.outputPerBatch),
          result: money(p.craftCostPerUnit),
        });

  return (
    <tr data-testid={`product-${p.index}`}>
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
        <Explained value={money(p.craftCostPerUnit)} why={craftWhy} testId={`craft-cost-${p.index}`} />
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
              ? missing()
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
              ? missing()
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
  );
}
