import { useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useTheme } from 'styled-components';
import type { SalesHistoryResponse } from '@criadero/api-contracts/axie';
import { useUsd } from '../useUsd';
import { ChartFrame } from './ChartFrame';
import { PRICE_PLOT, priceChartGeometry } from './geometry';

const MOVES: Record<string, (i: number, last: number) => number> = {
  ArrowLeft: (i) => Math.max(0, i - 1),
  ArrowRight: (i, last) => Math.min(last, i + 1),
  Home: () => 0,
  End: (_, last) => last,
};

/**
 * Price over time: the range (min–max) as a band, the median per bucket as a line, the overall
 * median as a dashed reference. Each bucket is a point a mouse or the keyboard reaches (one tab stop,
 * arrows between points, roving focus): its name says its date, median and range, and a tooltip
 * shows them.
 */
export function PriceChart({ data }: { data: SalesHistoryResponse }) {
  const intl = useIntl();
  const { colors } = useTheme();
  const [active, setActive] = useState<number | null>(null);
  const [tabStop, setTabStop] = useState(0);
  const points = useRef<(SVGRectElement | null)[]>([]);
  const usd = useUsd();
  const date = (s: number) => intl.formatDate(new Date(s * 1000), data.bucket === 'month' ? { month: 'short', year: '2-digit', timeZone: 'UTC' } : { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const { series } = data;
  const median = data.stats.medianUsd;
  const chart = priceChartGeometry(series, median);
  const { height } = PRICE_PLOT;
  const shown = active === null ? undefined : series[active];
  // a new answer may have fewer buckets: the tab stop stays on one that exists
  const stop = Math.min(tabStop, series.length - 1);

  const move = (event: KeyboardEvent, from: number) => {
    const to = MOVES[event.key]?.(from, series.length - 1);
    if (to === undefined) return;
    event.preventDefault();
    setTabStop(to);
    points.current[to]?.focus();
  };

  return (
    <figure style={{ margin: 0 }} aria-labelledby="price-chart-caption">
      <ChartFrame
        testId="price-chart"
        top={PRICE_PLOT.top}
        plotHeight={height}
        xAxisHeight={PRICE_PLOT.xAxis}
        yAxisWidth={PRICE_PLOT.yAxisWidth}
        yTicks={chart.yTicks.map((t) => ({ y: chart.y(t), label: `$${Math.round(t)}` }))}
        xTicks={chart.xTicks.map((i) => ({ x: chart.x(i), label: date(series[i]!.start) }))}
        grid={{ rows: chart.yTicks.map((t) => chart.y(t)), columns: chart.xTicks.map((i) => chart.x(i)) }}
        overlay={
          shown && active !== null ? (
            <div
              aria-hidden="true"
              data-testid="price-chart-tooltip"
              style={{
                position: 'absolute',
                top: 0,
                // beside the month, on the side with more room, and never wider than that room (a phone's plot is narrow)
                ...(chart.x(active) < 50
                  ? { left: `calc(${chart.x(active)}% + 10px)`, maxWidth: `calc(${100 - chart.x(active)}% - 10px)` }
                  : { right: `calc(${100 - chart.x(active)}% + 10px)`, maxWidth: `calc(${chart.x(active)}% - 10px)` }),
                pointerEvents: 'none',
                fontSize: '0.8rem',
                padding: '0.3rem 0.5rem',
                background: colors.surfaceRaised,
                border: `1px solid ${colors.border}`,
              }}
            >
              <div>{date(shown.start)}</div>
              <div>
                <FormattedMessage id="axie.salesHistory.chart.range" />: {usd(shown.minUsd)} – {usd(shown.maxUsd)}
              </div>
              <div>
                <FormattedMessage id="axie.salesHistory.chart.median" />: {usd(shown.medianUsd)}
              </div>
            </div>
          ) : null
        }
      >
        <svg viewBox={`0 0 100 ${height}`} preserveAspectRatio="none" width="100%" height={height} overflow="visible" aria-hidden="true">
          <path data-testid="price-band" d={chart.band} fill={colors.info} fillOpacity={0.2} stroke="none" />
          <path data-testid="price-median" d={chart.median} fill="none" stroke={colors.accent} strokeWidth={2} vectorEffect="non-scaling-stroke" />
        </svg>
        {chart.overallMedianY !== null ? (
          <line data-testid="price-reference" aria-hidden="true" x1="0" x2="100%" y1={chart.overallMedianY} y2={chart.overallMedianY} stroke={colors.warning} strokeDasharray="6 4" />
        ) : null}
        {shown && active !== null ? (
          <g aria-hidden="true">
            <line x1={`${chart.x(active)}%`} x2={`${chart.x(active)}%`} y1={0} y2={height} stroke={colors.textMuted} />
            <circle cx={`${chart.x(active)}%`} cy={chart.y(shown.medianUsd)} r={4} fill={colors.accent} />
          </g>
        ) : null}
        <g role="group" aria-label={intl.formatMessage({ id: 'axie.salesHistory.chart.points' })} onMouseLeave={() => setActive(null)}>
          {series.map((p, i) => (
            <rect
              key={p.start}
              ref={(el) => {
                points.current[i] = el;
              }}
              data-testid="price-point"
              role="img"
              aria-label={intl.formatMessage({ id: 'axie.salesHistory.chart.point' }, { date: date(p.start), median: usd(p.medianUsd), min: usd(p.minUsd), max: usd(p.maxUsd) })}
              tabIndex={i === stop ? 0 : -1}
              x={`${chart.x(i) - chart.slotWidth / 2}%`}
              width={`${chart.slotWidth}%`}
              y={0}
              height={height}
              fill="transparent"
              onMouseEnter={() => setActive(i)}
              onFocus={() => {
                setActive(i);
                setTabStop(i);
              }}
              onBlur={() => setActive(null)}
              onKeyDown={(e) => move(e, i)}
            />
          ))}
        </g>
      </ChartFrame>
      <figcaption id="price-chart-caption" data-testid="chart-caption" style={{ fontSize: '0.85rem', color: colors.textMuted }}>
        <FormattedMessage
          id="axie.salesHistory.chart.caption"
          values={{ bucket: data.bucket, median: usd(median), points: data.series.length }}
        />
      </figcaption>
    </figure>
  );
}
