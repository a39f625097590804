import { useCallback, useEffect, useState, type ElementType, type ReactNode } from 'react';

/**
 * The note the gateway drew into the served page (the opening page's note, read from the service
 * before any script ran), as the visitor saw it: kept when the shell's first render replaces the
 * served markup, for the page to show in its note's place until its own read answers. Without it
 * the note went away for a round trip on a slow phone, and what follows it moved up and down.
 */
let served: { address: string; nodes: Node[] } | undefined;

const addressNow = () => `${window.location.pathname}${window.location.search}`;

/**
 * Keeps the served page's note in the language shown (`<html lang>`, which the served page's
 * script set from the visitor's choice). The shell calls it once, before React replaces `root`.
 */
export function keepServedNote(root: HTMLElement): void {
  const lang = document.documentElement.lang;
  const page = [...root.querySelectorAll('.fp-l')].find((block) => block.getAttribute('lang') === lang);
  // a note under the purpose (`p.fp-note`) or opening a copy of a panel (`.fp-panel > p`)
  const note = page?.querySelector('p.fp-note, .fp-panel > p');
  served = note ? { address: addressNow(), nodes: [...note.childNodes].map((node) => node.cloneNode(true)) } : undefined;
}

/**
 * A page's note while its read loads: on the address the page was served for, the served note's
 * text drawn in `as` (the page's own note element, so it sits and looks as the note will), once:
 * the first ServedNote drawn there takes it (a later load, another tab or filter, shows
 * `standIn`). Elsewhere, `standIn`: the page's own placeholder (an unseen copy keeping the note's room).
 */
export function ServedNote({ as: As, standIn, testId }: { as: ElementType; standIn: ReactNode; testId?: string }) {
  // read while rendering, taken once drawn: a render React throws away takes nothing
  const [nodes] = useState(() => (served?.address === addressNow() ? served.nodes : undefined));
  useEffect(() => {
    if (nodes && served?.nodes === nodes) served = undefined;
  }, [nodes]);
  // one ref for the component's life: the copy is put in once, not again on each render
  const fill = useCallback((element: HTMLElement | null) => element?.replaceChildren(...(nodes ?? []).map((node) => node.cloneNode(true))), [nodes]);
  if (!nodes) return <>{standIn}</>;
  return <As data-testid={testId} ref={fill} />;
}
