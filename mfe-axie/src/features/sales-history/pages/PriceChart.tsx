import { Area, CartesianGrid, ComposedChart, Line, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { FormattedMessage, useIntl } from 'react-intl';
import { useTheme } from 'styled-components';
import type { SalesHistoryResponse } from '@criadero/api-contracts/axie';

/** Price over time: the range (min–max) as a band, the median per bucket as a line, the overall median as a reference. */
export function PriceChart({ data }: { data: SalesHistoryResponse }) {
  const intl = useIntl();
  const theme = useTheme();
  const usd = (n: number) => intl.formatNumber(n, { style: 'currency', currency: 'USD' });
  const date = (s: number) => intl.formatDate(new Date(s * 1000), data.bucket === 'month' ? { month: 'short', year: '2-digit', timeZone: 'UTC' } : { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const points = data.series.map((p) => ({ ...p, range: [p.minUsd, p.maxUsd] as [number, number] }));
  const median = data.stats.medianUsd;
  return (
    <figure style={{ margin: 0 }} aria-labelledby="price-chart-caption">
      <div style={{ width: '100%', height: 280 }}>
        <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 600, height: 280 }}>
          <ComposedChart data={points} margin={{ top: 10, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid stroke={theme.colors.border} strokeDasharray="3 3" />
            <XAxis dataKey="start" tickFormatter={date} stroke={theme.colors.textMuted} fontSize={12} minTickGap={16} />
            <YAxis scale="log" domain={['auto', 'auto']} allowDataOverflow tickFormatter={(n: number) => `$${Math.round(n)}`} stroke={theme.colors.textMuted} fontSize={12} width={52} />
            <Tooltip
              contentStyle={{ background: theme.colors.surfaceRaised, border: `1px solid ${theme.colors.border}` }}
              labelFormatter={(s) => date(Number(s))}
              formatter={(value) => (Array.isArray(value) ? value.map((v) => usd(Number(v))).join(' – ') : usd(Number(value)))}
            />
            <Area type="monotone" dataKey="range" name={intl.formatMessage({ id: 'axie.salesHistory.chart.range' })} stroke="none" fill={theme.colors.info} fillOpacity={0.2} isAnimationActive={false} />
            <Line type="monotone" dataKey="medianUsd" name={intl.formatMessage({ id: 'axie.salesHistory.chart.median' })} stroke={theme.colors.accent} dot={false} strokeWidth={2} isAnimationActive={false} />
            {median !== null ? <ReferenceLine y={median} stroke={theme.colors.warning} strokeDasharray="6 4" /> : null}
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      <figcaption id="price-chart-caption" data-testid="chart-caption" style={{ fontSize: '0.85rem', color: theme.colors.textMuted }}>
        <FormattedMessage
          id="axie.salesHistory.chart.caption"
          values={{ bucket: data.bucket, median: median === null ? '—' : usd(median), points: data.series.length }}
        />
      </figcaption>
    </figure>
  );
}
