import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GuildWarResponse } from '@criadero/api-contracts/apeiron';
import { apiServer, http, HttpResponse, renderTool } from '@criadero/ui/testing';
import { messages } from '../../../i18n/messages';
import GuildWarPage from '../GuildWarPage';

const es = messages.es!;

const player = (id: string, guildId: string, rating: number) => ({ id, name: id, guildId, rating, wins: 0, losses: 0, planets: 1 });

// Sol's second fighter is as good as Luna's weaker one: sending the strong one there (and giving up
// the duel against Luna's champion) wins more than best against best
const DATA: GuildWarResponse = {
  guilds: [
    { id: 'sol', name: 'Sol', tag: 'SOL', members: [player('Ana', 'sol', 1600), player('Bea', 'sol', 1500)] },
    { id: 'luna', name: 'Luna', tag: 'LUN', members: [player('Cid', 'luna', 2500), player('Dan', 'luna', 1500)] },
    { id: 'mar', name: 'Mar', tag: 'MAR', members: [player('Eva', 'mar', 1000)] },
  ],
  wars: [
    { id: 'w1', season: 1, round: 1, date: '2026-11-01T18:00:00.000Z', guildA: 'sol', guildB: 'mar', status: 'finished', scoreA: 7, scoreB: 3 },
    { id: 'w2', season: 1, round: 2, date: '2026-12-05T18:00:00.000Z', guildA: 'sol', guildB: 'luna', status: 'scheduled', scoreA: null, scoreB: null },
  ],
  standings: [
    { guildId: 'sol', played: 1, won: 1, drawn: 0, lost: 0, points: 3, scoreFor: 7, scoreAgainst: 3 },
    { guildId: 'mar', played: 1, won: 0, drawn: 0, lost: 1, points: 0, scoreFor: 3, scoreAgainst: 7 },
  ],
  source: { kind: 'sample', label: 'Datos de ejemplo', asOf: '2026-11-20' },
};

function renderPage() {
  apiServer.use(http.get('/api/apeiron/guild-war', () => HttpResponse.json(DATA)));
  return renderTool(<GuildWarPage />, { messages });
}

const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent!.replace(/\u00a0/g, ' ')))
    .filter((row) => row.length > 0);

describe('guild war', { timeout: 20_000 }, () => {
  it('plans the next war: the pairing with the most expected wins, its score and each duel\'s chance', async () => {
    renderPage();
    const score = await screen.findByTestId('planner-score');
    // the scheduled war's guilds are chosen: Sol against Luna
    expect(screen.getByRole('combobox', { name: es['apeiron.guildWar.ourGuild'] })).toHaveValue('sol');
    expect(screen.getByRole('combobox', { name: es['apeiron.guildWar.rivalGuild'] })).toHaveValue('luna');
    // Ana (1600) beats Dan (1500) 64 % of the time, Bea (1500) beats Cid (2500) 0.3 %: 0.64 expected wins
    expect(score).toHaveTextContent('Resultado esperado: 0,6 – 1,4 en 2 duelos');
    const duels = within(score.parentElement!).getByRole('table');
    expect(screen.getByRole('region', { name: es['apeiron.guildWar.planner'] })).toContainElement(duels);
    expect(within(duels).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['#', 'Sol', 'Luna', es['apeiron.guildWar.winChance']]);
    expect(cells(duels)).toEqual([
      ['1', 'Ana (1600)', 'Dan (1500)', '64 %'],
      ['2', 'Bea (1500)', 'Cid (2500)', '0 %'],
    ]);
    // best against best gives away the likely win
    fireEvent.change(screen.getByRole('combobox', { name: es['apeiron.guildWar.strategy'] }), { target: { value: 'mirror' } });
    expect(score).toHaveTextContent('Resultado esperado: 0,5 – 1,5 en 2 duelos');
    expect(cells(duels)).toEqual([
      ['1', 'Ana (1600)', 'Cid (2500)', '1 %'],
      ['2', 'Bea (1500)', 'Dan (1500)', '50 %'],
    ]);
    // a guild with one fighter: one duel
    fireEvent.change(screen.getByRole('combobox', { name: es['apeiron.guildWar.rivalGuild'] }), { target: { value: 'mar' } });
    expect(score).toHaveTextContent(/en 1 duelos$/);
  });

  it('refuses a guild against itself', async () => {
    renderPage();
    await screen.findByTestId('planner-score');
    fireEvent.change(screen.getByRole('combobox', { name: es['apeiron.guildWar.rivalGuild'] }), { target: { value: 'sol' } });
    expect(screen.getByRole('alert')).toHaveTextContent(es['apeiron.guildWar.sameGuild']!);
    expect(screen.queryByTestId('planner-score')).not.toBeInTheDocument();
  });

  it('shows the standings with records and duel scores, and each round\'s match-ups: a score once played, its date before', async () => {
    renderPage();
    const standings = await screen.findByTestId('standings');
    expect(screen.getByRole('region', { name: es['apeiron.guildWar.standings'] })).toContainElement(standings);
    expect(within(standings).getAllByRole('columnheader')).toHaveLength(6);
    expect(cells(standings)).toEqual([
      ['1', 'Sol', '1', '1-0-0', '7:3', '3'],
      ['2', 'Mar', '1', '0-0-1', '3:7', '0'],
    ]);
    const matchups = screen.getByRole('heading', { name: es['apeiron.guildWar.matchups'] }).parentElement!;
    const round = within(matchups).getByRole('combobox', { name: es['apeiron.guildWar.round'] });
    // the round of the next scheduled war first
    expect(round).toHaveValue('2');
    // every cell has its column's header (a screen reader says which guild and what the middle is)
    expect(within(within(matchups).getByRole('table')).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      es['apeiron.guildWar.col.guild'], es['apeiron.guildWar.col.result'], es['apeiron.guildWar.col.rival'],
    ]);
    expect(cells(within(matchups).getByRole('table'))).toEqual([['Sol', new Intl.DateTimeFormat('es', { day: 'numeric', month: 'short' }).format(new Date(DATA.wars[1]!.date)), 'Luna']]);
    fireEvent.change(round, { target: { value: '1' } });
    expect(cells(within(matchups).getByRole('table'))).toEqual([['Sol', '7 – 3', 'Mar']]);
  });
});
