import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerApi } from '@criadero/ui/testing';
import { es, renderAxieTool } from '../../../testing/test-utils';
import { TOOLS_ERROR_MESSAGES, type Player } from '@criadero/api-contracts/axie';
import { nav } from '../../../nav';
import OriginsLeaderboardPage from '../pages/OriginsLeaderboardPage';

const source = { kind: 'sample', label: 'Datos de ejemplo generados', asOf: '2024-01' };
const players: Player[] = Array.from({ length: 25 }, (_, i) => ({ userId: `u${i + 1}`, name: `Player${i + 1}`, rank: i < 10 ? 'Challenger' : 'Tiger', tier: i < 10 ? 0 : 2, topRank: i + 1, vstar: 900 - i }));
const team = {
  userId: 'u1', teamName: 'p2p2', battleAt: 1714012639, source,
  fighters: [
    { axieId: 11486338, name: 'midu', position: 2, class: 'reptile', image: '/api/axie-img?genes=0x1', parts: [{ type: 'tail', id: 'tail-yam', name: 'Yam', class: 'plant' }], runes: [{ id: 'rune_x', item: { name: 'Leech', rarity: 'Epic', class: 'Bug', description: '' } }], charms: [{ part: 'eyes', id: 'ecard_y', item: null }] },
    { axieId: 7, name: 'Venoki', position: 3, class: null, image: null, parts: [], runes: [], charms: [] },
  ],
};

function api() {
  return answerApi({
    '/api/origins/seasons': () => ({ json: { seasons: [{ id: 9, name: 'Season 8', startedAt: null, endedAt: null }, { id: 8, name: 'Season 7', startedAt: null, endedAt: null }], source } }),
    '/api/origins/leaderboard': (body) => {
      const q = (body as { q?: string }).q;
      const rows = q ? players.filter((p) => p.name.toLowerCase().includes(q.toLowerCase())) : players;
      return { json: { seasonId: (body as { seasonId: number }).seasonId, players: rows, total: q ? rows.length : 500, page: 1, pageSize: 25, source } };
    },
    '/api/origins/team': () => ({ json: team }),
  });
}

describe('origins leaderboard page', () => {
  it("opens its panel with the source note from the page's first read, the one its nav's note, served with the page, is drawn from", async () => {
    const calls = answerApi({
      '/api/origins/seasons': () => ({ json: { seasons: [{ id: 9, name: 'Season 8', startedAt: null, endedAt: null }], source } }),
      // the board not (yet) there: the note is the seasons' answer's
      '/api/origins/leaderboard': () => ({ status: 502, json: { error: 'Origins no responde', code: 'ORIGINS_UNAVAILABLE' } }),
    });
    renderAxieTool(<OriginsLeaderboardPage />);
    const note = await screen.findByTestId('source-note');
    expect(note.textContent).toBe('Datos de ejemplo · a fecha de 2024-01 · Datos de ejemplo generados');
    expect(note.querySelector('strong')!.textContent).toBe('Datos de ejemplo');
    // the first text of the panel
    expect(note.parentElement!.firstElementChild).toBe(note);
    const read = nav.routes.find((route) => route.path === '/axie-infinity-tools/origins-leaderboard')!.note!.read!;
    expect(calls[0]).toEqual({ path: read.path, body: undefined });
    expect(read.body).toBeUndefined();
  });

  it('ranks the newest season first with rank, tier and vstar, and paginates', async () => {
    const calls = api();
    renderAxieTool(<OriginsLeaderboardPage />);
    const rows = await screen.findAllByTestId('player-row');
    expect(rows).toHaveLength(25);
    expect(within(rows[0]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['1', 'Player1', 'Challenger ', '900', 'Ver equipo']);
    expect(within(rows[12]!).getAllByRole('cell')[2]!.textContent).toBe('Tiger 2');
    expect(screen.getByTestId('players-count').textContent).toBe('500 jugadores');
    expect(calls.find((c) => c.path === '/api/origins/leaderboard')!.body).toEqual({ seasonId: 9, page: 1, pageSize: 25 });
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(calls.at(-1)!.body).toEqual({ seasonId: 9, page: 2, pageSize: 25 }));
  });

  it('changes season, searches by name, and opens a player team with runes and charms', async () => {
    const calls = api();
    renderAxieTool(<OriginsLeaderboardPage />);
    await screen.findAllByTestId('player-row');
    fireEvent.change(screen.getByLabelText(es['axie.originsLeaderboard.season']!), { target: { value: '8' } });
    fireEvent.change(screen.getByLabelText(es['axie.originsLeaderboard.searchName']!), { target: { value: 'player12' } });
    await waitFor(() => expect(screen.getAllByTestId('player-row')).toHaveLength(1));
    expect(calls.at(-1)!.body).toEqual({ seasonId: 8, q: 'player12', page: 1, pageSize: 25 });
    fireEvent.click(screen.getByRole('button', { name: 'Ver equipo de Player12' }));
    const panel = await screen.findByTestId('team-panel');
    await waitFor(() => expect(within(panel).getAllByTestId('fighter')).toHaveLength(2));
    expect(calls.at(-1)).toEqual({ path: '/api/origins/team', body: { userId: 'u12', seasonId: 8 } });
    const [first, starter] = within(panel).getAllByTestId('fighter');
    expect(first!.textContent).toContain('Cola: Yam');
    expect(first!.textContent).toContain('Runas: Leech');
    expect(first!.textContent).toContain('Amuletos: Ojos: ecard_y');
    expect(starter!.textContent).toContain(es['axie.originsLeaderboard.team.starter']);
    expect(panel.textContent).toContain('Equipo «p2p2» de su último combate');
  });

  it('explains when no battle data gives the team', async () => {
    answerApi({
      '/api/origins/seasons': () => ({ json: { seasons: [{ id: 9, name: 'Season 8', startedAt: null, endedAt: null }], source } }),
      '/api/origins/leaderboard': () => ({ json: { seasonId: 9, players: players.slice(0, 1), total: 1, page: 1, pageSize: 25, source } }),
      '/api/origins/team': () => ({ status: 404, json: { error: TOOLS_ERROR_MESSAGES.TEAM_NOT_AVAILABLE.es, code: 'TEAM_NOT_AVAILABLE' } }),
    });
    renderAxieTool(<OriginsLeaderboardPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ver equipo de Player1' }));
    expect((await screen.findByRole('alert')).textContent).toBe(TOOLS_ERROR_MESSAGES.TEAM_NOT_AVAILABLE.es);
  });
});
