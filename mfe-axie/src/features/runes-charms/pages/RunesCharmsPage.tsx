import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { FilterBar, Field, ServedNote, Tabs, ToolPage, useApiLoad, useFilters } from '@criadero/ui';
import { CatalogueResults } from '../../../components/CatalogueResults';
import { ChoiceFilter, ClassFilter } from '../../../components/ChoiceFilter';
import { EffectText } from '../../../components/EffectText';
import { GameTextNote, SourceNote } from '../../../components/Notes';
import { Chip, Note, Panel, Tile, Unseen, classColor } from '../../../components/styled';
import type { ItemsBody, ItemsResponse } from '@criadero/api-contracts/axie';
import { fetchItems } from '../api';
import { ItemIcon } from '../ItemIcon';

const RARITIES = ['Common', 'Rare', 'Epic', 'Mystic'] as const;
const PAGE_SIZE = 24;

const NO_ITEM_FILTERS = { cls: '', rarity: '', season: '', q: '' };

/** The request body for these filters and page: only the filters that narrow anything are sent. */
function itemsRequest(kind: ItemsBody['kind'], v: typeof NO_ITEM_FILTERS, page: number): ItemsBody {
  return {
    kind,
    page,
    pageSize: PAGE_SIZE,
    ...(v.cls ? { classes: [v.cls] } : {}),
    ...(v.rarity ? { rarities: [v.rarity as (typeof RARITIES)[number]] } : {}), // the select offers only RARITIES
    ...(v.season ? { seasonIds: [Number(v.season)] } : {}),
    ...(v.q.trim() ? { q: v.q.trim() } : {}),
  };
}

function Catalogue({ kind }: { kind: ItemsBody['kind'] }) {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  // a changed filter goes back to the first page
  const filters = useFilters(NO_ITEM_FILTERS, { onChange: () => setPage(1) });
  const { field, control } = filters;
  const filter = itemsRequest(kind, filters.values, page);
  const answer = useApiLoad(JSON.stringify(filter), (signal) => fetchItems(filter, signal));
  const data = 'data' in answer ? answer.data : undefined;

  return (
    <>
      {data ? <CatalogueNotes kind={kind} data={data} /> : <NotesStandIn kind={kind} />}
      {/* the sample's or the import's note already says where the data comes from and its date */}
      {data && !hasSizeNote(data) ? <SourceNote source={data.source} /> : null}
      <GameTextNote />
      <FilterBar>
        <ClassFilter {...control('cls')} classes={data?.classes ?? []} />
        <ChoiceFilter label={<FormattedMessage id="axie.runesCharms.rarity" />} {...control('rarity')} options={RARITIES} />
        <ChoiceFilter label={<FormattedMessage id="axie.runesCharms.season" />} {...control('season')} options={data?.seasons ?? []} optionValue={(s) => s.id} optionText={(s) => s.name} />
        <Field>
          <FormattedMessage id="axie.tools.search" />
          <input type="search" {...field('q')} placeholder={intl.formatMessage({ id: 'axie.runesCharms.searchPlaceholder' })} />
        </Field>
      </FilterBar>
      <CatalogueResults
        error={answer.status === 'error' ? answer.error : undefined}
        total={data?.total}
        countText={(count) => <FormattedMessage id="axie.runesCharms.count" values={{ count }} />}
        countTestId="items-count"
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
      >
        {data?.items.map((item) => (
          <ItemTile key={item.id} item={item} />
        ))}
      </CatalogueResults>
    </>
  );
}

/** How much of the game's catalogue of this kind the service holds: a sample, or an import. */
const SIZE_NOTES = {
  sample: defineMessages({ rune: { id: 'axie.runesCharms.sample.runes' }, charm: { id: 'axie.runesCharms.sample.charms' } }),
  imported: defineMessages({ rune: { id: 'axie.runesCharms.imported.runes' }, charm: { id: 'axie.runesCharms.imported.charms' } }),
};

/** Whether the catalogue's notes say how much of the game's it holds (a sample, or an import) */
const hasSizeNote = (data: ItemsResponse) => data.sample || data.source.kind === 'imported';

function SizeNote({ note, kind, data }: { note: keyof typeof SIZE_NOTES; kind: ItemsBody['kind']; data: ItemsResponse }) {
  return (
    <Note role="note" data-testid={`${note}-note`}>
      <FormattedMessage id={SIZE_NOTES[note][kind].id} values={{ count: data.catalogueSize, total: data.fullCatalogueSize, date: data.source.asOf }} />
    </Note>
  );
}

/**
 * While the catalogue loads, the room of its notes is kept (unseen stand-ins of the same texts):
 * their arrival above the filters moved the tool down on a phone (layout shift 0.14). The served
 * page's sample note (its nav serves the runes tab's) shows in its place meanwhile.
 */
function NotesStandIn({ kind }: { kind: ItemsBody['kind'] }) {
  return (
    <>
      <ServedNote
        as={Note}
        standIn={
          <Unseen as="div" aria-hidden="true">
            <Note>
              <FormattedMessage id={SIZE_NOTES.sample[kind].id} values={{ count: 100, total: 1000, date: '2024-01' }} />
            </Note>
          </Unseen>
        }
      />
      {/* season names as long as the sample's: the note takes as many lines on a phone */}
      <Unseen as="div" aria-hidden="true">
        <Note>
          <FormattedMessage id="axie.runesCharms.seasonNote" values={{ first: 'Season 0', last: 'Season 8' }} />
        </Note>
      </Unseen>
    </>
  );
}

/** Whether the catalogue is the sample or an import (and how much of the game's it holds), and its seasons. */
function CatalogueNotes({ kind, data }: { kind: ItemsBody['kind']; data: ItemsResponse }) {
  const seasonNames = data.seasons.map((s) => s.name);
  return (
    <>
      {data.sample ? <SizeNote note="sample" kind={kind} data={data} /> : null}
      {data.source.kind === 'imported' ? <SizeNote note="imported" kind={kind} data={data} /> : null}
      <Note data-testid="season-note">
        <FormattedMessage id="axie.runesCharms.seasonNote" values={{ first: seasonNames[seasonNames.length - 1] ?? '—', last: seasonNames[0] ?? '—' }} />
      </Note>
    </>
  );
}

/** One rune or charm: icon, name, class, rarity, season, potential points and effect. */
function ItemTile({ item }: { item: ItemsResponse['items'][number] }) {
  return (
    <Tile data-testid="item-tile">
      <h2>
        <ItemIcon item={item} /> {item.name}
      </h2>
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
