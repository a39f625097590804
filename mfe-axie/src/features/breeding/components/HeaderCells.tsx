import type { ReactNode } from 'react';

/** A labelled column; `column` is set as the header's data-column where a test or style reads it. */
export type LabelledColumn = { key: string; label: ReactNode; column?: string };

/** The column headers of a table whose columns carry their own labels (slots, categories, projection figures). */
export function HeaderCells({ columns }: { columns: readonly LabelledColumn[] }) {
  return (
    <>
      {columns.map((c) => (
        <th scope="col" key={c.key} data-column={c.column}>
          {c.label}
        </th>
      ))}
    </>
  );
}
