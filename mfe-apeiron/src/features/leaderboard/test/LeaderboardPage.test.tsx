import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LeaderboardResponse } from '@criadero/api-contracts/apeiron';
import { uiMessages } from '@criadero/ui';
import { apiServer, http, HttpResponse, renderTool } from '@criadero/ui/testing';
import { messages } from '../../../i18n/messages';
import LeaderboardPage from '../LeaderboardPage';

const es = messages.es!;
const SOL = { id: 'sol', name: 'Sol', tag: 'SOL' };
const SOURCE = { kind: 'sample' as const, label: 'Datos de ejemplo', asOf: '2026-11-20' };

type LeaderboardEntry = LeaderboardResponse['entries'][number];

const entry = (rank: number, name: string, wins: number, losses: number, guild: typeof SOL | null): LeaderboardEntry => ({
  rank,
  player: { id: name.toLowerCase(), name, guildId: guild?.id ?? null, rating: 2000 - rank * 100, wins, losses, planets: rank + 2 },
  guild,
});
const ENTRIES = [entry(1, 'Ana', 30, 10, SOL), entry(2, 'Bea', 0, 0, null), entry(3, 'Cid', 1, 2, SOL)];

/** The fake service: filters by name and guild, pages by two; records each query it answered. */
function serveLeaderboard() {
  const queries: Record<string, string>[] = [];
  apiServer.use(
    http.get('/api/apeiron/guild-war', () => HttpResponse.json({ guilds: [{ ...SOL, members: [] }], wars: [], standings: [], source: SOURCE })),
    http.get('/api/apeiron/leaderboard', ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      queries.push(query);
      const matching = ENTRIES.filter((e) => (!query.q || e.player.name.toLowerCase().includes(query.q.toLowerCase())) && (!query.guild || e.guild?.id === query.guild));
      const page = Number(query.page);
      return HttpResponse.json({ entries: matching.slice((page - 1) * 2, page * 2), total: matching.length, page, pageSize: 2, pageCount: Math.ceil(matching.length / 2), source: SOURCE });
    }),
  );
  return queries;
}

const rows = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent!.replace(/\u00a0/g, ' ')));

describe('Apeiron leaderboard', { timeout: 20_000 }, () => {
  it('shows each player\'s rank, guild, rating, record and win rate (none without games), and pages', async () => {
    const queries = serveLeaderboard();
    renderTool(<LeaderboardPage />, { messages });
    expect(await screen.findByRole('heading', { name: '3 jugadores' })).toBeInTheDocument();
    expect(rows()).toEqual([
      ['1', 'Ana', 'Sol [SOL]', '1900', '30-10', '75 %', '3'],
      ['2', 'Bea', '—', '1800', '0-0', '0 %', '4'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: uiMessages.es['ui.pagination.next'] }));
    await waitFor(() => expect(rows()).toEqual([['3', 'Cid', 'Sol [SOL]', '1700', '1-2', '33 %', '5']]));
    expect(queries.at(-1)).toEqual({ page: '2', pageSize: '20' });
  });

  it('searches by name once typing settles, and by guild, from the first page again', async () => {
    const queries = serveLeaderboard();
    renderTool(<LeaderboardPage />, { messages });
    await screen.findByRole('heading', { name: '3 jugadores' });
    fireEvent.click(screen.getByRole('button', { name: uiMessages.es['ui.pagination.next'] }));
    await waitFor(() => expect(queries.at(-1)?.page).toBe('2'));
    fireEvent.change(screen.getByRole('textbox', { name: es['apeiron.leaderboard.name'] }), { target: { value: '  ci ' } });
    expect(await screen.findByRole('heading', { name: '1 jugador' })).toBeInTheDocument();
    // a new search asks for its first page only (never the old page of the new search)
    expect(queries.filter((query) => query.q === 'ci')).toEqual([{ page: '1', pageSize: '20', q: 'ci' }]);
    expect(rows()).toEqual([['3', 'Cid', 'Sol [SOL]', '1700', '1-2', '33 %', '5']]);
    fireEvent.change(screen.getByRole('textbox', { name: es['apeiron.leaderboard.name'] }), { target: { value: 'zz' } });
    expect(await screen.findByText(es['apeiron.leaderboard.none']!)).toBeInTheDocument();

    fireEvent.change(screen.getByRole('textbox', { name: es['apeiron.leaderboard.name'] }), { target: { value: '' } });
    await screen.findByRole('heading', { name: '3 jugadores' });
    const guild = screen.getByRole('combobox', { name: es['apeiron.leaderboard.guild'] });
    await waitFor(() => expect(guild).toHaveTextContent('Sol [SOL]'));
    fireEvent.change(guild, { target: { value: 'sol' } });
    expect(await screen.findByRole('heading', { name: '2 jugadores' })).toBeInTheDocument();
    expect(queries.at(-1)).toEqual({ page: '1', pageSize: '20', guild: 'sol' });
    expect(rows().map((r) => r[1])).toEqual(['Ana', 'Cid']);
  });
});
