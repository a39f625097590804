import { atom, useSetAtom, useAtomValue } from 'jotai';
import { useCallback, useEffect } from 'react';
import styled from 'styled-components';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export interface Toast {
  id: number;
  kind: ToastKind;
  title: string;
  message?: string;
  /** milliseconds on screen */
  duration: number;
}

/** Durations of the spec (§9): 3 s for everything, 5 s for payment messages. */
export const TOAST_MS = 3000;
export const PAYMENT_TOAST_MS = 5000;

export const toastsAtom = atom<Toast[]>([]);
let nextId = 1;

export function useToast() {
  const setToasts = useSetAtom(toastsAtom);
  return useCallback(
    (toast: { kind: ToastKind; title: string; message?: string; payment?: boolean }) => {
      const id = nextId++;
      const duration = toast.payment ? PAYMENT_TOAST_MS : TOAST_MS;
      setToasts((list) => [...list, { id, kind: toast.kind, title: toast.title, message: toast.message, duration }]);
      return id;
    },
    [setToasts],
  );
}

// Sets its own type and colour: in an embed the viewport sits in a shadow root whose host resets
// everything (`all: initial`), outside the embed frame that carries the theme's font.
const Stack = styled.div`
  position: fixed; right: 1rem; bottom: 1rem; z-index: 80; display: flex; flex-direction: column; gap: 0.5rem;
  max-width: min(360px, calc(100vw - 2rem));
  font-family: ${({ theme }) => theme.font}; font-size: 15px; line-height: 1.5;
  color: ${({ theme }) => theme.colors.text};
`;

const Item = styled.div<{ $kind: ToastKind }>`
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border-left: 4px solid ${({ theme, $kind }) =>
    $kind === 'success' ? theme.colors.accent : $kind === 'error' ? theme.colors.danger : $kind === 'warning' ? theme.colors.warning : theme.colors.info};
  border-radius: ${({ theme }) => theme.radius};
  padding: 0.6rem 0.8rem;
  strong { display: block; }
`;

function ToastItem({ toast }: { toast: Toast }) {
  const setToasts = useSetAtom(toastsAtom);
  useEffect(() => {
    const timer = setTimeout(() => setToasts((list) => list.filter((t) => t.id !== toast.id)), toast.duration);
    return () => clearTimeout(timer);
  }, [toast, setToasts]);
  return (
    <Item $kind={toast.kind} role={toast.kind === 'error' ? 'alert' : 'status'}>
      <strong>{toast.title}</strong>
      {toast.message}
    </Item>
  );
}

/** Rendered once by the shell. */
export function ToastViewport() {
  const toasts = useAtomValue(toastsAtom);
  return (
    <Stack aria-live="polite">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </Stack>
  );
}
