import { createStore } from 'jotai';
import type { ReactNode } from 'react';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, callApi } from '@criadero/session/api';
import { uiMessages } from '../i18n/messages';
import { apiServer, http, renderTool, renderToolHook, ToolProviders } from '../test-utils';
import { LoadState } from './LoadState';
import { useApiGet, useApiLoad, useErrorText } from './useApi';

const es = uiMessages.es;
const text = (error: unknown, locale: 'es' | 'en' | 'pt' = 'es') => renderToolHook(() => useErrorText(), { locale }).result.current(error);

/** What callApi throws for this answer of the server (the real client over the fake API). */
async function refusal(response: Response): Promise<unknown> {
  apiServer.use(http.get('/api/x', () => response, { once: true }));
  return callApi('/api/x').then(
    () => 'no error',
    (error: unknown) => error,
  );
}

describe('useErrorText', () => {
  it("shows the server's text as it is, in any locale: the server localised it and named the detail", () => {
    for (const locale of ['es', 'en', 'pt'] as const) {
      expect(text(new ApiError(400, 'VALIDATION_ERROR', 'El nivel mínimo supera al máximo'), locale)).toBe('El nivel mínimo supera al máximo');
      expect(text(new ApiError(503, 'NOT_READY', 'Apeiron data is not available right now'), locale)).toBe('Apeiron data is not available right now');
    }
  });

  it('never replaces a server text with its own, whatever the code (it used to for RATE_LIMITED, NO_CREDIT and UNAUTHENTICATED)', () => {
    expect(text(new ApiError(429, 'RATE_LIMITED', 'Demasiadas búsquedas seguidas'))).toBe('Demasiadas búsquedas seguidas');
    expect(text(new ApiError(402, 'NO_CREDIT', 'Sin créditos para buscar'))).toBe('Sin créditos para buscar');
    expect(text(new ApiError(401, 'UNAUTHENTICATED', 'Tu sesión terminó'))).toBe('Tu sesión terminó');
  });

  it('says itself, in es, en and pt, that the server could not be reached', async () => {
    const failure = new ApiError(0, 'NETWORK', 'Failed to fetch');
    expect(text(failure, 'es')).toBe('No se pudo conectar con el servidor');
    expect(text(failure, 'en')).toBe('Could not reach the server');
    expect(text(failure, 'pt')).toBe('Não foi possível conectar ao servidor');
  });

  it("words an answer that is not the API's JSON (a proxy's error page) by its HTTP status", async () => {
    const badGateway = await refusal(new Response('<html>502 Bad Gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    expect(badGateway).toMatchObject({ status: 502, code: 'HTTP_502' });
    expect(text(badGateway, 'es')).toBe(uiMessages.es['ui.error.unavailable']);
    expect(text(badGateway, 'pt')).toBe(uiMessages.pt['ui.error.unavailable']);
    expect(text(await refusal(new Response('slow down', { status: 429, statusText: 'Too Many Requests' })), 'en')).toBe(uiMessages.en['ui.error.rateLimited']);
    expect(text(await refusal(new Response('', { status: 404, statusText: 'Not Found' })), 'en')).toBe('The server could not handle the request (HTTP 404)');
  });

  it("keeps the API's JSON refusal as the server wrote it", async () => {
    const refused = await refusal(new Response(JSON.stringify({ error: 'Token desconocido: foo', code: 'UNKNOWN_TOKEN' }), { status: 400 }));
    expect(text(refused, 'en')).toBe('Token desconocido: foo');
  });

  it("shows any other failure's own text", () => {
    expect(text(new Error('boom'))).toBe('boom');
  });
});

describe('useApiGet', () => {
  it('loads, shows a failure in words, and loads again on retry', async () => {
    const answers = [
      new Response(JSON.stringify({ error: 'No hay tablero', code: 'NOT_FOUND' }), { status: 404 }),
      new Response(JSON.stringify({ tasks: 3 }), { status: 200 }),
    ];
    apiServer.use(http.get('/api/board', () => answers.shift()!));
    const { result } = renderToolHook(() => useApiGet<{ tasks: number }>('/api/board'));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'error', message: 'No hay tablero' }));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: { tasks: 3 } }));
  });
});

describe('useApiLoad', () => {
  /** a load whose answers the test releases one by one */
  function deferred<T>() {
    let resolve!: (value: T) => void;
    let reject!: (error: unknown) => void;
    const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
    return { promise, resolve, reject };
  }

  it('asks nothing without a key', () => {
    const load = vi.fn();
    const { result } = renderToolHook(() => useApiLoad(null, load));
    expect(result.current.status).toBe('idle');
    expect(load).not.toHaveBeenCalled();
  });

  it('keeps the last data while the next key loads, and an older answer never overwrites a newer one', async () => {
    const answers: Record<string, ReturnType<typeof deferred<string>>> = { a: deferred(), b: deferred(), c: deferred() };
    const signals: Record<string, AbortSignal> = {};
    const { result, rerender } = renderToolHook(({ key }) => useApiLoad(key, (signal) => ((signals[key] = signal), answers[key]!.promise)), { initialProps: { key: 'a' } });
    await act(async () => answers.a!.resolve('A'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'A' });
    rerender({ key: 'b' });
    expect(result.current).toMatchObject({ status: 'loading', data: 'A' });
    rerender({ key: 'c' });
    expect(signals.b!.aborted).toBe(true);
    await act(async () => answers.c!.resolve('C'));
    await act(async () => answers.b!.resolve('B (late)'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'C' });
  });

  it('gives a failure as ApiError and in words, loads again on retry, and shows what a save returned', async () => {
    let calls = 0;
    const load = vi.fn(async () => {
      calls++;
      if (calls === 1) throw new ApiError(429, 'RATE_LIMITED', 'Demasiadas solicitudes, espera un momento');
      if (calls === 2) throw new ApiError(0, 'NETWORK', 'Failed to fetch');
      return 'ok';
    });
    const { result } = renderToolHook(() => useApiLoad('k', load));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current).toMatchObject({ status: 'error', message: 'Demasiadas solicitudes, espera un momento', error: { code: 'RATE_LIMITED', status: 429 } });
    act(() => result.current.retry());
    // the API client's network failure, in words (not the browser's 'Failed to fetch')
    await waitFor(() => expect(result.current).toMatchObject({ status: 'error', message: es['ui.error.network'], error: { code: 'NETWORK' } }));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'ok' }));
    act(() => result.current.set('saved'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'saved' });
  });
});

describe('useApiLoad and the language', () => {
  it('loads again when the player switches language (the server answers labels in it)', async () => {
    const load = vi.fn(async () => 'x');
    let locale: 'es' | 'pt' = 'es';
    // the language is read on every render, as the shell's switcher changes it
    const store = createStore();
    const byLocale = ({ children }: { children: ReactNode }) => (
      <ToolProviders store={store} locale={locale}>
        {children}
      </ToolProviders>
    );
    const { result, rerender } = renderHook(() => useApiLoad('k', load), { wrapper: byLocale });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(load).toHaveBeenCalledTimes(1);
    locale = 'pt';
    rerender();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });
});

describe('LoadState', () => {
  const show = (state: Parameters<typeof LoadState>[0]['state'], retry = vi.fn()) => {
    renderTool(<LoadState state={state} retry={retry} />);
    return retry;
  };

  it('says it is loading while there is nothing to show yet', () => {
    show({ status: 'loading' });
    expect(screen.getByRole('status').textContent).toBe(es['ui.load.loading']);
  });

  it('shows the reason and a retry button on failure', () => {
    const retry = show({ status: 'error', message: 'No hay tablero', error: new ApiError(404, 'NOT_FOUND', 'No hay tablero') });
    expect(screen.getByRole('alert').textContent).toContain('No hay tablero');
    act(() => screen.getByRole('button', { name: es['ui.load.retry'] }).click());
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('shows nothing once there is data', () => {
    show({ status: 'loading', data: 1 });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
