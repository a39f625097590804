import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { GeneGroupKey, GroupAnalysis, PairAnalysis } from '@criadero/genetics';
import { HeaderCells, type LabelledColumn } from './HeaderCells';
import { GROUP_NAMES } from './labels';
import { wantedNames } from './partOptions';
import { TableWrap } from './styled';

/** The gene slots as columns: dominant, then the two recessives. */
export const SLOT_COLUMNS = [
  { key: 'd', label: 'D' },
  { key: 'r1', label: 'R1' },
  { key: 'r2', label: 'R2' },
] as const;

/** A pair analysis' part groups and their odds, in the analysis' order. */
export const analysedGroups = (analysis: PairAnalysis) => Object.entries(analysis.parts) as [GeneGroupKey, GroupAnalysis][];

/** A row per part group, named with the wanted parts when `want` is given; one cell per column. */
type PartRow = { group: GeneGroupKey; want?: string | readonly string[]; cells: readonly ReactNode[]; testId?: string };

/** The genetics tables' one layout: a "Parte" column naming each part group, then a column per slot or category. */
export function PartTable({ caption, columns, rows, testId }: { caption?: ReactNode; columns: readonly LabelledColumn[]; rows: readonly PartRow[]; testId?: string }) {
  const intl = useIntl();
  return (
    <TableWrap>
      <table data-testid={testId}>
        {caption ? <caption>{caption}</caption> : null}
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="axie.breeding.prob.part" />
            </th>
            <HeaderCells columns={columns} />
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.group} data-testid={r.testId}>
              <th scope="row">
                {intl.formatMessage(GROUP_NAMES[r.group])}
                {r.want === undefined ? null : `: ${wantedNames(r.want, intl)}`}
              </th>
              {r.cells.map((cell, i) => (
                <td key={columns[i]?.key ?? i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}
