import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { keepServedNote } from '@criadero/ui';
import { App } from './app/App';

const root = document.getElementById('root')!;
// the served page's note, for the page to show until its own read answers (ServedNote)
keepServedNote(root);

// A transition renders in slices that yield to the browser every few milliseconds: on a slow
// phone the first render is no single long task that blocks input (total blocking time).
const render = () => startTransition(() => createRoot(root).render(<App />));

// The served page may already hold the page's heading and purpose (the gateway's first paint):
// the browser paints them before React replaces them, even when the scripts arrive first (a
// fast network, a cached visit). A frame's callback runs before its paint, the timeout after it.
// A hidden tab paints nothing: it renders at once.
if (root.firstElementChild && document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(render, 0));
else render();
