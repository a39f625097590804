import { useEffect, useMemo, useState } from 'react';
import { defineMessages, FormattedDate, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Card, ColumnHeaders, FieldGrid, LoadState, Muted, Section, SelectField, ToolPage, useApiGet } from '@criadero/ui';
import type { GuildWarResponse, GuildWithMembers } from '@criadero/api-contracts/apeiron';
import { TableWrap } from '../../components/form';
import { SourceNote } from '../../components/SourceNote';
import { DUELS_PER_WAR, expectedWins, planDuels, type Strategy } from './planner';

const STRATEGIES = defineMessages({
  maximize: { id: 'apeiron.guildWar.strategy.maximize' },
  mirror: { id: 'apeiron.guildWar.strategy.mirror' },
}) satisfies Record<Strategy, unknown>;

const Grid = styled.div`
  display: grid; gap: 1rem; grid-template-columns: repeat(auto-fit, minmax(min(100%, 420px), 1fr)); margin-top: 1rem;
  h2 { font-size: 1.1rem; margin: 0 0 0.5rem; }
`;
// the planner stands alone above the grid, its heading sized like the grid's
const PlannerCard = styled(Card)`
  h2 { font-size: 1.1rem; margin-top: 0; }
`;
const Score = styled.strong`
  font-size: 1.4rem; font-variant-numeric: tabular-nums;
`;

const guildName = (guilds: GuildWithMembers[], id: string) => guilds.find((g) => g.id === id)?.name ?? id;

function Planner({ data }: { data: GuildWarResponse }) {
  const intl = useIntl();
  const next = data.wars.find((w) => w.status === 'scheduled');
  const [ours, setOurs] = useState(next?.guildA ?? data.guilds[0]?.id ?? '');
  const [theirs, setTheirs] = useState(next?.guildB ?? data.guilds[1]?.id ?? '');
  const [strategy, setStrategy] = useState<Strategy>('maximize');
  const duels = useMemo(() => {
    const members = (id: string) => data.guilds.find((g) => g.id === id)?.members ?? [];
    return ours === theirs ? [] : planDuels(members(ours), members(theirs), strategy);
  }, [ours, theirs, strategy, data]);
  const wins = expectedWins(duels);
  const guildOptions = data.guilds.map((g) => ({ value: g.id, label: `${g.name} [${g.tag}]` }));

  return (
    <Section title="apeiron.guildWar.planner" as={PlannerCard}>
      <FieldGrid>
        <SelectField label={<FormattedMessage id="apeiron.guildWar.ourGuild" />} name="ours" value={ours} onChange={setOurs} options={guildOptions} />
        <SelectField label={<FormattedMessage id="apeiron.guildWar.rivalGuild" />} name="theirs" value={theirs} onChange={setTheirs} options={guildOptions} />
        <SelectField
          label={<FormattedMessage id="apeiron.guildWar.strategy" />}
          name="strategy"
          value={strategy}
          onChange={(v) => setStrategy(v as Strategy)}
          options={(Object.keys(STRATEGIES) as Strategy[]).map((s) => ({ value: s, label: intl.formatMessage(STRATEGIES[s]) }))}
        />
      </FieldGrid>
      {ours === theirs ? (
        <Muted role="alert">
          <FormattedMessage id="apeiron.guildWar.sameGuild" />
        </Muted>
      ) : (
        <>
          <p data-testid="planner-score">
            <FormattedMessage
              id="apeiron.guildWar.expected"
              values={{
                ours: <Score>{intl.formatNumber(wins, { maximumFractionDigits: 1 })}</Score>,
                theirs: <Score>{intl.formatNumber(duels.length - wins, { maximumFractionDigits: 1 })}</Score>,
                duels: duels.length,
              }}
            />
          </p>
          <TableWrap>
            <table>
              <ColumnHeaders titles={[{ text: '#' }, { text: guildName(data.guilds, ours) }, { text: guildName(data.guilds, theirs) }, 'apeiron.guildWar.winChance']} />
              <tbody>
                {duels.map((d, i) => (
                  <tr key={d.ours.id}>
                    <td>{i + 1}</td>
                    <td>{d.ours.name} ({d.ours.rating})</td>
                    <td>{d.theirs.name} ({d.theirs.rating})</td>
                    <td><FormattedNumber value={d.winChance} style="percent" maximumFractionDigits={0} /></td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
          <Muted style={{ marginTop: '0.5rem' }}>
            <FormattedMessage id="apeiron.guildWar.model" values={{ duels: DUELS_PER_WAR }} />
          </Muted>
        </>
      )}
    </Section>
  );
}

/** Guild war: standings, match-ups with scores, members, and the planner. */
export default function GuildWarPage() {
  const state = useApiGet<GuildWarResponse>('/api/apeiron/guild-war');
  const data = state.status === 'ready' ? state.data : null;

  return (
    <ToolPage title={<FormattedMessage id="apeiron.guildWar.title" />} purpose={<FormattedMessage id="apeiron.guildWar.purpose" />} notice={<SourceNote source={data?.source} />}>
      {!data ? (
        <LoadState state={state} retry={state.retry} />
      ) : (
        <>
          <Planner data={data} />
          <Grid>
            <StandingsCard data={data} />
            <MatchupsCard data={data} />
          </Grid>
        </>
      )}
    </ToolPage>
  );
}

/** The league table: each guild's wars played, won-drawn-lost, duels for and against, and points. */
function StandingsCard({ data }: { data: GuildWarResponse }) {
  return (
    <Section title="apeiron.guildWar.standings">
      <TableWrap>
        <table data-testid="standings">
          <ColumnHeaders titles={[{ text: '#' }, 'apeiron.guildWar.col.guild', 'apeiron.guildWar.col.played', 'apeiron.guildWar.col.record', 'apeiron.guildWar.col.duels', 'apeiron.guildWar.col.points']} />
          <tbody>
            {data.standings.map((s, i) => (
              <tr key={s.guildId}>
                <td>{i + 1}</td>
                <td>{guildName(data.guilds, s.guildId)}</td>
                <td>{s.played}</td>
                <td>{s.won}-{s.drawn}-{s.lost}</td>
                <td>{s.scoreFor}:{s.scoreAgainst}</td>
                <td><strong>{s.points}</strong></td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
    </Section>
  );
}

/** One round's wars (the next scheduled round first): the score once finished, else the date. */
function MatchupsCard({ data }: { data: GuildWarResponse }) {
  const [round, setRound] = useState<number | null>(null);
  useEffect(() => {
    if (round === null) setRound(data.wars.find((w) => w.status === 'scheduled')?.round ?? data.wars.at(-1)?.round ?? 1);
  }, [data, round]);
  const rounds = [...new Set(data.wars.map((w) => w.round))];
  return (
    <Section title="apeiron.guildWar.matchups">
      <SelectField
        label={<FormattedMessage id="apeiron.guildWar.round" />}
        name="round"
        value={String(round ?? '')}
        onChange={(v) => setRound(Number(v))}
        options={rounds.map((r) => ({ value: String(r), label: String(r) }))}
      />
      <TableWrap>
        <table>
          <ColumnHeaders titles={['apeiron.guildWar.col.guild', 'apeiron.guildWar.col.result', 'apeiron.guildWar.col.rival']} />
          <tbody>
            {data.wars
              .filter((w) => w.round === round)
              .map((w) => (
                <tr key={w.id}>
                  <td>{guildName(data.guilds, w.guildA)}</td>
                  <td>
                    {w.status === 'finished' ? (
                      <strong>{w.scoreA} – {w.scoreB}</strong>
                    ) : (
                      <FormattedDate value={w.date} day="numeric" month="short" />
                    )}
                  </td>
                  <td>{guildName(data.guilds, w.guildB)}</td>
                </tr>
              ))}
          </tbody>
        </table>
      </TableWrap>
    </Section>
  );
}
