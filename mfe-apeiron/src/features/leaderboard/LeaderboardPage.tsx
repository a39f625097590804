import { useEffect, useState } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Card, ColumnHeaders, FieldGrid, LoadState, Muted, Pagination, Section, SelectField, TextField, ToolPage, useApiGet } from '@criadero/ui';
import type { GuildWarResponse, LeaderboardResponse } from '@criadero/api-contracts/apeiron';
import { TableWrap } from '../../components/form';
import { SourceNote } from '../../components/SourceNote';
import { leaderboardPath } from './leaderboard-read';

const Ranking = styled.section`
  margin-top: 1rem;
  h2 { font-size: 1.1rem; }
`;

/** The name typed, the guild picked and the page, and the leaderboard page they ask for. */
function useLeaderboardSearch() {
  const [q, setQ] = useState('');
  const [query, setQuery] = useState('');
  const [guild, setGuild] = useState('');
  const [page, setPage] = useState(1);
  // typing settles for a moment before the list is asked again; a new search starts at its first
  // page in the same render (no request for the old page of the new search)
  useEffect(() => {
    const next = q.trim();
    if (next === query) return;
    const timer = setTimeout(() => (setQuery(next), setPage(1)), 300);
    return () => clearTimeout(timer);
  }, [q, query]);

  const board = useApiGet<LeaderboardResponse>(leaderboardPath(page, query, guild));
  const pickGuild = (value: string) => (setGuild(value), setPage(1));
  return { q, setQ, guild, pickGuild, setPage, board };
}

/** Players ranked by rating, searchable by name and guild. */
export default function LeaderboardPage() {
  const intl = useIntl();
  const { q, setQ, guild, pickGuild, setPage, board } = useLeaderboardSearch();
  const guilds = useApiGet<GuildWarResponse>('/api/apeiron/guild-war');
  const data = board.status === 'ready' ? board.data : null;

  return (
    <ToolPage title={<FormattedMessage id="apeiron.leaderboard.title" />} purpose={<FormattedMessage id="apeiron.leaderboard.purpose" />} notice={<SourceNote source={data?.source} />}>
      <Card as="form" role="search" onSubmit={(e) => e.preventDefault()} aria-label={intl.formatMessage({ id: 'apeiron.leaderboard.formLabel' })}>
        <FieldGrid>
          <TextField label={<FormattedMessage id="apeiron.leaderboard.name" />} name="q" value={q} onChange={setQ} maxLength={40} />
          <SelectField
            label={<FormattedMessage id="apeiron.leaderboard.guild" />}
            name="guild"
            value={guild}
            onChange={pickGuild}
            options={[
              { value: '', label: intl.formatMessage({ id: 'apeiron.leaderboard.allGuilds' }) },
              ...(guilds.status === 'ready' ? guilds.data.guilds.map((g) => ({ value: g.id, label: `${g.name} [${g.tag}]` })) : []),
            ]}
          />
        </FieldGrid>
      </Card>
      {!data ? (
        <LoadState state={board} retry={board.retry} />
      ) : (
        <Section title="apeiron.leaderboard.count" titleValues={{ count: data.total }} as={Ranking}>
          {data.entries.length === 0 ? (
            <Muted>
              <FormattedMessage id="apeiron.leaderboard.none" />
            </Muted>
          ) : (
            <RankingTable entries={data.entries} />
          )}
          <Pagination page={data.page} pageCount={data.pageCount} onPage={setPage} />
        </Section>
      )}
    </ToolPage>
  );
}

/** A page of the ranking: rank, player, guild, rating, won-lost, win rate and planets. */
function RankingTable({ entries }: { entries: LeaderboardResponse['entries'] }) {
  return (
    <TableWrap>
      <table data-testid="leaderboard">
        <ColumnHeaders
          titles={[
            'apeiron.leaderboard.col.rank',
            'apeiron.leaderboard.col.player',
            'apeiron.leaderboard.col.guild',
            'apeiron.leaderboard.col.rating',
            'apeiron.leaderboard.col.record',
            'apeiron.leaderboard.col.winRate',
            'apeiron.leaderboard.col.planets',
          ]}
        />
        <tbody>
          {entries.map(({ rank, player, guild: g }) => (
            <tr key={player.id}>
              <td>{rank}</td>
              <td>{player.name}</td>
              <td>{g ? `${g.name} [${g.tag}]` : '—'}</td>
              <td><strong>{player.rating}</strong></td>
              <td>{player.wins}-{player.losses}</td>
              <td><FormattedNumber value={player.wins / Math.max(1, player.wins + player.losses)} style="percent" maximumFractionDigits={0} /></td>
              <td>{player.planets}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}
