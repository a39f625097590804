import type { ReactNode } from 'react';
import { useTheme } from 'styled-components';

const TEXT = 12;
const RIGHT_MARGIN = 8;

interface ChartFrameProps {
  /** the plot's height in pixels (y of every mark runs 0 at its top to this at its bottom) */
  plotHeight: number;
  top?: number;
  /** the room below the plot for the x ticks */
  xAxisHeight: number;
  yAxisWidth: number;
  /** labels of the y axis, at pixels of the plot */
  yTicks: { y: number; label: string }[];
  /** labels of the x axis, at per cent of the plot's width */
  xTicks: { x: number; label: string }[];
  /** grid lines: rows at pixels, columns at per cent */
  grid: { rows: number[]; columns: number[] };
  /** the marks, drawn in the plot (x in per cent, y in pixels) */
  children: ReactNode;
  /** HTML over the plot (a tooltip), placed in per cent of its width */
  overlay?: ReactNode;
  testId: string;
}

/**
 * The axes and grid of a sales chart around its marks. The y axis is a fixed column; the plot
 * takes the rest of the width and places everything along x in per cent, so it follows its
 * container's width with no measuring and no second render; the height is fixed from the start.
 */
export function ChartFrame({ plotHeight, top = 0, xAxisHeight, yAxisWidth, yTicks, xTicks, grid, children, overlay, testId }: ChartFrameProps) {
  const { colors } = useTheme();
  const height = top + plotHeight + xAxisHeight;
  const text = { fill: colors.textMuted, fontSize: TEXT };
  return (
    <div style={{ display: 'flex', width: '100%', height, paddingRight: RIGHT_MARGIN, boxSizing: 'border-box' }} data-testid={testId}>
      <svg width={yAxisWidth} height={height} style={{ flex: 'none', overflow: 'visible' }} aria-hidden="true">
        <g transform={`translate(0,${top})`}>
          <line x1={yAxisWidth - 0.5} x2={yAxisWidth - 0.5} y1={0} y2={plotHeight} stroke={colors.textMuted} />
          {yTicks.map((t) => (
            <text key={t.label + t.y} x={yAxisWidth - 6} y={t.y} textAnchor="end" dominantBaseline="middle" {...text}>
              {t.label}
            </text>
          ))}
        </g>
      </svg>
      <div style={{ position: 'relative', flex: '1 1 0', minWidth: 0 }}>
        <svg width="100%" height={height} style={{ display: 'block', overflow: 'visible' }}>
          <g transform={`translate(0,${top})`}>
            <g aria-hidden="true" stroke={colors.border} strokeDasharray="3 3">
              {grid.rows.map((y) => (
                <line key={`r${y}`} x1="0" x2="100%" y1={y} y2={y} />
              ))}
              {grid.columns.map((x) => (
                <line key={`c${x}`} x1={`${x}%`} x2={`${x}%`} y1={0} y2={plotHeight} />
              ))}
            </g>
            {children}
            <g aria-hidden="true">
              <line x1="0" x2="100%" y1={plotHeight - 0.5} y2={plotHeight - 0.5} stroke={colors.textMuted} />
              {xTicks.map((t) => (
                <text key={t.x} x={`${t.x}%`} y={plotHeight + 18} textAnchor="middle" {...text}>
                  {t.label}
                </text>
              ))}
            </g>
          </g>
        </svg>
        {overlay}
      </div>
    </div>
  );
}
