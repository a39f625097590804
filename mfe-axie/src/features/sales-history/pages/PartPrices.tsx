import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useIntl } from 'react-intl';
import { useTheme } from 'styled-components';
import { PART_TYPE_LABELS } from '../../../i18n/labels';
import { ColumnHeaders } from '@criadero/ui';
import { TableBox, classColor, numeric } from '../../../components/styled';
import type { SalesHistoryResponse } from '@criadero/api-contracts/axie';

const SHOWN = 12;

/** Median sale price of the axies showing each part (most sold parts): a bar chart and the same numbers as a table. */
export function PartPrices({ parts }: { parts: SalesHistoryResponse['byPart'] }) {
  const intl = useIntl();
  const theme = useTheme();
  const usd = (n: number) => intl.formatNumber(n, { style: 'currency', currency: 'USD' });
  const label = (p: SalesHistoryResponse['byPart'][number]) => `${p.name} (${p.type in PART_TYPE_LABELS ? intl.formatMessage(PART_TYPE_LABELS[p.type as keyof typeof PART_TYPE_LABELS]) : p.type})`;
  const top = parts.slice(0, SHOWN).map((p) => ({ ...p, label: label(p) }));
  return (
    <>
      {/* a picture of the table below (its text equivalent): hidden from screen readers and out of the tab order */}
      <div style={{ width: '100%', height: 30 + top.length * 26 }} aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 600, height: 30 + top.length * 26 }}>
          <BarChart accessibilityLayer={false} data={top} layout="vertical" margin={{ top: 0, right: 12, bottom: 0, left: 0 }}>
            <CartesianGrid stroke={theme.colors.border} strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" tickFormatter={(n: number) => `$${n}`} stroke={theme.colors.textMuted} fontSize={12} />
            <YAxis type="category" dataKey="name" width={96} stroke={theme.colors.textMuted} fontSize={12} />
            <Tooltip contentStyle={{ background: theme.colors.surfaceRaised, border: `1px solid ${theme.colors.border}` }} formatter={(v) => usd(Number(v))} labelFormatter={(_, payload) => payload?.[0]?.payload?.label ?? ''} />
            <Bar dataKey="medianUsd" name={intl.formatMessage({ id: 'axie.salesHistory.chart.median' })} fill={theme.colors.accent} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <TableBox aria-label={intl.formatMessage({ id: 'axie.salesHistory.parts.table' })}>
        <table>
          <ColumnHeaders titles={['axie.tools.part', numeric('axie.salesHistory.parts.sales'), numeric('axie.salesHistory.chart.median')]} />
          <tbody>
            {parts.map((p) => (
              <tr key={p.partId} data-testid="part-row">
                <td style={{ color: classColor(p.class) }}>{label(p)}</td>
                <td className="num">{p.count}</td>
                <td className="num">{usd(p.medianUsd)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableBox>
    </>
  );
}
