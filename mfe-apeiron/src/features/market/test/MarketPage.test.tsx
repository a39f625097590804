// The search gate as the page applies it (spec §6), with the real session atoms; the dialogs'
// own texts are tested once in @criadero/ui. The service is unreachable here (the fake API fails
// the free 'info' call, which the page takes quietly) and no search is ever sent.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { creditsModalOpenAtom, type UserState } from '@criadero/session';
import { uiMessages } from '@criadero/ui';
import { messages } from '../../../i18n/messages';
import MarketPage from '../MarketPage';
import { apiServer, http, HttpResponse, renderTool } from '@criadero/ui/testing';

const user = (creditos: number, premium: 0 | 1 | 2): UserState => ({
  accountId: 'a1', address: '0x1', addresses: ['0x1'], creditos, premium, isCreator: false, config: { body_color: 0, genes_tree: [] },
});

beforeEach(() => apiServer.use(http.get('/api/apeiron/market/info', () => HttpResponse.error())));

function renderPage(state: UserState | null) {
  return renderTool(<MarketPage />, { user: state, messages, route: '/' }).store;
}

const ui = uiMessages.es;
const search = () => fireEvent.click(screen.getByRole('button', { name: messages.es['apeiron.market.search'] }));

// the first render in jsdom is slow on a shared machine
describe('MarketPage search gate', { timeout: 20_000 }, () => {
  it('asks a visitor to log in with the Login button', async () => {
    renderPage(null);
    search();
    const dialog = await screen.findByRole('dialog', { name: ui['ui.paidSearch.loginTitle'] });
    expect(dialog.textContent).toContain(ui['ui.paidSearch.loginText']);
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('asks a player with credits to confirm spending one', async () => {
    renderPage(user(3, 1));
    search();
    expect((await screen.findByRole('dialog', { name: ui['ui.paidSearch.confirmTitle'] })).textContent).toContain('Desea gastar 1 crédito para realizar esta búsqueda?');
  });

  it('opens the buy-credits modal at zero credits, without a confirmation', async () => {
    const store = renderPage(user(0, 0));
    search();
    await waitFor(() => expect(store.get(creditsModalOpenAtom)).toBe(true));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refuses a min above its max before anything else', async () => {
    const store = renderPage(user(0, 0));
    fireEvent.change(screen.getByRole('textbox', { name: `${messages.es['apeiron.element.fire']} ${messages.es['apeiron.market.min']}` }), { target: { value: '70' } });
    fireEvent.change(screen.getByRole('textbox', { name: `${messages.es['apeiron.element.fire']} ${messages.es['apeiron.market.max']}` }), { target: { value: '10' } });
    search();
    expect((await screen.findByRole('alert')).textContent).toContain(messages.es['apeiron.market.problem.order']);
    expect(store.get(creditsModalOpenAtom)).toBe(false);
  });
});
