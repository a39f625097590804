import { useAtomValue } from 'jotai';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { projectBreeding, type PairAnalysis, type ProjectionRow } from '@criadero/genetics';
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
  const columns: { key: string; label: string; cell: (r: ProjectionRow) => ReactNode; testId?: string }[] = [
    { key: 'breed', label: intl.formatMessage({ id: 'axie.breeding.proj.breed' }), cell: (r) => r.breedNum },
    ...(wide
      ? [
          { key: 'slp', label: 'SLP', cell: (r: ProjectionRow) => intl.formatNumber(r.slp_cost) },
          { key: 'axs', label: 'AXS', cell: (r: ProjectionRow) => intl.formatNumber(r.axs_cost) },
        ]
      : []),
    { key: 'cost', label: intl.formatMessage({ id: 'axie.breeding.proj.cost' }), cell: (r) => usd(r.usd_cost) },
    { key: 'probBreed', label: intl.formatMessage({ id: 'axie.breeding.proj.probBreed' }), cell: (r) => formatPercent(intl, r.probBreed) },
    ...(wide
      ? [
          { key: 'probCustomBreed', label: intl.formatMessage({ id: 'axie.breeding.proj.probCustomBreed' }), cell: (r: ProjectionRow) => formatPercent(intl, r.probCustomBreed) },
          { key: 'expected', label: intl.formatMessage({ id: 'axie.breeding.proj.expected' }), cell: (r: ProjectionRow) => formatDecimal(intl, r.expected, 3) },
        ]
      : []),
    {
      key: 'total',
      label: parentsUsd !== null ? intl.formatMessage({ id: 'axie.breeding.proj.totalWithParents' }) : intl.formatMessage({ id: 'axie.breeding.proj.total' }),
      cell: (r) => usd(parentsUsd !== null ? r.usd_total_with_parents : r.usd_cost_total),
      testId: 'proj-total',
    },
    { key: 'perSuccess', label: intl.formatMessage({ id: 'axie.breeding.proj.perSuccess' }), cell: (r) => perSuccess(parentsUsd !== null ? r.usd_per_success_with_parents : r.usd_cost_per_expected) },
  ];
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
          {/* every column at once in the pair viewer; in a phone's dialog each breed becomes a list (data-stack) */}
          <table data-stack={wide ? '' : undefined}>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th scope="col" key={c.key}>
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.breedNum}>
                  {columns.map((c) => (
                    <td key={c.key} data-label={c.label} data-testid={c.testId}>
                      {c.cell(r)}
                    </td>
                  ))}
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
