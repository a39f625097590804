import styled from 'styled-components';

export const Panel = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 1rem; margin-bottom: 1rem; min-width: 0;
  h2 { font-size: 1.15rem; margin: 0 0 0.75rem; }
  h3 { font-size: 1rem; margin: 0.5rem 0; }
`;
export const Filters = styled.form`
  display: flex; flex-wrap: wrap; gap: 0.6rem; align-items: flex-end;
`;
export const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.85rem; margin: 0.4rem 0;
`;
export const Alert = styled.p`
  border-left: 4px solid ${({ theme }) => theme.colors.danger}; padding: 0.5rem 0.75rem;
  background: ${({ theme }) => theme.colors.surfaceRaised}; border-radius: ${({ theme }) => theme.radius};
`;
/** A horizontally scrollable table box, focusable so keyboard users can scroll it. */
export const TableBox = styled.div.attrs({ tabIndex: 0 })`
  overflow-x: auto; max-width: 100%;
  table { border-collapse: collapse; width: 100%; font-size: 0.9rem; }
  th, td { border-bottom: 1px solid ${({ theme }) => theme.colors.border}; padding: 0.35rem 0.5rem; text-align: left; vertical-align: top; }
  th { color: ${({ theme }) => theme.colors.textMuted}; font-weight: 600; white-space: nowrap; }
  td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
`;
/** A numbers column's header for ColumnHeaders, right-aligned like the column's cells. */
export const numeric = (id: string) => ({ id, className: 'num' });
export const Grid = styled.ul`
  list-style: none; padding: 0; margin: 0; display: grid; gap: 0.75rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
`;
/** Takes the room of what it holds without showing it: a stand-in for text that arrives with the data. */
export const Unseen = styled.span`
  visibility: hidden;
`;
export const Tile = styled.li`
  background: ${({ theme }) => theme.colors.surfaceRaised}; border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius}; padding: 0.75rem; min-width: 0; overflow-wrap: anywhere;
  /* a tile's name: h2 right under the page's h1 (no level skipped), sized as a minor heading */
  h2, h3 { margin: 0 0 0.3rem; font-size: 1rem; }
  p { margin: 0.3rem 0; font-size: 0.88rem; }
`;
export const Chip = styled.span<{ $color?: string }>`
  display: inline-block; padding: 0.05rem 0.45rem; border-radius: 999px; font-size: 0.78rem; margin-right: 0.3rem;
  border: 1px solid ${({ $color, theme }) => $color ?? theme.colors.border}; color: ${({ $color, theme }) => $color ?? theme.colors.textMuted};
`;
export const Stats = styled.dl`
  display: grid; grid-template-columns: repeat(auto-fill, minmax(8rem, 1fr)); gap: 0.5rem; margin: 0.5rem 0;
  div { background: ${({ theme }) => theme.colors.surfaceRaised}; border-radius: ${({ theme }) => theme.radius}; padding: 0.5rem; }
  dt { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.8rem; }
  dd { margin: 0; font-size: 1.15rem; font-weight: 600; font-variant-numeric: tabular-nums; }
`;

/**
 * The marketplace's public class palette, used for text: bug, reptile and dusk are lightened
 * (marketplace: #ff5341, #c569cf, #129092) to read at 4.5:1 or more on every surface of the theme
 * (WCAG 1.4.3; the marketplace's shades fall to 3.6:1 on a raised tile).
 */
const CLASS_COLORS: Record<string, string> = {
  beast: '#fdb014', aquatic: '#00b8ce', plant: '#6cc000', bird: '#ff8bbd', bug: '#ff6b5b', reptile: '#d080d6',
  mech: '#c6bdd4', dawn: '#beceff', dusk: '#40a9aa', neutral: '#a5b0c6',
};
export const classColor = (cls: string | null | undefined) => CLASS_COLORS[(cls ?? '').toLowerCase()];
