import { useEffect, useId, useSyncExternalStore } from 'react';

// The modals must render once. The shell mounts <BillingModals/> at its root; pages of this
// remote mount it too so they work before (or without) that mount. Every mounted copy
// registers here, and only the first one still mounted renders.
const holders: string[] = [];
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** true for the one mounted copy that should render */
export function useSingleInstance(): boolean {
  const id = useId();
  useEffect(() => {
    holders.push(id);
    notify();
    return () => {
      holders.splice(holders.indexOf(id), 1);
      notify();
    };
  }, [id]);
  return useSyncExternalStore(subscribe, () => holders[0] === id, () => false);
}
