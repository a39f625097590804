// The paid-search flow every marketplace shares (spec §6), with the real session atoms and
// dialogs; the page's request is a stub, and no wallet is involved (see LoginButton's test).
import { act, fireEvent, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { creditsModalOpenAtom, sessionAtom, type UserState } from '@criadero/session';
import { ApiError } from '@criadero/session/api';
import { uiMessages } from '../i18n/messages';
import { renderTool } from '../test-utils';
import { toastsAtom } from '../toasts/toasts';
import type { SearchCharge } from '@criadero/api-contracts/schemas/paid-search';
import { PaidSearchDialogs, SearchChargeNote, SearchCostNote } from './PaidSearchDialogs';
import type { PaidSearchSource } from './search-gate';
import { SEARCH_RETRY_DELAYS_MS, usePaidSearch } from './usePaidSearch';

const es = uiMessages.es;
const user = (creditos: number, premium: 0 | 1 | 2): UserState => ({
  accountId: 'a1', address: '0x1', addresses: ['0x1'], creditos, premium, isCreator: false, config: { body_color: 0, genes_tree: [] },
});

/** A page in miniature: a search button whose form may have a problem, and a request to send. */
type Answer = { creditos: number; charge?: SearchCharge };

function SearchPage({ problem = null, request, source = null }: { problem?: string | null; request: () => Promise<Answer>; source?: PaidSearchSource | null }) {
  const paid = usePaidSearch(source);
  return (
    <>
      <button type="button" onClick={() => paid.submit(problem, () => void paid.send(request))}>
        Buscar
      </button>
      <SearchCostNote user={paid.user} source={paid.source} />
      <SearchChargeNote charge={paid.charge} creditos={paid.user?.creditos ?? 0} />
      {paid.error ? <p role="alert">{paid.error}</p> : null}
      <PaidSearchDialogs dialog={paid.dialog} source={paid.source} onConfirm={paid.confirm} onClose={paid.close} />
    </>
  );
}

function renderSearch(
  state: UserState | null,
  request: () => Promise<Answer> = vi.fn(async () => ({ creditos: 0 })),
  problem: string | null = null,
  source: PaidSearchSource | null = null,
) {
  return renderTool(<SearchPage problem={problem} request={request} source={source} />, { user: state }).store;
}

const SAMPLE: PaidSearchSource = { live: false, label: 'Datos de muestra generados', asOf: '2026-11-22' };
const LIVE: PaidSearchSource = { live: true, label: 'Exportación del mercado', asOf: '2026-11-20' };
const DEGRADED: PaidSearchSource = { live: false, provenance: 'degraded', label: 'Marketplace en vivo', asOf: '2026-11-19' };

const search = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Buscar' })));
const credits = (store: ReturnType<typeof createStore>) => {
  const session = store.get(sessionAtom);
  return session.status === 'authenticated' ? session.user.creditos : null;
};

describe('paid search gate', () => {
  it('asks a visitor to log in, with the Login button, and sends nothing', async () => {
    const request = vi.fn(async () => ({ creditos: 0 }));
    renderSearch(null, request);
    await search();
    const dialog = screen.getByRole('dialog', { name: es['ui.paidSearch.loginTitle'] });
    expect(dialog.textContent).toContain(es['ui.paidSearch.loginText']);
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
  });

  it('asks a player with credits the spec question; cancelling sends nothing, confirming sends once', async () => {
    const request = vi.fn(async () => ({ creditos: 2 }));
    const store = renderSearch(user(3, 1), request);
    await search();
    expect(screen.getByRole('dialog', { name: es['ui.paidSearch.confirmTitle'] }).textContent).toContain('Desea gastar 1 crédito para realizar esta búsqueda?');
    fireEvent.click(screen.getByRole('button', { name: es['ui.paidSearch.confirmNo'] }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();

    await search();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: es['ui.paidSearch.confirmYes'] })));
    expect(request).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(credits(store)).toBe(2); // the balance the server answered with
  });

  it('opens the buy-credits modal at zero credits, without a question or a search', async () => {
    const request = vi.fn(async () => ({ creditos: 0 }));
    const store = renderSearch(user(0, 1), request);
    await search();
    expect(store.get(creditsModalOpenAtom)).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
  });

  it('lets Elite search at once', async () => {
    const request = vi.fn(async () => ({ creditos: 0 }));
    renderSearch(user(0, 2), request);
    await search();
    expect(request).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the page's form problem and stops before the gate", async () => {
    const request = vi.fn(async () => ({ creditos: 0 }));
    const store = renderSearch(user(0, 0), request, 'Fuego: el mínimo supera al máximo');
    await search();
    expect(screen.getByRole('alert').textContent).toBe('Fuego: el mínimo supera al máximo');
    expect(store.get(creditsModalOpenAtom)).toBe(false);
    expect(request).not.toHaveBeenCalled();
  });
});

describe('what the data source makes a search cost', () => {
  it('over sample data: searches at once with no credit and says it is free and sample', async () => {
    const request = vi.fn(async () => ({ creditos: 0 }));
    const store = renderSearch(user(0, 0), request, null, SAMPLE);
    expect(screen.getByTestId('search-cost').textContent).toBe(es['ui.paidSearch.costSample']);
    await search();
    expect(request).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.get(creditsModalOpenAtom)).toBe(false);
  });

  it('over sample data: the answer says the search was free and why', async () => {
    renderSearch(user(0, 0), async () => ({ creditos: 0, charge: { charged: false, replay: false, reason: 'sample' } }), null, SAMPLE);
    expect(screen.queryByTestId('search-charge')).not.toBeInTheDocument();
    await search();
    expect(screen.getByTestId('search-charge').textContent).toBe(es['ui.paidSearch.charge.sample']);
  });

  it('over a live market out of date: free at once, no question, and says why', async () => {
    const request = vi.fn(async () => ({ creditos: 4, charge: { charged: false, replay: false, reason: 'degraded' as const } }));
    renderSearch(user(4, 0), request, null, DEGRADED);
    expect(screen.getByTestId('search-cost').textContent).toBe(es['ui.paidSearch.costDegraded']);
    await search();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(request).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('search-charge').textContent).toBe(es['ui.paidSearch.charge.degraded']);
  });

  it('over a live source: a paid search says what it cost; a repeat of it says it was already paid', async () => {
    const answers: Answer[] = [
      { creditos: 2, charge: { charged: true, replay: false } },
      { creditos: 2, charge: { charged: true, replay: true } },
    ];
    renderSearch(user(3, 0), async () => answers.shift()!, null, LIVE);
    for (const expected of ['Se gastó 1 crédito. Te quedan 2.', es['ui.paidSearch.charge.replay']]) {
      await search();
      await act(async () => fireEvent.click(screen.getByRole('button', { name: es['ui.paidSearch.confirmYes'] })));
      expect(screen.getByTestId('search-charge').textContent).toBe(expected);
    }
  });

  it('over a live source: the question names the source and its date', async () => {
    const request = vi.fn(async () => ({ creditos: 2 }));
    renderSearch(user(3, 0), request, null, LIVE);
    expect(screen.getByTestId('search-cost').textContent).toBe(`${es['ui.paidSearch.cost']} Datos: Exportación del mercado, al 20 nov 2026.`);
    await search();
    expect(screen.getByTestId('confirm-source').textContent).toBe('Datos: Exportación del mercado, al 20 nov 2026.');
    expect(request).not.toHaveBeenCalled();
  });
});

describe('paid search failures', () => {
  it('NO_CREDIT (spent elsewhere meanwhile): takes the balance the server reports and opens the buy-credits modal', async () => {
    const store = renderSearch(user(1, 1), async () => Promise.reject(new ApiError(402, 'NO_CREDIT', 'x', 0)));
    await search();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: es['ui.paidSearch.confirmYes'] })));
    expect(credits(store)).toBe(0);
    expect(store.get(creditsModalOpenAtom)).toBe(true);
  });

  it('UNAUTHENTICATED (session expired): the login prompt', async () => {
    renderSearch(user(0, 2), async () => Promise.reject(new ApiError(401, 'UNAUTHENTICATED', 'x')));
    await search();
    expect(screen.getByRole('dialog', { name: es['ui.paidSearch.loginTitle'] })).toBeInTheDocument();
  });

  it('no answer (the connection or the server dropped): sends the same request again, which the server charges once', async () => {
    vi.useFakeTimers();
    try {
      // the page's request carries one requestId; the hook only ever calls it again
      const sent: string[] = [];
      const failures = [new ApiError(0, 'NETWORK', 'socket hang up'), new ApiError(502, 'HTTP_502', 'Bad Gateway')];
      const request = vi.fn(async () => {
        sent.push('search-1');
        const failure = failures.shift();
        if (failure) throw failure;
        return { creditos: 1, charge: { charged: true, replay: true } };
      });
      const store = renderSearch(user(2, 2), request);
      await search();
      expect(request).toHaveBeenCalledTimes(1);
      await act(async () => vi.advanceTimersByTimeAsync(SEARCH_RETRY_DELAYS_MS[0]));
      expect(request).toHaveBeenCalledTimes(2);
      await act(async () => vi.advanceTimersByTimeAsync(SEARCH_RETRY_DELAYS_MS[1]));
      expect(sent).toEqual(['search-1', 'search-1', 'search-1']);
      expect(credits(store)).toBe(1);
      expect(store.get(toastsAtom)).toEqual([]);
      expect(screen.getByTestId('search-charge').textContent).toBe(es['ui.paidSearch.charge.replay']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('no answer after every retry: the error shows; an answer that refused is never retried', async () => {
    vi.useFakeTimers();
    try {
      const request = vi.fn(async () => Promise.reject(new ApiError(0, 'NETWORK', 'offline')));
      renderSearch(user(0, 2), request);
      await search();
      await act(async () => vi.advanceTimersByTimeAsync(SEARCH_RETRY_DELAYS_MS[0] + SEARCH_RETRY_DELAYS_MS[1]));
      expect(request).toHaveBeenCalledTimes(SEARCH_RETRY_DELAYS_MS.length + 1);
      expect(screen.getByRole('alert')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it("anything else: an 'Error' toast and the message under the form, in the user's language", async () => {
    const refused = vi.fn(async () => Promise.reject(new ApiError(400, 'VALIDATION_ERROR', 'El precio máximo debe ser positivo')));
    const store = renderSearch(user(0, 2), refused);
    await search();
    expect(refused).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert').textContent).toBe('El precio máximo debe ser positivo');
    expect(store.get(toastsAtom).map(({ kind, title, message }) => ({ kind, title, message }))).toEqual([
      { kind: 'error', title: es['ui.paidSearch.errorTitle'], message: 'El precio máximo debe ser positivo' },
    ]);
  });
});
