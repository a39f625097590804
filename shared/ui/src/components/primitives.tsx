import styled from 'styled-components';

export const Button = styled.button<{ $variant?: 'primary' | 'ghost' | 'danger' }>`
  font: inherit;
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radius};
  padding: 0.45rem 0.9rem;
  border: 1px solid ${({ theme, $variant }) => ($variant === 'primary' ? theme.colors.accent : theme.colors.border)};
  background: ${({ theme, $variant }) =>
    $variant === 'primary' ? theme.colors.accent : $variant === 'danger' ? theme.colors.danger : 'transparent'};
  color: ${({ theme, $variant }) => ($variant === 'primary' ? theme.colors.accentText : theme.colors.text)};
  &:disabled { opacity: 0.55; cursor: not-allowed; }
`;

export const Card = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 1rem;
`;

export const PageTitle = styled.h1`
  font-size: 1.6rem;
  margin: 0 0 0.5rem;
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0 0 1rem;
`;

export const VisuallyHidden = styled.span`
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
`;
