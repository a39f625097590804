// The horse remote's marketplace page against the real horse service (Fastify through inject,
// embedded store, real sessions and the shared credits ledger): the fake API (MSW) hands every
// request to it. The page is mounted as the shell mounts it, from the remote's public route table.
import { Suspense } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { creditsModalOpenAtom, localeAtom, userAtom } from '@criadero/session';
import { buildHorseApp, FileHorseMarket, loadHorseConfig, MarketUnavailableError, readListingsFile } from '@criadero/service-horse';
import { SORTS } from '@criadero/api-contracts/horse';
import { join } from 'node:path';
import { loadPlatformConfig } from '@criadero/service-kit';
import { EmbeddedStore } from '@criadero/service-kit/store';
import { CreditsLedger, PlansLedger } from '@criadero/service-users';
import { uiMessages } from '@criadero/ui';
import { apiServer, http, HttpResponse, renderTool, testUser, type RenderToolOptions } from '@criadero/ui/testing';
import horse from '@criadero/mfe-horse/routes';
import { messages } from '@criadero/mfe-horse/messages';

const MARKETPLACE = '/planet-horse-tools/marketplace';

/** The marketplace page as the shell shows it: its (lazy) route component in Suspense, with the remote's catalogue and the toasts; resolves once the page is on screen. */
async function renderMarketplace(options: RenderToolOptions = {}) {
  const route = horse.routes.find((r) => r.path === MARKETPLACE);
  if (!route) throw new Error(`@criadero/mfe-horse/routes has no ${MARKETPLACE}`);
  const { Component } = route;
  const rendered = renderTool(
    <Suspense fallback={null}>
      <Component />
    </Suspense>,
    { messages, toasts: true, ...options },
  );
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}


const es = messages.es;
const ui = uiMessages.es;
const store = new EmbeddedStore();
let app: Awaited<ReturnType<typeof buildHorseApp>>;
let sampleApp: Awaited<ReturnType<typeof buildHorseApp>>;
let downApp: Awaited<ReturnType<typeof buildHorseApp>>;
let accounts = 0;
const LIVE = { kind: 'live', label: 'Planet Horse market export', asOf: '2026-11-20T00:00:00Z' } as const;

beforeAll(async () => {
  // jsdom's import.meta.url is not a file URL: name the service's sample file from the e2e folder
  const config = loadHorseConfig({ HORSE_LISTINGS_FILE: join(process.cwd(), '../services/horse/data/sample-listings.json') });
  const platform = loadPlatformConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SESSION_SECRET: 'mfe-horse-test-secret-mfe-horse-test-00' });
  // the shipped listings as a live market would answer them (searches cost a credit), and as the sample they are (free)
  const market = new FileHorseMarket(LIVE, readListingsFile(config.listingsFile).horses);
  app = await buildHorseApp({ config: { ...config, platform }, store, market, logger: false });
  sampleApp = await buildHorseApp({ config: { ...config, platform }, store, logger: false });
  // a live market that does not answer
  const unreachable = {
    info: LIVE,
    search: async () => {
      throw new MarketUnavailableError('market API unreachable');
    },
  };
  downApp = await buildHorseApp({ config: { ...config, platform }, store, market: unreachable, logger: false });
  await Promise.all([app.ready(), sampleApp.ready(), downApp.ready()]);
});
afterAll(async () => Promise.all([app.close(), sampleApp.close(), downApp.close()]));
afterEach(cleanup);

/** A real account with a session; the page's fetch goes to the service with its token. */
async function account(options: { credits?: number; plan?: 1 | 2; sample?: boolean; down?: boolean } = {}) {
  const service = options.down ? downApp : options.sample ? sampleApp : app;
  const accountId = `ui-${++accounts}`;
  const { token } = await app.identity.sessions.create(accountId, `0x${String(accounts).padStart(40, '0')}`, 3_600_000);
  const ledger = new CreditsLedger(store);
  if (options.credits) await ledger.append({ accountId, delta: options.credits, kind: 'grant', idempotencyKey: `g:${accountId}` });
  if (options.plan) await new PlansLedger(store).grant({ accountId, level: options.plan, days: 30, kind: 'grant', idempotencyKey: `p:${accountId}` });
  const requests: Array<{ url: string; body: Record<string, unknown> }> = [];
  let gate: Promise<void> = Promise.resolve();
  apiServer.use(
    http.all('/api/*', async ({ request }) => {
      const body = await request.text();
      const { pathname, search } = new URL(request.url);
      if (request.method === 'POST') requests.push({ url: pathname + search, body: JSON.parse(body || '{}') }); // the searches
      await gate;
      const res = await service.inject({
        method: request.method as 'POST',
        url: pathname + search,
        payload: body || undefined,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'accept-language': request.headers.get('accept-language') ?? '' },
      });
      return new HttpResponse(res.body, { status: res.statusCode, headers: { 'content-type': 'application/json' } });
    }),
  );
  return {
    accountId,
    requests,
    balance: () => ledger.balance(accountId),
    /** holds every request until the returned function is called */
    hold: () => {
      let release = () => {};
      gate = new Promise((resolve) => (release = resolve));
      return () => release();
    },
  };
}

const searchButton = () => screen.getByRole('button', { name: es['horse.market.search'] }) as HTMLButtonElement;

describe('visitors', () => {
  it("see the tool with a 'Login' prompt instead of the search button", async () => {
    await account({ sample: true }); // only the free info route is asked
    await renderMarketplace({ user: null });
    await waitFor(() => expect(screen.getByTestId('search-cost').textContent).toBe(ui['ui.paidSearch.costSample']));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(es['horse.marketplace.title']);
    expect(screen.getByTestId('market-status').textContent).toBe(es['horse.market.loginPrompt']);
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: es['horse.market.search'] })).not.toBeInTheDocument();
  });
});

describe('a signed-in user with credits', () => {
  it('over a live market: confirms naming the source before spending; cancel spends nothing; accept searches and shows the new balance', async () => {
    const user = await account({ credits: 2 });
    const { store: jotai } = await renderMarketplace({ user: testUser({ accountId: user.accountId, creditos: 2 }) });
    expect(screen.getByTestId('market-status').textContent).toBe('Tienes 2 créditos');
    fireEvent.click(screen.getByLabelText('Rare'));
    fireEvent.change(screen.getByLabelText(es['horse.market.levelMax']!), { target: { value: '12' } });

    fireEvent.click(searchButton());
    let dialog = await screen.findByRole('dialog', { name: ui['ui.paidSearch.confirmTitle'] });
    expect(dialog.textContent).toContain('Desea gastar 1 crédito para realizar esta búsqueda?');
    expect(within(dialog).getByTestId('confirm-source').textContent).toBe('Datos: Planet Horse market export, al 20 nov 2026.');
    fireEvent.click(within(dialog).getByRole('button', { name: ui['ui.paidSearch.confirmNo'] }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(user.requests).toEqual([]);

    fireEvent.click(searchButton());
    dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: ui['ui.paidSearch.confirmYes'] }));
    await screen.findByTestId('horse-results', {}, { timeout: 10_000 });

    expect(user.requests).toHaveLength(1);
    expect(user.requests[0]!.body).toEqual({
      requestId: expect.stringMatching(/^[A-Za-z0-9_-]{1,64}$/),
      filters: { rarities: ['Rare'], level: { max: 12 } },
      sort: 'price-asc',
      page: 1,
      pageSize: 12,
    });
    const cards = screen.getAllByTestId('horse-card');
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card.textContent).toMatch(/Rare/);
    expect(await user.balance()).toBe(1);
    expect(jotai.get(userAtom)?.creditos).toBe(1);
    expect(screen.getByTestId('market-status').textContent).toBe('Tienes 1 crédito');
    expect(screen.getByText('Se gastó 1 crédito. Te quedan 1.')).toBeInTheDocument();
  });

  it("pages and re-sorts without asking or paying again; 'Buscando...' while a request runs", async () => {
    const user = await account({ credits: 1 });
    await renderMarketplace({ user: testUser({ accountId: user.accountId, creditos: 1 }) });
    fireEvent.click(searchButton());
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: ui['ui.paidSearch.confirmYes'] }));
    await screen.findByTestId('horse-results', {}, { timeout: 10_000 });
    const firstPage = screen.getAllByTestId('horse-card').map((c) => c.querySelector('h3')!.textContent);
    expect(screen.getByTestId('horse-count').textContent).toBe('240 caballos encontrados');

    const release = user.hold();
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(screen.getByRole('button', { name: es['horse.market.searching'] })).toBeInTheDocument());
    expect(screen.getByRole('button', { name: es['horse.market.searching'] })).toBeDisabled();
    release();
    await waitFor(() => expect(screen.getByRole('button', { name: '2' }).getAttribute('aria-current')).toBe('page'));
    const secondPage = screen.getAllByTestId('horse-card').map((c) => c.querySelector('h3')!.textContent);
    expect(secondPage.some((name) => firstPage.includes(name))).toBe(false);

    fireEvent.change(screen.getByLabelText(es['horse.market.sort']!), { target: { value: 'level-desc' } });
    await waitFor(() => expect(user.requests).toHaveLength(3));
    await waitFor(() => expect((screen.getByLabelText(es['horse.market.sort']!) as HTMLSelectElement).value).toBe('level-desc'));
    expect(new Set(user.requests.map((r) => r.body.requestId)).size).toBe(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await user.balance()).toBe(0);
  });

  it('refuses an inverted range before asking anything', async () => {
    const user = await account({ credits: 1 });
    await renderMarketplace({ user: testUser({ creditos: 1 }) });
    fireEvent.change(screen.getByLabelText(es['horse.market.levelMin']!), { target: { value: '10' } });
    fireEvent.change(screen.getByLabelText(es['horse.market.levelMax']!), { target: { value: '5' } });
    expect(screen.getByTestId('market-form-error').textContent).toBe(es['horse.market.error.levelOrder']);
    expect(searchButton().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(es['horse.market.priceMin']!), { target: { value: '-3' } });
    expect(screen.getAllByTestId('market-form-error').map((e) => e.textContent)).toContain(es['horse.market.error.price']);
    expect(user.requests).toEqual([]);
  });
});

describe('over the sample listings', () => {
  it('searches for free, without a question, even with no credit, and says so', async () => {
    const user = await account({ sample: true });
    const { store: jotai } = await renderMarketplace({ user: testUser({ accountId: user.accountId, creditos: 0 }) });
    await waitFor(() => expect(screen.getByTestId('search-cost').textContent).toBe(ui['ui.paidSearch.costSample']));
    await act(async () => fireEvent.click(searchButton()));
    await screen.findByTestId('horse-results', {}, { timeout: 10_000 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(jotai.get(creditsModalOpenAtom)).toBe(false);
    expect(screen.getByTestId('sample-notice').textContent).toMatch(/^Datos de muestra/);
    expect(screen.getByText(uiMessages.es['ui.paidSearch.charge.sample']!)).toBeInTheDocument();
    expect(await user.balance()).toBe(0);
  });
});

describe('credits and plans', () => {
  it('with zero credits opens the buy-credits modal and does not search', async () => {
    const user = await account();
    const { store: jotai } = await renderMarketplace({ user: testUser({ creditos: 0 }) });
    fireEvent.click(searchButton());
    expect(jotai.get(creditsModalOpenAtom)).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(user.requests).toEqual([]);
  });

  it('when the server finds no credit (stale balance) it opens the buy-credits modal and shows the error', async () => {
    const user = await account(); // the ledger has 0, the page still thinks 1
    const { store: jotai } = await renderMarketplace({ user: testUser({ creditos: 1 }) });
    fireEvent.click(searchButton());
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: ui['ui.paidSearch.confirmYes'] }));
    await waitFor(() => expect(jotai.get(creditsModalOpenAtom)).toBe(true));
    expect(jotai.get(userAtom)?.creditos).toBe(0);
    expect(screen.queryByTestId('horse-results')).not.toBeInTheDocument();
    expect(user.requests).toHaveLength(1);
  });

  it('Elite searches at once, without confirmation, and spends nothing', async () => {
    const user = await account({ plan: 2 });
    await renderMarketplace({ user: testUser({ premium: 2, creditos: 0 }) });
    expect(screen.getByTestId('market-status').textContent).toBe(es['horse.market.unlimited']);
    fireEvent.change(screen.getByLabelText(es['horse.market.gender']!), { target: { value: 'Female' } });
    await act(async () => fireEvent.click(searchButton()));
    await screen.findByTestId('horse-results', {}, { timeout: 10_000 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(user.requests[0]!.body.filters).toEqual({ gender: 'Female' });
    expect(screen.getByText(uiMessages.es['ui.paidSearch.charge.elite']!)).toBeInTheDocument();
    expect(await user.balance()).toBe(0);
  });
});

describe('when the market does not answer', () => {
  it("shows the server's words in the player's language (the page has no error texts of its own) and spends nothing", async () => {
    const user = await account({ down: true, credits: 1 });
    const pt = messages.pt;
    getDefaultStore().set(localeAtom, 'pt'); // the language the API client asks the server for
    try {
      await renderMarketplace({ user: testUser({ creditos: 1 }), locale: 'pt' });
      fireEvent.click(screen.getByRole('button', { name: pt['horse.market.search'] }));
      await act(async () => fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: uiMessages.pt['ui.paidSearch.confirmYes'] })));
      await screen.findAllByText('O mercado está indisponível agora; nenhum crédito foi gasto.');
      expect(await user.balance()).toBe(1);
    } finally {
      getDefaultStore().set(localeAtom, 'es');
    }
  });
});

describe('contract', () => {
  it('offers exactly the service’s orders', async () => {
    await account({ sample: true }); // the sort menu comes with the results: a free search
    await renderMarketplace({ user: testUser({ creditos: 0 }) });
    await act(async () => fireEvent.click(searchButton()));
    await screen.findByTestId('horse-results', {}, { timeout: 10_000 });
    const sort = screen.getByLabelText(es['horse.market.sort']!) as HTMLSelectElement;
    expect([...sort.options].map((option) => option.value)).toEqual([...SORTS]);
  });
});
