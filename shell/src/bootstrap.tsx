import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

// A transition renders in slices that yield to the browser every few milliseconds: on a slow
// phone the first render is no single long task that blocks input (total blocking time).
startTransition(() => createRoot(document.getElementById('root')!).render(<App />));
