import type { ProjectionRow } from '@criadero/genetics';
import type { ProjectionColumn } from '../../hooks/useProjectionColumns';
import { HeaderCells } from '../HeaderCells';
import { TableWrap } from '../styled';

/** One row per breed, one cell per column (in a phone's dialog each breed becomes a list). */
export function ProjectionTable({ rows, columns, wide }: { rows: ProjectionRow[]; columns: ProjectionColumn[]; wide: boolean }) {
  return (
    <TableWrap>
      {/* every column at once in the pair viewer; in a phone's dialog each breed becomes a list (data-stack) */}
      <table data-stack={wide ? '' : undefined}>
        <thead>
          <tr>
            <HeaderCells columns={columns} />
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.breedNum}>
              {columns.map((c) => (
                <td key={c.key} data-label={c.label} data-testid={c.testId}>
                  {c.cell(r)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}
