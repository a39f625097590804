import { useTheme } from 'styled-components';
import { useUsd } from '../useUsd';
import { ChartFrame } from './ChartFrame';
import { BARS_LABEL_WIDTH, BARS_X_AXIS, partBarsGeometry } from './geometry';

interface PartBar {
  partId: string;
  name: string;
  /** the part with its type, as the table names it (the bar's tooltip) */
  label: string;
  medianUsd: number;
}

/**
 * The median price of each part as a horizontal bar. A picture of the table beside it (its text
 * equivalent): hidden from screen readers and out of the tab order; a mouse gets each bar's figure
 * as its title.
 */
export function PartBarChart({ parts }: { parts: PartBar[] }) {
  const { colors } = useTheme();
  const usd = useUsd();
  const chart = partBarsGeometry(parts.map((p) => p.medianUsd));
  return (
    <div aria-hidden="true">
      <ChartFrame
        testId="part-chart"
        plotHeight={chart.height}
        xAxisHeight={BARS_X_AXIS}
        yAxisWidth={BARS_LABEL_WIDTH}
        yTicks={parts.map((p, i) => ({ y: chart.bars[i]!.middle, label: p.name }))}
        xTicks={chart.xTicks.map((t) => ({ x: t.at, label: `$${t.value}` }))}
        grid={{ rows: [], columns: chart.xTicks.map((t) => t.at) }}
      >
        {parts.map((p, i) => {
          const bar = chart.bars[i]!;
          return (
            <rect key={p.partId} data-testid="part-bar" x={0} width={`${bar.width}%`} y={bar.y} height={bar.height} fill={colors.accent}>
              <title>{`${p.label}: ${usd(p.medianUsd)}`}</title>
            </rect>
          );
        })}
      </ChartFrame>
    </div>
  );
}
