import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/**
 * One column's header: a message id, or `{ id }` with a class for the cell, or `{ text }` for a header
 * that is not translated (a symbol such as "#" or "D", a name from the data). Write the ids in the
 * JSX itself: the catalogue check reads them there.
 */
type ColumnTitle = string | { id: string; className?: string } | { text: ReactNode; className?: string };

/** A table's header row: one column header per title, in order. */
export function ColumnHeaders({ titles }: { titles: readonly ColumnTitle[] }) {
  return (
    <thead>
      <tr>
        {titles.map((title, index) => {
          const column = typeof title === 'string' ? { id: title } : title;
          return (
            // a column's place is its identity: the header row is rewritten whole when columns change
            <th key={index} scope="col" className={column.className}>
              {'id' in column ? <FormattedMessage id={column.id} /> : column.text}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
