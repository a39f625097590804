import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerApi } from '@criadero/ui/testing';
import { CreaturePicker } from '../components/CreaturePicker';
import { es, renderBreeding, user } from './render';
import { messages } from '../../../i18n/messages';

const ago = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();
const status = (syncedAt: string, degraded = false) => ({ service: 'axie', market: { syncedAt, degraded } });

describe('the age of the market on the page', { timeout: 20_000 }, () => {
  it('says how long ago the market was updated, in es, en and pt', async () => {
    for (const [locale, pattern] of [
      // 12 s old when asked, a few more by the time a loaded machine renders it
      ['es', /^Mercado actualizado hace (1[2-9]|2\d) s$/],
      ['en', /^Market updated (1[2-9]|2\d) s ago$/],
      ['pt', /^Mercado atualizado há (1[2-9]|2\d) s$/],
    ] as const) {
      const { unmount } = renderBreeding(<CreaturePicker />, { locale }, status(ago(12)));
      await waitFor(() => expect(screen.getByTestId('market-freshness').textContent).toMatch(pattern));
      unmount();
    }
    renderBreeding(<CreaturePicker />, {}, status(ago(7 * 60)));
    await waitFor(() => expect(screen.getByTestId('market-freshness').textContent).toBe('Mercado actualizado hace 7 min'));
  });

  it('warns while the market sync has been failing, and says searches are free until it recovers', async () => {
    renderBreeding(<CreaturePicker />, {}, status(ago(3 * 60), true));
    const line = await screen.findByTestId('market-freshness');
    await waitFor(() => expect(line.textContent).toBe(es['axie.market.freshness.degraded']!.replace('{value} {unit, select, s {s} min {min} other {h}}', '3 min')));
    expect(messages.en!['axie.market.freshness.degraded']).toMatch(/free until it recovers/);
  });

  it('a search answer tells the page how fresh its results are', async () => {
    const fresh = ago(2);
    renderBreeding(<CreaturePicker />, { user: user({ premium: 2 }) }, status(ago(600)));
    answerApi({ '/api/search': () => ({ json: { axies: '', total: 0, creditos: 5, syncedAt: fresh, marketDegraded: false } }) });
    await waitFor(() => expect(screen.getByTestId('market-freshness').textContent).toBe('Mercado actualizado hace 10 min'));
    fireEvent.click(await screen.findByRole('button', { name: es['axie.breeding.search.button'] }));
    await waitFor(() => expect(screen.getByTestId('market-freshness').textContent).toMatch(/^Mercado actualizado hace ([2-9]|1\d) s$/));
  });
});
