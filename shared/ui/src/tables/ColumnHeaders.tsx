import { FormattedMessage } from 'react-intl';

/** A table's header row: one column header per message id, in order. */
export function ColumnHeaders({ titles }: { titles: readonly string[] }) {
  return (
    <thead>
      <tr>
        {titles.map((id) => (
          <th key={id} scope="col">
            <FormattedMessage id={id} />
          </th>
        ))}
      </tr>
    </thead>
  );
}
