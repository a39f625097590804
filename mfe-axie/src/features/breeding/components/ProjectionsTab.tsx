import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { projectBreeding, type PairAnalysis } from '@criadero/genetics';
import { Button } from '@criadero/ui';
import type { CreatureCard } from '../../../api/axie-api';
import { parentsPriceUsd, toCostConfig } from '../domain/fees';
import { pairBlock } from '../domain/pair-block';
import { useFeeTable } from '../hooks/useFeeTable';
import { useProjectionColumns } from '../hooks/useProjectionColumns';
import { useTokenPrices } from '../hooks/useTokenPrices';
import { formatUsd } from './numbers';
import { FeesAsOf } from './projections/FeesAsOf';
import { ProjectionTable } from './projections/ProjectionTable';
import { Hint } from './styled';

/** Cost projection per breed (spec §3 projection row), with the fee table's "as of" date. */
export function ProjectionsTab({ a, b, analysis, wide, onWide }: { a: CreatureCard; b: CreatureCard; analysis: PairAnalysis | null; wide: boolean; onWide: () => void }) {
  const intl = useIntl();
  const prices = useTokenPrices();
  const fees = useFeeTable();
  const parents = parentsPriceUsd(a, b);
  const [withParents, setWithParents] = useState(true);
  const parentsUsd = withParents && parents !== null ? parents : null;
  const columns = useProjectionColumns(wide, parentsUsd);
  const usd = (n: number) => formatUsd(intl, n);
  if (!analysis) return <Hint><FormattedMessage id="axie.breeding.prob.noFilter" /></Hint>;
  if (prices === null) return <Hint role="status"><FormattedMessage id="axie.breeding.proj.loading" /></Hint>;
  if (prices === 'unavailable')
    return (
      <>
        <Hint role="status">
          <FormattedMessage id="axie.breeding.proj.noPrices" />
        </Hint>
        <FeesAsOf />
      </>
    );
  // a pair that cannot breed (an egg, relatives, a parent at its limit) has no breeds to cost
  const rows = pairBlock(a, b) ? [] : projectBreeding({ breedCountA: a.breedCount, breedCountB: b.breedCount, prob: analysis.allWantedD / 100, probCustom: analysis.custom / 100, prices, config: toCostConfig(fees), parentsUsd: parentsUsd ?? 0 });
  return (
    <div>
      <FeesAsOf />
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
        <ProjectionTable rows={rows} columns={columns} wide={wide} />
      ) : (
        <Hint>
          <FormattedMessage id="axie.breeding.proj.none" />
        </Hint>
      )}
    </div>
  );
}
