import styled from 'styled-components';

/** A list of watches or alerts: one bordered row each, its text left and its action right. */
export const List = styled.ul`
  list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 0.5rem;
  li {
    display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.5rem;
    padding: 0.5rem 0.6rem; border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surfaceRaised}; min-width: 0; overflow-wrap: anywhere;
  }
  a { color: ${({ theme }) => theme.colors.accent}; }
`;
