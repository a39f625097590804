import { useId, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

const List = styled.div`
  display: flex; gap: 0.25rem; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; margin-bottom: 0.75rem;
  overflow-x: auto;
`;

const Tab = styled.button<{ $active: boolean }>`
  font: inherit; background: none; border: 0; cursor: pointer; padding: 0.5rem 0.9rem;
  color: ${({ theme, $active }) => ($active ? theme.colors.text : theme.colors.textMuted)};
  border-bottom: 2px solid ${({ theme, $active }) => ($active ? theme.colors.accent : 'transparent')};
  white-space: nowrap;
`;

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

/** Simple tab strip (WAI-ARIA tabs pattern: arrow keys move between tabs). */
export function Tabs({ items, active, onChange, label }: { items: TabItem[]; active: string; onChange: (id: string) => void; label: string }) {
  const baseId = useId();
  const index = Math.max(0, items.findIndex((item) => item.id === active));
  const onKeyDown = (event: KeyboardEvent) => {
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    const next = items[(index + delta + items.length) % items.length]!;
    onChange(next.id);
    document.getElementById(`${baseId}-tab-${next.id}`)?.focus();
  };
  const current = items[index];
  return (
    <div>
      <List role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item) => (
          <Tab
            key={item.id}
            id={`${baseId}-tab-${item.id}`}
            type="button"
            role="tab"
            aria-selected={item.id === current?.id}
            aria-controls={`${baseId}-panel`}
            tabIndex={item.id === current?.id ? 0 : -1}
            $active={item.id === current?.id}
            onClick={() => onChange(item.id)}
          >
            {item.label}
          </Tab>
        ))}
      </List>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${current?.id}`}>
        {current?.content}
      </div>
    </div>
  );
}
