import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { projectBreeding, type PairAnalysis } from '@criadero/genetics';
import type { CreatureCard } from '../api/axie-api';
import { DEFAULT_FEES, isFeeTable, parentsPriceUsd, toCostConfig } from '../domain/fees';
import { pairBlock } from '../domain/pair-block';
import { useTokenPrices } from '../hooks/useTokenPrices';
import { feeTableAtom } from '../state/atoms';
import { FeeEditor } from './FeeEditor';
import { formatDecimal, formatPercent, formatUsd } from './numbers';
import { Button } from '@criadero/ui';
import { Hint, TableWrap } from './styled';

/** Cost projection per breed (spec §3 projection row), with the fee table's "as of" date. */
export function ProjectionsTab({ a, b, analysis, wide, onWide }: { a: CreatureCard; b: CreatureCard; analysis: PairAnalysis | null; wide: boolean; onWide: () => void }) {
  const intl = useIntl();
  const prices = useTokenPrices();
  const usd = (n: number) => formatUsd(intl, n);
  const perSuccess = (n: number | null) => (n === null ? '—' : usd(n));
  const stored = useAtomValue(feeTableAtom);
  const fees = isFeeTable(stored) ? stored : DEFAULT_FEES;
  const parents = parentsPriceUsd(a, b);
  const [withParents, setWithParents] = useState(true);
  const parentsUsd = withParents && parents !== null ? parents : null;
  const asOf = (
    <>
      <Hint data-testid="costs-as-of">
        <FormattedMessage
          id="axie.breeding.proj.asOf"
          values={{ date: fees.asOf, edited: fees.edited ? 'yes' : 'no', slp: intl.formatList(fees.slpByBreedCount.map((n) => intl.formatNumber(n))), axs: intl.formatNumber(fees.axsPerBreed) }}
        />
      </Hint>
      <FeeEditor />
    </>
  );
  if (!analysis)
    return (
      <Hint>
        <FormattedMessage id="axie.breeding.prob.noFilter" />
      </Hint>
    );
  if (prices === null)
    return (
      <Hint role="status">
        <FormattedMessage id="axie.breeding.proj.loading" />
      </Hint>
    );
  if (prices === 'unavailable')
    return (
      <>
        <Hint role="status">
          <FormattedMessage id="axie.breeding.proj.noPrices" />
        </Hint>
        {asOf}
      </>
    );
  // a pair that cannot breed (an egg, relatives, a parent at its limit) has no breeds to cost
  const rows = pairBlock(a, b) ? [] : projectBreeding({ breedCountA: a.breedCount, breedCountB: b.breedCount, prob: analysis.allWantedD / 100, probCustom: analysis.custom / 100, prices, config: toCostConfig(fees), parentsUsd: parentsUsd ?? 0 });
  return (
    <div>
      {asOf}
      <Hint>
        <FormattedMessage id="axie.breeding.proj.prices" values={{ slp: formatUsd(intl, prices.slpUsd, 4), axs: usd(prices.axsUsd) }} />
      </Hint>
      {parents !== null ? (
        <label style={{ display: 'flex', gap: '0.4rem', alignItems: 'center', fontSize: '0.9rem' }}>
          <input type="checkbox" checked={withParents} onChange={(e) => setWithParents(e.target.checked)} />
          <FormattedMessage id="axie.breeding.proj.withParents" values={{ price: usd(parents) }} />
        </label>
      ) : null}
      {rows.length && !wide ? (
        <Hint>
          <FormattedMessage id="axie.breeding.proj.someColumns" />{' '}
          <Button type="button" onClick={onWide}>
            <FormattedMessage id="axie.breeding.proj.allColumns" />
          </Button>
        </Hint>
      ) : null}
      {rows.length ? (
        <TableWrap>
          <table>
            <thead>
              <tr>
                <th scope="col"><FormattedMessage id="axie.breeding.proj.breed" /></th>
                {wide ? (
                  <>
                    <th scope="col">SLP</th>
                    <th scope="col">AXS</th>
                  </>
                ) : null}
                <th scope="col"><FormattedMessage id="axie.breeding.proj.cost" /></th>
                <th scope="col"><FormattedMessage id="axie.breeding.proj.probBreed" /></th>
                {wide ? (
                  <>
                    <th scope="col"><FormattedMessage id="axie.breeding.proj.probCustomBreed" /></th>
                    <th scope="col"><FormattedMessage id="axie.breeding.proj.expected" /></th>
                  </>
                ) : null}
                <th scope="col">{parentsUsd !== null ? <FormattedMessage id="axie.breeding.proj.totalWithParents" /> : <FormattedMessage id="axie.breeding.proj.total" />}</th>
                <th scope="col"><FormattedMessage id="axie.breeding.proj.perSuccess" /></th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.breedNum}>
                  <td>{r.breedNum}</td>
                  {wide ? (
                    <>
                      <td>{intl.formatNumber(r.slp_cost)}</td>
                      <td>{intl.formatNumber(r.axs_cost)}</td>
                    </>
                  ) : null}
                  <td>{usd(r.usd_cost)}</td>
                  <td>{formatPercent(intl, r.probBreed)}</td>
                  {wide ? (
                    <>
                      <td>{formatPercent(intl, r.probCustomBreed)}</td>
                      <td>{formatDecimal(intl, r.expected, 3)}</td>
                    </>
                  ) : null}
                  <td data-testid="proj-total">{usd(parentsUsd !== null ? r.usd_total_with_parents : r.usd_cost_total)}</td>
                  <td>{perSuccess(parentsUsd !== null ? r.usd_per_success_with_parents : r.usd_cost_per_expected)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      ) : (
        <Hint>
          <FormattedMessage id="axie.breeding.proj.none" />
        </Hint>
      )}
    </div>
  );
}
