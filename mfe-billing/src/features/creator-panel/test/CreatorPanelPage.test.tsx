import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiServer, http, HttpResponse, renderTool } from '@criadero/ui/testing';
import type { CreatorCode } from '../../../api/billing-api';
import { messages } from '../../../i18n/messages';
import CreatorPanelPage from '../CreatorPanelPage';

const es = messages.es!;

let codes: CreatorCode[];
let posted: unknown[];
/** what GET /api/creator/referral-codes answers when it is not the list (status, body) */
let refusal: { status: number; body: unknown } | null;
let displayName: string | null;

beforeEach(() => {
  codes = [
    { id: 'ref_CRIADERO', code: 'CRIADERO', discount_percentage: 10, sample: true, uses: 3, paid: '7.44', earnings: '1.488' },
    { id: 'ref_LUZ30', code: 'LUZ30', discount_percentage: 30, sample: false, uses: 0, paid: '0.00', earnings: '0.00' },
  ];
  posted = [];
  refusal = null;
  displayName = null;
  apiServer.use(
    http.put('*/api/creator/profile', async ({ request }) => {
      const wanted = ((await request.json()) as { displayName: string }).displayName.trim();
      if (wanted.length < 2) return HttpResponse.json({ error: "El nombre debe tener de 2 a 32 letras, números, espacios o . _ - ' y no puede ser una dirección de wallet", code: 'CREATOR_NAME_INVALID' }, { status: 400 });
      displayName = wanted;
      return HttpResponse.json({ displayName });
    }),
    http.post('*/api/creator/referral-codes', async ({ request }) => {
      const body = (await request.json()) as { code: string; discountPercentage?: number };
      posted.push(body);
      if (codes.some((c) => c.code === body.code)) return HttpResponse.json({ error: 'Ese código ya existe', code: 'REFERRAL_CODE_TAKEN' }, { status: 409 });
      const created = { id: `ref_${body.code}`, code: body.code, discount_percentage: body.discountPercentage ?? 10, sample: false, uses: 0, paid: '0.00', earnings: '0.00' };
      codes = [...codes, created];
      return HttpResponse.json(created);
    }),
    http.get('*/api/creator/referral-codes', () =>
      refusal ? HttpResponse.json(refusal.body as never, { status: refusal.status }) : HttpResponse.json({ commissionPercent: 20, displayName, codes }),
    ),
  );
});

function renderPage() {
  return renderTool(<CreatorPanelPage />, { messages, toasts: true });
}

const rows = () =>
  within(screen.getByTestId('creator-codes'))
    .getAllByRole('row')
    .map((row) => within(row).queryAllByRole('cell').map((cell) => cell.textContent));

describe('creator panel page', { timeout: 30_000 }, () => {
  it("shows the creator's codes with their discount, uses, amount paid and earnings, and the commission", async () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Panel de Creador' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('creator-codes')).toBeInTheDocument());
    const headers = within(screen.getByTestId('creator-codes')).getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Código', 'Descuento', 'Usos', 'Pagado', 'Ganancias']);
    expect(rows().slice(1)).toEqual([
      // amounts in Spanish: a decimal comma, cents only when there are any (the API's share has 3 decimals)
      ['CRIADERO (muestra)', '10 %', '3', '7,44 USDC', '1,49 USDC'],
      ['LUZ30 ', '30 %', '0', '0 USDC', '0 USDC'],
    ]);
    expect(screen.getByText('Tu parte: 20 % de cada pago confirmado con tus códigos.')).toBeInTheDocument();
  });

  it('says so when the creator has no codes yet', async () => {
    codes = [];
    renderPage();
    expect(await screen.findByText('Todavía no tienes códigos.')).toBeInTheDocument();
    expect(screen.queryByTestId('creator-codes')).not.toBeInTheDocument();
  });

  it('creates a code and lists it; a taken code shows the server refusal', async () => {
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(3));
    const create = screen.getByRole('button', { name: 'Crear código' }) as HTMLButtonElement;
    expect(create).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Nuevo código'), { target: { value: 'ANA15' } });
    // the server refuses more than 25 % (MAX_REFERRAL_DISCOUNT_PERCENT): the box says so
    expect(screen.getByLabelText('Descuento % (opcional, 10 por defecto)').getAttribute('max')).toBe('25');
    fireEvent.change(screen.getByLabelText('Descuento % (opcional, 10 por defecto)'), { target: { value: '15' } });
    fireEvent.click(create);
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(posted).toEqual([{ code: 'ANA15', discountPercentage: 15 }]);
    expect(rows()[3]).toEqual(['ANA15 ', '15 %', '0', '0 USDC', '0 USDC']);
    expect((screen.getByLabelText('Nuevo código') as HTMLInputElement).value).toBe('');

    fireEvent.change(screen.getByLabelText('Nuevo código'), { target: { value: 'LUZ30' } });
    fireEvent.click(create);
    expect(await screen.findByText('Ese código ya existe')).toBeInTheDocument();
    expect(posted).toEqual([{ code: 'ANA15', discountPercentage: 15 }, { code: 'LUZ30' }]);
    expect(rows()).toHaveLength(4);
  });

  it('sets the name players see on the codes; without one it says the wallet is shown shortened; a bad name shows the server refusal', async () => {
    renderPage();
    expect(await screen.findByText(es['billing.creator.noName']!)).toBeInTheDocument();
    const input = screen.getByLabelText('Nombre que ven los jugadores') as HTMLInputElement;
    expect(input.value).toBe('');
    fireEvent.change(input, { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar nombre' }));
    expect(await screen.findByText(/El nombre debe tener de 2 a 32/)).toBeInTheDocument();
    fireEvent.change(input, { target: { value: 'Luz Gamer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar nombre' }));
    expect(await screen.findByText('Tus códigos muestran ahora «Luz Gamer»')).toBeInTheDocument();
    expect(await screen.findByText(es['billing.creator.nameHelp']!)).toBeInTheDocument();
    expect(input.value).toBe('Luz Gamer');
  });

  it('shows the refusal when the account is not a creator', async () => {
    refusal = { status: 403, body: { error: 'Solo para creadores', code: 'NOT_CREATOR' } };
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe('Solo para creadores');
    expect(screen.queryByTestId('creator-codes')).not.toBeInTheDocument();
  });
});
