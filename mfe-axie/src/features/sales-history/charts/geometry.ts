import { scaleBand, scaleLinear, scaleLog, scalePoint } from 'd3-scale';
import { area, curveMonotoneX, line } from 'd3-shape';
import type { SalesHistoryResponse } from '@criadero/api-contracts/axie';

/**
 * Where each mark of the sales charts goes. A chart's x runs 0–100 (per cent of the plot's width:
 * SVG draws lines, rectangles and text at a percentage, and the two curves in a viewBox 100 wide
 * stretched to the plot), so the chart fills any width without measuring it; y is in pixels, the
 * height being fixed.
 */

type Series = SalesHistoryResponse['series'];

/** Coordinates to 0.001 (of a pixel, or of a per cent of the width): shorter markup, no float noise. */
const thousandths = (n: number) => Math.round(n * 1000) / 1000;

/** The price chart's plot: 240 px tall, below a 10 px margin and above 30 px of date ticks (a 280 px figure). */
export const PRICE_PLOT = { top: 10, height: 240, xAxis: 30, yAxisWidth: 52 } as const;
/** At most this many date ticks: they fit a phone's plot (about 270 px) at 12 px text. */
const MAX_DATE_TICKS = 5;
/** The lowest price a log axis can show: a sale at $0 sits on the axis' bottom. */
const LOWEST_PRICE = 0.01;

/**
 * The price chart: buckets evenly spaced (each at the middle of its slot), prices on a log axis
 * spanning the lowest minimum to the highest maximum (and the overall median), the band min–max and
 * the median as monotone curves through each bucket's values.
 */
export function priceChartGeometry(series: Series, overallMedian: number | null) {
  const x = scalePoint<number>()
    .domain(series.map((_, i) => i))
    .range([0, 100])
    .padding(0.5);
  const prices = series.flatMap((p) => [p.minUsd, p.maxUsd]).concat(overallMedian ?? []);
  let low = Math.max(LOWEST_PRICE, Math.min(...prices));
  let high = Math.max(LOWEST_PRICE, Math.max(...prices));
  // one price only (one sale, or all alike): a span around it, else the log scale has no height
  if (high <= low) [low, high] = [low / 2, high * 2];
  const y = scaleLog().domain([low, high]).range([PRICE_PLOT.height, 0]).clamp(true);
  const at = (i: number) => thousandths(x(i) ?? 50);
  const band = area<Series[number]>()
    .digits(3)
    .curve(curveMonotoneX)
    .x((_, i) => at(i))
    .y0((p) => y(p.minUsd))
    .y1((p) => y(p.maxUsd))(series);
  const median = line<Series[number]>()
    .digits(3)
    .curve(curveMonotoneX)
    .x((_, i) => at(i))
    .y((p) => y(p.medianUsd))(series);
  // a log axis offers each 1–9 multiple; its own format leaves blank the ones that would crowd
  const keep = y.tickFormat(5, '');
  const yTicks = y.ticks(5).filter((t) => keep(t) !== '');
  const step = Math.ceil(series.length / MAX_DATE_TICKS);
  const xTicks = series.map((_, i) => i).filter((i) => i % step === 0);
  return {
    x: at,
    y: (price: number) => thousandths(y(price)),
    slotWidth: 100 / Math.max(1, series.length),
    band: band ?? '',
    median: median ?? '',
    overallMedianY: overallMedian === null ? null : thousandths(y(overallMedian)),
    yTicks,
    xTicks,
  };
}

/** The part-price bars: one 26 px row per part, a linear price axis from $0 below them. */
const BAR_ROW = 26;
export const BARS_X_AXIS = 30;
export const BARS_LABEL_WIDTH = 96;

export function partBarsGeometry(medians: number[]) {
  const x = scaleLinear()
    .domain([0, Math.max(...medians) || 1]) // all at $0: still an axis
    .nice(4)
    .range([0, 100]);
  const row = scaleBand<number>()
    .domain(medians.map((_, i) => i))
    .range([0, medians.length * BAR_ROW])
    .paddingInner(0.1)
    .paddingOuter(0.05);
  return {
    height: medians.length * BAR_ROW,
    bars: medians.map((m, i) => ({ width: thousandths(x(m)), y: row(i) ?? 0, height: row.bandwidth(), middle: (row(i) ?? 0) + row.bandwidth() / 2 })),
    xTicks: x.ticks(4).map((t) => ({ value: t, at: x(t) })),
  };
}
