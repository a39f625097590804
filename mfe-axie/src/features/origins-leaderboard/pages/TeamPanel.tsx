import { FormattedMessage, useIntl } from 'react-intl';
import { ApiImage, Section, useApiLoad } from '@criadero/ui';
import { PART_TYPE_LABELS } from '../../../i18n/labels';
import { ErrorNote } from '../../../components/Notes';
import { Chip, Grid, Note, Panel, Tile, classColor } from '../../../components/styled';
import type { Player } from '@criadero/api-contracts/axie';
import { fetchTeam } from '../api';

/** The recent team of one player: axies with parts, runes and charms (from battle data). */
export function TeamPanel({ player, seasonId }: { player: Player; seasonId: number }) {
  const intl = useIntl();
  const team = useApiLoad(`${seasonId}:${player.userId}`, (signal) => fetchTeam({ userId: player.userId, seasonId }, signal));
  const partLabel = (type: string) => (type in PART_TYPE_LABELS ? intl.formatMessage(PART_TYPE_LABELS[type as keyof typeof PART_TYPE_LABELS]) : type);
  return (
    <Section title="axie.originsLeaderboard.team.title" titleValues={{ name: player.name }} as={Panel} data-testid="team-panel">
      {team.status === 'error' ? <ErrorNote error={team.error} /> : null}
      {team.status === 'loading' ? (
        <Note>
          <FormattedMessage id="axie.tools.loading" />
        </Note>
      ) : null}
      {team.status === 'ready' ? (
        <>
          <Note>
            {team.data.battleAt ? (
              <FormattedMessage id="axie.originsLeaderboard.team.fromBattle" values={{ team: team.data.teamName, date: new Date(team.data.battleAt * 1000) }} />
            ) : (
              <FormattedMessage id="axie.originsLeaderboard.team.sample" />
            )}
          </Note>
          <Grid>
            {team.data.fighters.map((f) => (
              <Tile key={`${f.position}-${f.axieId}`} data-testid="fighter">
                {f.image ? <ApiImage src={f.image} alt="" width={96} height={72} loading="lazy" /> : null}
                <h3>
                  {f.name} <small>#{f.axieId}</small>
                </h3>
                <p>{f.class ? <Chip $color={classColor(f.class)}>{f.class}</Chip> : <FormattedMessage id="axie.originsLeaderboard.team.starter" />}</p>
                {f.parts.length ? (
                  <p>
                    {f.parts.map((p) => (
                      <span key={p.type}>
                        {partLabel(p.type)}: <span style={{ color: classColor(p.class) }}>{p.name}</span>
                        {'  '}
                      </span>
                    ))}
                  </p>
                ) : null}
                <p>
                  <strong>
                    <FormattedMessage id="axie.originsLeaderboard.team.runes" />
                  </strong>{' '}
                  {f.runes.map((r) => r.item?.name ?? r.id).join(', ') || '—'}
                </p>
                <p>
                  <strong>
                    <FormattedMessage id="axie.originsLeaderboard.team.charms" />
                  </strong>{' '}
                  {f.charms.map((c) => `${partLabel(c.part)}: ${c.item?.name ?? c.id}`).join(' · ') || '—'}
                </p>
              </Tile>
            ))}
          </Grid>
        </>
      ) : null}
    </Section>
  );
}
