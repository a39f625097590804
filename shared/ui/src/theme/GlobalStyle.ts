import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; }
  body {
    background: ${({ theme }) => theme.colors.bg};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.font};
    font-size: 15px;
    line-height: 1.5;
  }
  a { color: ${({ theme }) => theme.colors.info}; }
  /* check boxes and radios a finger can hit: 18 px with 4 px around is a 24 px target (WCAG 2.5.8) */
  input[type='checkbox'], input[type='radio'] { width: 18px; height: 18px; margin: 4px; }
  :focus-visible { outline: 2px solid ${({ theme }) => theme.colors.accent}; outline-offset: 2px; }
`;
