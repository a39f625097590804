import styled from 'styled-components';

export const Badge = styled.span<{ $tone: 'good' | 'bad' | 'info' }>`
  font-size: 0.75rem; border-radius: 4px; padding: 0.05rem 0.4rem; font-weight: 600;
  background: ${({ theme, $tone }) => ($tone === 'good' ? theme.colors.accent : $tone === 'bad' ? theme.colors.danger : theme.colors.info)};
  color: #06281a;
`;

