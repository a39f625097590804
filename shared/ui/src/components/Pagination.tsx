import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { pageWindow } from './pagination';

const Nav = styled.nav`
  display: flex; gap: 0.25rem; flex-wrap: wrap; align-items: center; margin: 0.75rem 0;
  button {
    font: inherit; min-width: 2.25rem; padding: 0.3rem 0.5rem; cursor: pointer;
    background: ${({ theme }) => theme.colors.surface}; color: ${({ theme }) => theme.colors.text};
    border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radius};
  }
  button[aria-current='page'] { background: ${({ theme }) => theme.colors.accent}; color: ${({ theme }) => theme.colors.accentText}; }
  button:disabled { opacity: 0.5; cursor: default; }
`;

export function Pagination({ page, pageCount, onPage }: { page: number; pageCount: number; onPage: (page: number) => void }) {
  const intl = useIntl();
  if (pageCount <= 1) return null;
  return (
    <Nav aria-label={intl.formatMessage({ id: 'ui.pagination.label' })}>
      <button type="button" onClick={() => onPage(page - 1)} disabled={page <= 1} aria-label={intl.formatMessage({ id: 'ui.pagination.previous' })}>
        ‹
      </button>
      {pageWindow(page, pageCount).map((n) => (
        <button key={n} type="button" onClick={() => onPage(n)} aria-current={n === page ? 'page' : undefined}>
          {n}
        </button>
      ))}
      <button type="button" onClick={() => onPage(page + 1)} disabled={page >= pageCount} aria-label={intl.formatMessage({ id: 'ui.pagination.next' })}>
        ›
      </button>
    </Nav>
  );
}
