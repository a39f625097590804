import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiServer, http, HttpResponse } from '@criadero/ui/testing';
import { RARITIES, calculateLeveling, type Rarity } from '@criadero/horse-leveling';
import { messages } from '../../../i18n/messages';
import { renderRemote } from '../../../testing/render';
import LevelingCalculatorPage from '../LevelingCalculatorPage';
import { LevelingCalculator } from '../LevelingCalculator';
import { parsePhorsePrice, type PhorsePrice } from '../phorse-price';

const es = messages.es;
const num = (n: number) => new Intl.NumberFormat('es').format(n);
const SAMPLE_PRICE: PhorsePrice = { status: 'ready', usd: 0.0042, source: 'stored', asOf: new Date('2026-11-22T00:00:00Z') };

afterEach(cleanup);

function fill(container: HTMLElement, initial: string, target: string, rarity: Rarity) {
  const scope = within(container);
  fireEvent.change(scope.getByLabelText(es['horse.leveling.initialLevel']!), { target: { value: initial } });
  fireEvent.change(scope.getByLabelText(es['horse.leveling.targetLevel']!), { target: { value: target } });
  fireEvent.change(scope.getByLabelText(es['horse.leveling.rarity']!), { target: { value: rarity } });
  return scope.getByRole('button', { name: es['horse.leveling.calculate'] }) as HTMLButtonElement;
}

describe('validation (spec §5)', () => {
  it('offers the six rarities', () => {
    renderRemote(<LevelingCalculator price={SAMPLE_PRICE} />);
    const options = within(screen.getByLabelText(es['horse.leveling.rarity']!)).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([...RARITIES]);
  });

  it.each([
    ['10', '10', es['horse.leveling.error.order']],
    ['20', '5', es['horse.leveling.error.order']],
    ['0', '5', 'El nivel inicial debe ser un número entero de 1 a 29'],
    ['30', '30', 'El nivel inicial debe ser un número entero de 1 a 29'],
    ['', '5', 'El nivel inicial debe ser un número entero de 1 a 29'],
    ['2.5', '5', 'El nivel inicial debe ser un número entero de 1 a 29'],
    ['1', '31', 'El nivel objetivo debe ser un número entero de 2 a 30'],
    ['1', '1', 'El nivel objetivo debe ser un número entero de 2 a 30'],
  ])('initial %j, target %j: "%s" and the button is disabled', (initial, target, message) => {
    const { container } = renderRemote(<LevelingCalculator price={SAMPLE_PRICE} />);
    const button = fill(container, initial, target, 'Rare');
    expect(button).toBeDisabled();
    expect(screen.getAllByTestId('leveling-error').map((e) => e.textContent)).toContain(message);
    fireEvent.click(button);
    expect(screen.queryByTestId('leveling-result')).not.toBeInTheDocument();
  });

  it('enables the button again once the levels are fixed', () => {
    const { container } = renderRemote(<LevelingCalculator price={SAMPLE_PRICE} />);
    expect(fill(container, '12', '12', 'Epic').disabled).toBe(true);
    expect(fill(container, '11', '12', 'Epic').disabled).toBe(false);
    expect(screen.queryAllByTestId('leveling-error')).toEqual([]);
  });

  it('takes the last result away while the form is invalid (no cost under levels it does not match)', () => {
    const { container } = renderRemote(<LevelingCalculator price={SAMPLE_PRICE} />);
    fireEvent.click(fill(container, '1', '15', 'Common'));
    expect(screen.getByTestId('leveling-result')).toBeInTheDocument();
    expect(fill(container, '20', '15', 'Common').disabled).toBe(true);
    expect(screen.getByTestId('leveling-error').textContent).toBe(es['horse.leveling.error.order']);
    expect(screen.queryByTestId('leveling-result')).not.toBeInTheDocument();
    fill(container, '', '15', 'Common');
    expect(screen.queryByTestId('leveling-result')).not.toBeInTheDocument();
  });

  it('warns, without blocking, when the target is above the rarity cap', () => {
    const { container } = renderRemote(<LevelingCalculator price={SAMPLE_PRICE} />);
    const button = fill(container, '1', '16', 'Common');
    expect(button).toBeEnabled();
    expect(screen.getByTestId('leveling-cap-warning').textContent).toMatch(/Common.*15/);
    // once calculated, the result carries the warning (said once, not twice)
    fireEvent.click(button);
    expect(screen.getByTestId('result-cap-warning').textContent).toMatch(/Common.*15/);
    expect(screen.queryByTestId('leveling-cap-warning')).not.toBeInTheDocument();
    fill(container, '1', '17', 'Common');
    expect(screen.getByTestId('leveling-cap-warning')).toBeInTheDocument();
    fill(container, '1', '15', 'Common');
    expect(screen.queryByTestId('leveling-cap-warning')).not.toBeInTheDocument();
  });
});

describe("'Calcular Costos'", () => {
  it('shows the spec result: PHORSE with base and discount, medals, USD, XP, progress (Common 1 → 15)', () => {
    const { container } = renderRemote(<LevelingCalculator price={SAMPLE_PRICE} />);
    fireEvent.click(fill(container, '1', '15', 'Common'));
    expect(screen.getByTestId('result-phorse').firstChild?.textContent).toBe(num(59_400));
    expect(screen.getByTestId('result-phorse-base').textContent).toBe(`Coste base: ${num(99_000)}`);
    expect(screen.getByTestId('result-discount').textContent).toBe('−40 % de PHORSE por ser Common');
    expect(screen.getByTestId('result-medals').textContent).toBe('490');
    const usd = new Intl.NumberFormat('es', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 }).format(59_400 * 0.0042);
    expect(screen.getByTestId('result-usd').textContent).toContain(usd);
    expect(screen.getByTestId('phorse-price-source').textContent).toMatch(/precio de muestra/);
    expect(screen.getByTestId('result-xp').textContent).toBe(num(calculateLeveling({ initialLevel: 1, targetLevel: 15, rarity: 'Common' }).xpRequired));
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe(String(Math.round((14 / 29) * 100)));
    expect(screen.getByText('14 de 29 niveles')).toBeInTheDocument();
    expect(screen.queryByTestId('result-cap-warning')).not.toBeInTheDocument();
  });

  it('shows no base cost and no discount for a Mythic horse, and the full bar for 1 → 30', () => {
    const { container } = renderRemote(<LevelingCalculator price={SAMPLE_PRICE} />);
    fireEvent.click(fill(container, '1', '30', 'Mythic'));
    expect(screen.getByTestId('result-phorse').textContent).toBe(num(1_009_000));
    expect(screen.queryByTestId('result-phorse-base')).not.toBeInTheDocument();
    expect(screen.queryByTestId('result-discount')).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
  });

  it('shows the same totals as the shared module, and a breakdown whose rows add up to them', () => {
    const { container } = renderRemote(<LevelingCalculator price={SAMPLE_PRICE} />);
    for (const [initial, target, rarity] of [[3, 9, 'Rare'], [12, 21, 'Legendary'], [5, 20, 'Uncommon']] as const) {
      fireEvent.click(fill(container, String(initial), String(target), rarity));
      const expected = calculateLeveling({ initialLevel: initial, targetLevel: target, rarity });
      expect(screen.getByTestId('result-phorse').firstChild?.textContent).toBe(num(expected.phorseTokens));
      expect(screen.getByTestId('result-medals').firstChild?.textContent).toBe(num(expected.medals));
      const rows = within(screen.getByTestId('leveling-breakdown')).getAllByRole('row').slice(1, -1);
      expect(rows).toHaveLength(target - initial);
      const phorseColumn = rows.map((row) => Number(row.children[1]!.textContent!.replace(/\./g, '')));
      expect(phorseColumn.reduce((a, b) => a + b, 0)).toBe(expected.phorseTokens);
      expect(rows.filter((row) => row.className === 'above-cap')).toHaveLength(expected.steps.filter((s) => s.aboveCap).length);
    }
    // Uncommon caps at 15: the result says so
    expect(screen.getByTestId('result-cap-warning').textContent).toMatch(/Uncommon.*15/);
  });

  it('says when the PHORSE price is unavailable instead of inventing one', () => {
    const { container } = renderRemote(<LevelingCalculator price={{ status: 'unavailable' }} />);
    fireEvent.click(fill(container, '1', '2', 'Epic'));
    expect(screen.getByTestId('result-usd').textContent).toBe(es['horse.leveling.usd.unavailable']);
  });

  it('speaks English and Portuguese', () => {
    const { container } = renderRemote(<LevelingCalculator price={SAMPLE_PRICE} />, { locale: 'en' });
    fireEvent.change(within(container).getByLabelText('Initial level'), { target: { value: '9' } });
    fireEvent.change(within(container).getByLabelText('Target level'), { target: { value: '3' } });
    expect(screen.getByText('The initial level must be lower than the target level')).toBeInTheDocument();
    cleanup();
    renderRemote(<LevelingCalculator price={SAMPLE_PRICE} />, { locale: 'pt' });
    expect(screen.getByRole('button', { name: 'Calcular Custos' })).toBeInTheDocument();
  });
});

describe('PHORSE price', () => {
  it('reads the market service answer and its source', () => {
    expect(parsePhorsePrice({ phorse: { usd: 0.0042, last_updated_at: 1_795_305_600, source: 'stored' } })).toEqual({
      status: 'ready',
      usd: 0.0042,
      source: 'stored',
      asOf: new Date(1_795_305_600_000),
    });
    expect(parsePhorsePrice({ phorse: { usd: 0.01, last_updated_at: 1, source: 'coingecko' } })).toMatchObject({ source: 'coingecko' });
    expect(parsePhorsePrice({ ronin: { usd: 1 } })).toEqual({ status: 'unavailable' });
    expect(parsePhorsePrice({ phorse: { usd: 'x' } })).toEqual({ status: 'unavailable' });
    expect(parsePhorsePrice(null)).toEqual({ status: 'unavailable' });
  });
});

describe('the calculator page and the Simulador de Leveleo modal', () => {
  it('asks the market service for PHORSE, and opens the same calculator in a modal', async () => {
    const asked: string[] = [];
    apiServer.use(
      http.post('/api/tokens/', async ({ request }) => {
        asked.push(await request.text());
        return HttpResponse.json({ phorse: { usd: 0.005, last_updated_at: 1_795_305_600, source: 'stored' } });
      }),
    );
    renderRemote(<LevelingCalculatorPage />);
    await waitFor(() => expect(asked).toContain(JSON.stringify({ tokens: ['phorse'] })));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(es['horse.leveling.title']);
    expect(screen.getByRole('note').textContent).toMatch(/17 de enero de 2026/);

    fireEvent.click(screen.getByRole('button', { name: es['horse.leveling.simulator.open'] }));
    const dialog = screen.getByRole('dialog', { name: es['horse.leveling.simulator.title'] });
    const button = fill(dialog, '2', '6', 'Legendary');
    fireEvent.click(button);
    const expected = calculateLeveling({ initialLevel: 2, targetLevel: 6, rarity: 'Legendary' });
    expect(within(dialog).getByTestId('result-phorse').firstChild?.textContent).toBe(num(expected.phorseTokens));
    // the price arrives through the fake API a few ticks after the request
    await waitFor(() =>
      expect(within(dialog).getByTestId('result-usd').textContent).toContain(
        new Intl.NumberFormat('es', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 }).format(expected.phorseTokens * 0.005),
      ),
    );
    // an invalid form in the simulator shows no result either
    fill(dialog, '6', '2', 'Legendary');
    expect(within(dialog).queryByTestId('leveling-result')).not.toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // the inline calculator is still on the page
    expect(screen.getByTestId('leveling-inline')).toBeInTheDocument();
  });
});
