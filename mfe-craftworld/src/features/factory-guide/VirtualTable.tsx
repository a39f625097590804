import { useRef, type ReactNode } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import styled from 'styled-components';

export interface Column<T> {
  id: string;
  header: ReactNode;
  /** CSS grid track, e.g. '6rem' or 'minmax(10rem, 2fr)' */
  width: string;
  cell: (row: T) => ReactNode;
}

const Scroller = styled.div`
  max-height: min(60vh, 520px); overflow: auto; max-width: 100%;
  border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radius};
  &:focus { outline: 2px solid ${({ theme }) => theme.colors.info}; }
`;
const Line = styled.div<{ $columns: string }>`
  display: grid; grid-template-columns: ${({ $columns }) => $columns};
  min-width: 44rem; font-size: 0.88rem;
  > div { padding: 0.35rem 0.5rem; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; overflow-wrap: anywhere; }
`;
const Head = styled(Line)`
  position: sticky; top: 0; z-index: 1; background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.textMuted}; font-weight: 600;
`;

/**
 * A table that renders only the rows in view (820 level rows stay light on a phone). ARIA table
 * roles with aria-rowcount/aria-rowindex tell screen readers the full size.
 */
export function VirtualTable<T>({ rows, columns, label, rowKey, testId }: { rows: T[]; columns: Column<T>[]; label: string; rowKey: (row: T) => string; testId?: string }) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtual = useVirtualizer({ count: rows.length, getScrollElement: () => scroller.current, estimateSize: () => 34, overscan: 12 });
  const tracks = columns.map((c) => c.width).join(' ');
  return (
    <Scroller ref={scroller} style={{ height: `${rows.length * 34 + 60}px` }} tabIndex={0} role="table" aria-label={label} aria-rowcount={rows.length + 1} data-testid={testId}>
      <Head $columns={tracks} role="row" aria-rowindex={1}>
        {columns.map((c) => (
          <div key={c.id} role="columnheader">
            {c.header}
          </div>
        ))}
      </Head>
      <div role="rowgroup" style={{ height: virtual.getTotalSize(), position: 'relative' }}>
        {virtual.getVirtualItems().map((item) => {
          const row = rows[item.index]!;
          return (
            <Line
              key={rowKey(row)}
              $columns={tracks}
              role="row"
              aria-rowindex={item.index + 2}
              data-index={item.index}
              ref={virtual.measureElement}
              style={{ position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${item.start}px)` }}
            >
              {columns.map((c) => (
                <div key={c.id} role="cell">
                  {c.cell(row)}
                </div>
              ))}
            </Line>
          );
        })}
      </div>
    </Scroller>
  );
}
