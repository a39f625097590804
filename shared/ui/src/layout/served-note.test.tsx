// The served page's note (drawn by the gateway before any script) stands in a page's note until
// the page's own read answers: in the language shown, on the address it was served for, once.
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { keepServedNote, ServedNote } from './ServedNote';

/** The served markup as first-paint.ts draws it: a block per language, the note under the purpose or opening a copy of a panel */
function servedRoot(look: 'notice' | 'panel') {
  const root = document.createElement('div');
  const note = (lang: string) =>
    look === 'notice' ? `<p class="fp-note"><span class="fp-tag">Ejemplo ${lang}</span>Datos &lt;${lang}&gt;</p>` : `<section class="fp-panel"><div class="fp-tabs"><span class="fp-on">Runas</span></div><p><strong>Muestra ${lang}</strong> · 2024-01</p></section>`;
  root.innerHTML = `<div class="fp" aria-hidden="true"><main class="fp-main">${['es', 'en', 'pt'].map((lang) => `<div class="fp-l" lang="${lang}"><h1>Título</h1><p>Propósito ${lang}</p>${note(lang)}</div>`).join('')}</main></div>`;
  return root;
}

const standIn = <span data-testid="stand-in">room</span>;

afterEach(() => {
  document.documentElement.lang = 'es';
  window.history.replaceState(null, '', '/');
});

describe('the served note', () => {
  it("stands in the page's note in the language shown, with its tag, until a later load", () => {
    window.history.replaceState(null, '', '/apeiron-tools/market?x=1');
    document.documentElement.lang = 'pt';
    keepServedNote(servedRoot('notice'));
    const first = render(<ServedNote as="p" testId="served" standIn={standIn} />);
    expect(screen.getByTestId('served').innerHTML).toBe('<span class="fp-tag">Ejemplo pt</span>Datos &lt;pt&gt;');
    expect(screen.queryByTestId('stand-in')).toBeNull();
    first.unmount();
    // taken once it was drawn: another tab, page or filter of the same address shows its stand-in
    render(<ServedNote as="p" testId="served" standIn={standIn} />);
    expect(screen.queryByTestId('served')).toBeNull();
    expect(screen.getByTestId('stand-in')).toBeInTheDocument();
  });

  it("takes a panel's note (not its tabs), and only on the address it was served for", () => {
    window.history.replaceState(null, '', '/axie-infinity-tools/runes-and-charms');
    keepServedNote(servedRoot('panel'));
    window.history.replaceState(null, '', '/axie-infinity-tools/axie-showroom');
    const elsewhere = render(<ServedNote as="p" testId="served" standIn={standIn} />);
    expect(screen.getByTestId('stand-in')).toBeInTheDocument();
    elsewhere.unmount();
    window.history.replaceState(null, '', '/axie-infinity-tools/runes-and-charms');
    render(<ServedNote as="p" testId="served" standIn={standIn} />);
    expect(screen.getByTestId('served').textContent).toBe('Muestra es · 2024-01');
    expect(screen.getByTestId('served').querySelector('strong')!.textContent).toBe('Muestra es');
  });

  it('stands aside for a page served without a note', () => {
    const root = document.createElement('div');
    root.innerHTML = '<div class="fp"><div class="fp-l" lang="es"><h1>Título</h1><p>Propósito</p></div></div>';
    keepServedNote(root);
    render(<ServedNote as="p" testId="served" standIn={standIn} />);
    expect(screen.getByTestId('stand-in')).toBeInTheDocument();
  });
});
