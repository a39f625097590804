export const theme = {
  colors: {
    bg: '#0f1420',
    surface: '#182032',
    surfaceRaised: '#212b42',
    border: '#2e3a57',
    text: '#e8ecf4',
    textMuted: '#a5b0c6',
    accent: '#3ecf8e',
    accentText: '#06281a',
    danger: '#ff6b6b',
    warning: '#ffc857',
    info: '#5ab0ff',
    newTag: '#ff7ab6',
  },
  /** probability colour bands of the spec (§9) */
  bands: { perfect: '#3ecf8e', good: '#8bd346', normal: '#ffc857', poor: '#ff9f43', bad: '#ff6b6b' },
  radius: '8px',
  font: "'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif",
  breakpoints: { mobile: '768px' },
} as const;

type Theme = typeof theme;

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
