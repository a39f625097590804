import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled, { createGlobalStyle } from 'styled-components';
import { EmbedLogin } from './EmbedLogin';

// Inside the shadow root: reset what the partner page's inherited CSS (font, colour, line
// height...) would otherwise pass through the shadow boundary, then apply our own.
const ShadowReset = createGlobalStyle`
  :host { all: initial; display: block; }
`;

const Frame = styled.div`
  font-family: ${({ theme }) => theme.font};
  font-size: 15px; line-height: 1.5;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.bg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 1rem;
  *, *::before, *::after { box-sizing: border-box; }
`;

const Bar = styled.div`
  display: flex; justify-content: space-between; align-items: center; gap: 0.5rem; flex-wrap: wrap;
  margin-bottom: 0.75rem; font-size: 0.85rem; color: ${({ theme }) => theme.colors.textMuted};
`;

export function EmbedFrame({ children }: { children: ReactNode }) {
  return (
    <Frame data-testid="criadero-embed">
      <ShadowReset />
      <Bar>
        <span><FormattedMessage id="shell.embed.poweredBy" /></span>
        <EmbedLogin />
      </Bar>
      {children}
    </Frame>
  );
}
