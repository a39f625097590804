import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@criadero/session/api';
import { uiMessages } from '../i18n/messages';
import { useApiGet, useErrorText } from './useApi';

const es = uiMessages.es;
const EXTRA = { NOT_READY: { id: 'tool.error.notReady' } };
const wrapper = ({ children }: { children: ReactNode }) => (
  <IntlProvider locale="es" messages={{ ...es, 'tool.error.notReady': 'Los datos del juego no están disponibles' }}>
    {children}
  </IntlProvider>
);

const text = (error: unknown) => renderHook(() => useErrorText(EXTRA), { wrapper }).result.current(error);

describe('useErrorText', () => {
  it("keeps the server's localized detail of a validation or not-found error", () => {
    expect(text(new ApiError(400, 'VALIDATION_ERROR', 'El nivel mínimo supera al máximo'))).toBe('El nivel mínimo supera al máximo');
    expect(text(new ApiError(404, 'NOT_FOUND', 'No hay planeta 7'))).toBe('No hay planeta 7');
  });

  it('names them itself when the server sent no text', () => {
    expect(text(new ApiError(400, 'VALIDATION_ERROR', ''))).toBe(es['ui.error.validation']);
    expect(text(new ApiError(404, 'NOT_FOUND', ''))).toBe(es['ui.error.notFound']);
  });

  it("translates the codes it knows, and a tool's own ones", () => {
    expect(text(new ApiError(429, 'RATE_LIMITED', 'Too many'))).toBe(es['ui.error.rateLimited']);
    expect(text(new ApiError(0, 'NETWORK', 'Failed to fetch'))).toBe(es['ui.error.network']);
    expect(text(new ApiError(503, 'NOT_READY', 'x'))).toBe('Los datos del juego no están disponibles');
  });

  it("shows any other failure's own text", () => {
    expect(text(new ApiError(409, 'CONFLICT', 'Conflicto con el estado actual'))).toBe('Conflicto con el estado actual');
    expect(text(new Error('boom'))).toBe('boom');
  });
});

describe('useApiGet', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('loads, shows a failure in words, and loads again on retry', async () => {
    const answers = [
      new Response(JSON.stringify({ error: 'No hay tablero', code: 'NOT_FOUND' }), { status: 404 }),
      new Response(JSON.stringify({ tasks: 3 }), { status: 200 }),
    ];
    globalThis.fetch = vi.fn(async () => answers.shift()!) as typeof fetch;
    const { result } = renderHook(() => useApiGet<{ tasks: number }>('/api/board'), { wrapper });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'error', message: 'No hay tablero' }));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: { tasks: 3 } }));
  });
});
