import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FilterBar, Pagination, Tabs, ToolPage, useApiLoad } from '@criadero/ui';
import { ChoiceFilter, ClassFilter } from '../../../components/ChoiceFilter';
import { EffectText } from '../../../components/EffectText';
import { ErrorNote, GameTextNote, SourceNote } from '../../../components/Notes';
import { Chip, Field, Grid, Note, Panel, Tile, classColor } from '../../../components/styled';
import type { ItemsBody } from '@criadero/api-contracts/axie';
import { fetchItems } from '../api';
import { ItemIcon } from '../ItemIcon';

const RARITIES = ['Common', 'Rare', 'Epic', 'Mystic'] as const;
const PAGE_SIZE = 24;

function Catalogue({ kind }: { kind: ItemsBody['kind'] }) {
  const intl = useIntl();
  const [cls, setCls] = useState('');
  const [rarity, setRarity] = useState('');
  const [season, setSeason] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const filter: ItemsBody = {
    kind,
    page,
    pageSize: PAGE_SIZE,
    ...(cls ? { classes: [cls] } : {}),
    ...(rarity ? { rarities: [rarity as (typeof RARITIES)[number]] } : {}), // the select offers only RARITIES
    ...(season ? { seasonIds: [Number(season)] } : {}),
    ...(q.trim() ? { q: q.trim() } : {}),
  };
  const answer = useApiLoad(JSON.stringify(filter), (signal) => fetchItems(filter, signal));
  const data = 'data' in answer ? answer.data : undefined;
  const change = (set: (v: string) => void) => (e: { target: { value: string } }) => {
    set(e.target.value);
    setPage(1);
  };
  const seasonNames = data?.seasons.map((s) => s.name) ?? [];

  return (
    <>
      {data?.sample ? (
        <Note role="note" data-testid="sample-note">
          {kind === 'rune' ? (
            <FormattedMessage id="axie.runesCharms.sample.runes" values={{ count: data.catalogueSize, total: data.fullCatalogueSize, date: data.source.asOf }} />
          ) : (
            <FormattedMessage id="axie.runesCharms.sample.charms" values={{ count: data.catalogueSize, total: data.fullCatalogueSize, date: data.source.asOf }} />
          )}
        </Note>
      ) : null}
      {data?.source.kind === 'imported' ? (
        <Note role="note" data-testid="imported-note">
          {kind === 'rune' ? (
            <FormattedMessage id="axie.runesCharms.imported.runes" values={{ count: data.catalogueSize, total: data.fullCatalogueSize, date: data.source.asOf }} />
          ) : (
            <FormattedMessage id="axie.runesCharms.imported.charms" values={{ count: data.catalogueSize, total: data.fullCatalogueSize, date: data.source.asOf }} />
          )}
        </Note>
      ) : null}
      {data ? (
        <Note data-testid="season-note">
          <FormattedMessage
            id="axie.runesCharms.seasonNote"
            values={{ first: seasonNames[seasonNames.length - 1] ?? '—', last: seasonNames[0] ?? '—' }}
          />
        </Note>
      ) : null}
      <SourceNote source={data?.source} />
      <GameTextNote />
      <FilterBar>
        <ClassFilter value={cls} onChange={change(setCls)} classes={data?.classes ?? []} />
        <ChoiceFilter label={<FormattedMessage id="axie.runesCharms.rarity" />} value={rarity} onChange={change(setRarity)} options={RARITIES} />
        <ChoiceFilter label={<FormattedMessage id="axie.runesCharms.season" />} value={season} onChange={change(setSeason)} options={data?.seasons ?? []} optionValue={(s) => s.id} optionText={(s) => s.name} />
        <Field>
          <FormattedMessage id="axie.tools.search" />
          <input type="search" value={q} onChange={change(setQ)} placeholder={intl.formatMessage({ id: 'axie.runesCharms.searchPlaceholder' })} />
        </Field>
      </FilterBar>
      {answer.status === 'error' ? <ErrorNote error={answer.error} /> : null}
      {data ? (
        <Note aria-live="polite" data-testid="items-count">
          <FormattedMessage id="axie.runesCharms.count" values={{ count: data.total }} />
        </Note>
      ) : (
        <Note>
          <FormattedMessage id="axie.tools.loading" />
        </Note>
      )}
      {data && data.total === 0 ? (
        <Note>
          <FormattedMessage id="axie.tools.noResults" />
        </Note>
      ) : null}
      <Grid>
        {data?.items.map((item) => (
          <Tile key={item.id} data-testid="item-tile">
            <h3>
              <ItemIcon item={item} /> {item.name}
            </h3>
            <p>
              <Chip $color={classColor(item.class)}>{item.class}</Chip>
              <Chip>{item.rarity}</Chip>
              {/* an item with no real season (seasonId below 1, 'Unknown' in the source) shows none */}
              {item.seasonId > 0 ? <Chip>{item.season}</Chip> : null}
              {item.potentialPoint !== null ? (
                <Chip>
                  <FormattedMessage id="axie.runesCharms.potential" values={{ points: item.potentialPoint }} />
                </Chip>
              ) : null}
            </p>
            <p style={{ whiteSpace: 'pre-line' }}>
              <EffectText text={item.description} />
            </p>
          </Tile>
        ))}
      </Grid>
      {data ? <Pagination page={page} pageCount={Math.ceil(data.total / PAGE_SIZE)} onPage={setPage} /> : null}
    </>
  );
}

export default function RunesCharmsPage() {
  const intl = useIntl();
  const [tab, setTab] = useState('rune');
  return (
    <ToolPage title={<FormattedMessage id="axie.runesCharms.title" />} purpose={<FormattedMessage id="axie.runesCharms.purpose" />}>
      <Panel>
        <Tabs
          label={intl.formatMessage({ id: 'axie.runesCharms.tabs' })}
          active={tab}
          onChange={setTab}
          items={[
            { id: 'rune', label: <FormattedMessage id="axie.runesCharms.tab.runes" />, content: tab === 'rune' ? <Catalogue key="rune" kind="rune" /> : null },
            { id: 'charm', label: <FormattedMessage id="axie.runesCharms.tab.charms" />, content: tab === 'charm' ? <Catalogue key="charm" kind="charm" /> : null },
          ]}
        />
      </Panel>
    </ToolPage>
  );
}
