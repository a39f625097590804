// Async boundary: Module Federation must negotiate shared singletons before React loads.
// On a visible page the shell's modules start in a task of their own after the federation
// runtime's: on a slow phone they are two shorter tasks, not one long one that blocks input
// (total blocking time). A hidden tab has no input to answer (and its timers may wait a second).
const loadShell = () => import('./bootstrap');
if (document.visibilityState === 'visible') setTimeout(loadShell, 0);
else void loadShell();

export {};
