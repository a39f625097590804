import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CreaturePicker } from '../components/CreaturePicker';
import { es, LIVE_STATUS, renderBreeding } from './render';
import { messages } from '../../../i18n/messages';

const ago = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();
/** `/api/axie/status` with the market's status fields (the stream pushes the same fields: e2e/tests/market-alerts). */
const status = (market: Partial<typeof LIVE_STATUS.market>) => ({ ...LIVE_STATUS, market: { ...LIVE_STATUS.market, ...market } });
const age = (id: string, text: string) => es[id]!.replace('{value} {unit, select, s {s} min {min} other {h}}', text);

describe('the age of the market on the page', { timeout: 20_000 }, () => {
  it('counts from the last successful check of the source, not from the last change, in es, en and pt', async () => {
    for (const [locale, pattern] of [
      // 12 s old when asked, a few more by the time a loaded machine renders it
      ['es', /^Mercado actualizado hace (1[2-9]|2\d) s$/],
      ['en', /^Market updated (1[2-9]|2\d) s ago$/],
      ['pt', /^Mercado atualizado há (1[2-9]|2\d) s$/],
    ] as const) {
      // the market last changed an hour ago; it was checked 12 s ago
      const { unmount } = renderBreeding(<CreaturePicker />, { locale }, status({ syncedAt: ago(3600), checkedAt: ago(12) }));
      await waitFor(() => expect(screen.getByTestId('market-freshness').textContent).toMatch(pattern));
      unmount();
    }
    renderBreeding(<CreaturePicker />, {}, status({ syncedAt: ago(7 * 3600), checkedAt: ago(7 * 60) }));
    await waitFor(() => expect(screen.getByTestId('market-freshness').textContent).toBe('Mercado actualizado hace 7 min'));
  });

  it('while degraded, counts from when the checks began to fail, and says searches are free until it recovers', async () => {
    // last change 2 h ago, last success 4 min ago, failing for 3 min
    renderBreeding(<CreaturePicker />, {}, status({ syncedAt: ago(7200), checkedAt: ago(240), failing: true, failingSince: ago(180), staleSince: ago(180), degraded: true }));
    const line = await screen.findByTestId('market-freshness');
    await waitFor(() => expect(line.textContent).toBe(age('axie.market.freshness.degraded', '3 min')));
    expect(messages.en!['axie.market.freshness.degraded']).toMatch(/free until it recovers/);
  });

  it('warns when the market never loaded, with since when loading fails', async () => {
    renderBreeding(<CreaturePicker />, {}, status({ loaded: false, axies: null, syncedAt: null, checkedAt: null, lagSeconds: null, loadFailingSince: ago(120) }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(age('axie.market.freshness.notLoaded', '2 min')));
  });
});
