import type { ReactNode } from 'react';
import { FormattedNumber } from 'react-intl';

interface ProbabilityColumn<Row> {
  header?: ReactNode;
  cell: (row: Row) => ReactNode;
}

export interface ProbabilityTableProps<Row> {
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The columns that say what each outcome is, left of its probability. */
  columns: readonly ProbabilityColumn<Row>[];
  probability: (row: Row) => number;
  /** The probability column's header; a table without one has no header row. */
  probabilityHeader?: ReactNode;
  caption?: ReactNode;
}

/** A percentage with at most one decimal, in the reader's locale. */
function Percent({ value }: { value: number }) {
  return <FormattedNumber value={value} style="percent" maximumFractionDigits={1} />;
}

/** Outcomes and their odds: one row per outcome, its probability in the last column as a percentage. */
export function ProbabilityTable<Row>({ rows, rowKey, columns, probability, probabilityHeader, caption }: ProbabilityTableProps<Row>) {
  return (
    <table>
      {caption ? <caption>{caption}</caption> : null}
      {probabilityHeader ? (
        <thead>
          <tr>
            {columns.map((column, i) => (
              <th key={i} scope="col">
                {column.header}
              </th>
            ))}
            <th scope="col">{probabilityHeader}</th>
          </tr>
        </thead>
      ) : null}
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column, i) => (
              <td key={i}>{column.cell(row)}</td>
            ))}
            <td>
              <Percent value={probability(row)} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
