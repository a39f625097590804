import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FilterBar, Pagination, ToolPage, useApiLoad } from '@criadero/ui';
import { ChoiceFilter, ClassFilter, PartTypeFilter } from '../../../components/ChoiceFilter';
import { EffectText } from '../../../components/EffectText';
import { ErrorNote, GameTextNote, SourceNote } from '../../../components/Notes';
import { SOURCE_LABELS, capitalize } from '../../../i18n/labels';
import { Chip, Field, Grid, Note, Panel, Tile, classColor } from '../../../components/styled';
import type { CardsFilterBody } from '@criadero/api-contracts/axie';
import { fetchCards } from '../api';

const CLASSES = ['Aquatic', 'Beast', 'Bird', 'Bug', 'Plant', 'Reptile', 'Mech', 'Dawn', 'Dusk'];
const ENERGIES = [0, 1, 2, 3];
const PAGE_SIZE = 24;

const toRange = (min: string, max: string, top: number): [number, number] | undefined =>
  min === '' && max === '' ? undefined : [min === '' ? 0 : Number(min), max === '' ? top : Number(max)];

export default function LandCardsPage() {
  const intl = useIntl();
  const [cls, setCls] = useState('');
  const [part, setPart] = useState('');
  const [stage, setStage] = useState('');
  const [energy, setEnergy] = useState('');
  const [attackMin, setAttackMin] = useState('');
  const [attackMax, setAttackMax] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const attack = toRange(attackMin, attackMax, 1000);
  const filter: CardsFilterBody = {
    page,
    pageSize: PAGE_SIZE,
    ...(cls ? { classes: [cls] } : {}),
    // the select offers only PART_TYPES
    ...(part ? { partTypes: [capitalize(part) as NonNullable<CardsFilterBody['partTypes']>[number]] } : {}),
    ...(stage ? { stages: [Number(stage)] } : {}),
    ...(energy ? { energy: [Number(energy), Number(energy)] as [number, number] } : {}),
    ...(attack ? { attack } : {}),
    ...(q.trim() ? { q: q.trim() } : {}),
  };
  const answer = useApiLoad(JSON.stringify(filter), (signal) => fetchCards(filter, signal));
  const data = 'data' in answer ? answer.data : undefined;
  const change = (set: (v: string) => void) => (e: { target: { value: string } }) => {
    set(e.target.value);
    setPage(1);
  };
  const any = intl.formatMessage({ id: 'axie.tools.any' });

  return (
    <ToolPage
      title={<FormattedMessage id="axie.landCards.title" />}
      purpose={<FormattedMessage id="axie.landCards.purpose" />}
      notice={
        data?.source.kind === 'imported' ? (
          <FormattedMessage id="axie.landCards.noticeImported" values={{ count: data.catalogueSize, label: data.source.label, date: data.source.asOf }} />
        ) : data ? (
          <FormattedMessage id="axie.landCards.notice" values={{ count: data.catalogueSize, source: intl.formatMessage(SOURCE_LABELS[data.source.kind]), date: data.source.asOf }} />
        ) : undefined
      }
    >
      <Panel>
        {data?.source.kind === 'imported' ? (
          data.source.url ? (
            <Note data-testid="source-note">
              <a href={data.source.url} target="_blank" rel="noreferrer">
                {data.source.url}
              </a>
            </Note>
          ) : null
        ) : (
          <SourceNote source={data?.source} />
        )}
        <GameTextNote />
        <FilterBar>
          <ClassFilter value={cls} onChange={change(setCls)} classes={CLASSES} />
          <PartTypeFilter value={part} onChange={change(setPart)} />
          <ChoiceFilter label={<FormattedMessage id="axie.landCards.energy" />} value={energy} onChange={change(setEnergy)} options={ENERGIES} />
          <Field>
            <FormattedMessage id="axie.landCards.attackMin" />
            <input type="number" min={0} max={1000} inputMode="numeric" value={attackMin} onChange={change(setAttackMin)} />
          </Field>
          <Field>
            <FormattedMessage id="axie.landCards.attackMax" />
            <input type="number" min={0} max={1000} inputMode="numeric" value={attackMax} onChange={change(setAttackMax)} />
          </Field>
          <Field>
            <FormattedMessage id="axie.landCards.stage" />
            <select value={stage} onChange={change(setStage)}>
              <option value="">{any}</option>
              <option value="0">{intl.formatMessage({ id: 'axie.landCards.stage.alpha' })}</option>
              <option value="1">{intl.formatMessage({ id: 'axie.landCards.stage.base' })}</option>
              <option value="2">{intl.formatMessage({ id: 'axie.landCards.stage.evolved' })}</option>
            </select>
          </Field>
          <Field>
            <FormattedMessage id="axie.tools.search" />
            <input type="search" value={q} onChange={change(setQ)} placeholder={intl.formatMessage({ id: 'axie.landCards.searchPlaceholder' })} />
          </Field>
        </FilterBar>
        {answer.status === 'error' ? <ErrorNote error={answer.error} /> : null}
        <Note aria-live="polite" data-testid="cards-count">
          {data ? <FormattedMessage id="axie.landCards.count" values={{ count: data.total }} /> : <FormattedMessage id="axie.tools.loading" />}
        </Note>
        {data && data.total === 0 ? (
          <Note>
            <FormattedMessage id="axie.tools.noResults" />
          </Note>
        ) : null}
        <Grid>
          {data?.cards.map((card) => (
            <Tile key={card.id} data-testid="card-tile">
              <h3>{card.name}</h3>
              <p>
                <Chip $color={classColor(card.partClass)}>{card.partClass}</Chip>
                <Chip>{card.partName ? `${card.partType} · ${card.partName}` : card.partType}</Chip>
                {card.abilityType ? <Chip>{card.abilityType}</Chip> : null}
              </p>
              <p>
                <FormattedMessage id="axie.landCards.numbers" values={{ energy: card.energy, attack: card.attack, defense: card.defense, healing: card.healing }} />
              </p>
              <p>
                <EffectText text={card.description} />
              </p>
            </Tile>
          ))}
        </Grid>
        {data ? <Pagination page={page} pageCount={Math.ceil(data.total / PAGE_SIZE)} onPage={setPage} /> : null}
      </Panel>
    </ToolPage>
  );
}
