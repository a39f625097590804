import { FormattedMessage, FormattedNumber } from 'react-intl';
import { Section } from '@criadero/ui';
import type { SalesHistoryResponse } from '@criadero/api-contracts/axie';
import { Note, Panel, Stats } from '../../../components/styled';
import { PriceChart } from '../charts/PriceChart';
import { useUsd } from '../useUsd';

/** How many sales matched, their median, range and middle half, and the price chart. */
export function SalesStats({ data }: { data: SalesHistoryResponse }) {
  const usd = useUsd();
  return (
    <Section title="axie.salesHistory.stats.title" as={Panel}>
      <Stats>
        <div>
          <dt>
            <FormattedMessage id="axie.salesHistory.stats.count" />
          </dt>
          <dd data-testid="stat-count">
            <FormattedNumber value={data.stats.count} />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="axie.salesHistory.chart.median" />
          </dt>
          <dd data-testid="stat-median">{usd(data.stats.medianUsd)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="axie.salesHistory.stats.range" />
          </dt>
          <dd data-testid="stat-range">
            {usd(data.stats.minUsd)} – {usd(data.stats.maxUsd)}
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="axie.salesHistory.stats.middle" />
          </dt>
          <dd>
            {usd(data.stats.p25Usd)} – {usd(data.stats.p75Usd)}
          </dd>
        </div>
      </Stats>
      {data.truncated ? (
        <Note>
          <FormattedMessage id="axie.salesHistory.truncated" values={{ count: data.scanned }} />
        </Note>
      ) : null}
      {data.series.length ? <PriceChart data={data} /> : null}
    </Section>
  );
}
