import styled from 'styled-components';

export const Row = styled.div`
  display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: flex-end;
`;
export const Stack = styled.div`
  display: flex; flex-direction: column; gap: 0.75rem; min-width: 0;
`;
export const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.85rem; margin: 0.25rem 0;
`;
/**
 * A table box; focusable so keyboard users can scroll it. In a narrow box (a phone's card or
 * dialog) the cells wrap, a long word anywhere, so no table needs sideways scrolling.
 */
export const TableWrap = styled.div.attrs({ tabIndex: 0 })`
  overflow-x: auto; max-width: 100%; container-type: inline-size;
  table { border-collapse: collapse; width: 100%; font-size: 0.9rem; }
  th, td { border-bottom: 1px solid ${({ theme }) => theme.colors.border}; padding: 0.3rem 0.4rem; text-align: left; white-space: nowrap; }
  /* headers wrap, so a 9-column table fits a desktop card instead of hiding its last columns */
  thead th { white-space: normal; vertical-align: bottom; min-width: 3.5rem; }
  th { color: ${({ theme }) => theme.colors.textMuted}; font-weight: 600; }
  @container (max-width: 36rem) {
    table { font-size: 0.8rem; }
    th, td, thead th { padding: 0.25rem 0.2rem; white-space: normal; overflow-wrap: anywhere; min-width: 0; }
    /* a table of many columns (data-stack): each row a list of 'column: value' lines */
    table[data-stack] thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
    table[data-stack] tr { display: block; padding: 0.3rem 0; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
    table[data-stack] td { display: flex; justify-content: space-between; gap: 0.5rem; border: 0; padding: 0.1rem 0; overflow-wrap: normal; }
    table[data-stack] td::before { content: attr(data-label); color: ${({ theme }) => theme.colors.textMuted}; }
  }
`;
export const LinkButton = styled.a`
  display: inline-block; padding: 0.45rem 0.9rem; border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border}; color: ${({ theme }) => theme.colors.info};
`;
