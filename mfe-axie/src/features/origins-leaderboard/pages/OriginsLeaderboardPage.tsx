import { useState } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { Button, ColumnHeaders, Field, FilterBar, Pagination, SelectField, ToolPage, useApiLoad } from '@criadero/ui';
import { ErrorNote, SourceNote } from '../../../components/Notes';
import { Note, Panel, TableBox, numeric } from '../../../components/styled';
import type { Player } from '@criadero/api-contracts/axie';
import { fetchLeaderboard, fetchSeasons } from '../api';
import { TeamPanel } from './TeamPanel';

const PAGE_SIZE = 25;

export default function OriginsLeaderboardPage() {
  const seasons = useApiLoad('seasons', fetchSeasons);
  const [seasonId, setSeasonId] = useState<number | null>(null);
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Player | null>(null);
  const season = seasonId ?? (seasons.status === 'ready' ? seasons.data.seasons[0]?.id ?? null : null);
  const body = { ...(season !== null ? { seasonId: season } : {}), ...(q.trim() ? { q: q.trim() } : {}), page, pageSize: PAGE_SIZE };
  const board = useApiLoad(season === null ? null : JSON.stringify(body), (signal) => fetchLeaderboard(body, signal));
  const data = 'data' in board ? board.data : undefined;

  return (
    <ToolPage title={<FormattedMessage id="axie.originsLeaderboard.title" />} purpose={<FormattedMessage id="axie.originsLeaderboard.purpose" />}>
      <Panel>
        {/* the seasons' answer names the same source: the note opens the panel before the board loads */}
        <SourceNote source={data?.source ?? (seasons.status === 'ready' ? seasons.data.source : undefined)} served />
        <FilterBar>
          <SelectField
            label={<FormattedMessage id="axie.originsLeaderboard.season" />}
            value={season === null ? '' : String(season)}
            onChange={(value) => {
              setSeasonId(Number(value));
              setPage(1);
              setSelected(null);
            }}
            options={seasons.status === 'ready' ? seasons.data.seasons.map((s) => ({ value: String(s.id), label: s.name })) : []}
          />
          <Field>
            <FormattedMessage id="axie.originsLeaderboard.searchName" />
            <input
              type="search"
              value={q}
              onChange={(e) => {
                setQ(e.target.value);
                setPage(1);
              }}
            />
          </Field>
        </FilterBar>
        {seasons.status === 'error' ? <ErrorNote error={seasons.error} /> : null}
        {board.status === 'error' ? <ErrorNote error={board.error} /> : null}
        <Note aria-live="polite" data-testid="players-count">
          {data ? <FormattedMessage id="axie.originsLeaderboard.count" values={{ count: data.total }} /> : <FormattedMessage id="axie.tools.loading" />}
        </Note>
        <PlayersTable players={data?.players ?? []} selected={selected} onSelect={setSelected} />
        {data && data.total === 0 ? (
          <Note>
            <FormattedMessage id="axie.tools.noResults" />
          </Note>
        ) : null}
        {data ? <Pagination page={page} pageCount={Math.ceil(data.total / PAGE_SIZE)} onPage={setPage} /> : null}
      </Panel>
      {selected && season !== null ? <TeamPanel player={selected} seasonId={season} /> : null}
    </ToolPage>
  );
}

interface TableProps {
  players: readonly Player[];
  selected: Player | null;
  onSelect: (player: Player) => void;
}

/** A page of the ranking: position, name, rank and tier, vstar, and a button to see the player's team. */
function PlayersTable({ players, selected, onSelect }: TableProps) {
  const intl = useIntl();
  return (
    <TableBox aria-label={intl.formatMessage({ id: 'axie.originsLeaderboard.table' })}>
      <table>
        <ColumnHeaders
          titles={[{ text: '#', className: 'num' }, 'axie.originsLeaderboard.col.name', 'axie.originsLeaderboard.col.rank', numeric('axie.originsLeaderboard.col.vstar'), 'axie.originsLeaderboard.col.team']}
        />
        <tbody>
          {players.map((p) => (
            <tr key={p.userId} data-testid="player-row">
              <td className="num">{p.topRank}</td>
              <td>{p.name}</td>
              <td>
                {p.rank} {p.tier > 0 ? p.tier : ''}
              </td>
              <td className="num">
                <FormattedNumber value={p.vstar} />
              </td>
              <td>
                <Button type="button" aria-pressed={selected?.userId === p.userId} onClick={() => onSelect(p)} aria-label={intl.formatMessage({ id: 'axie.originsLeaderboard.viewTeamOf' }, { name: p.name })}>
                  <FormattedMessage id="axie.originsLeaderboard.viewTeam" />
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}
