import { useIntl } from 'react-intl';
import { PART_TYPE_LABELS } from '../../../i18n/labels';
import { ColumnHeaders } from '@criadero/ui';
import { TableBox, classColor, numeric } from '../../../components/styled';
import type { SalesHistoryResponse } from '@criadero/api-contracts/axie';
import { PartBarChart } from '../charts/PartBarChart';
import { useUsd } from '../useUsd';

const SHOWN = 12;

/** Median sale price of the axies showing each part (most sold parts): a bar chart and the same numbers as a table. */
export function PartPrices({ parts }: { parts: SalesHistoryResponse['byPart'] }) {
  const intl = useIntl();
  const usd = useUsd();
  const label = (p: SalesHistoryResponse['byPart'][number]) => `${p.name} (${p.type in PART_TYPE_LABELS ? intl.formatMessage(PART_TYPE_LABELS[p.type as keyof typeof PART_TYPE_LABELS]) : p.type})`;
  const top = parts.slice(0, SHOWN).map((p) => ({ ...p, label: label(p) }));
  return (
    <>
      <PartBarChart parts={top} />
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
