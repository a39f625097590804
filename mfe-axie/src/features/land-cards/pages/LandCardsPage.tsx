import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ServedNote, ToolPage, useApiLoad, useFilters } from '@criadero/ui';
import type { CardsListResponse } from '@criadero/api-contracts/axie';
import { CatalogueResults } from '../../../components/CatalogueResults';
import { EffectText } from '../../../components/EffectText';
import { GameTextNote, SourceNote } from '../../../components/Notes';
import { SOURCE_LABELS } from '../../../i18n/labels';
import { Chip, Note, Panel, Tile, Unseen, classColor } from '../../../components/styled';
import { fetchCards } from '../api';
import { cardsRequest, NO_CARD_FILTERS, PAGE_SIZE } from '../card-filters';
import { CardFilterBar } from './CardFilterBar';

export default function LandCardsPage() {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  // a changed filter goes back to the first page
  const filters = useFilters(NO_CARD_FILTERS, { onChange: () => setPage(1) });
  const filter = cardsRequest(filters.values, page);
  const answer = useApiLoad(JSON.stringify(filter), (signal) => fetchCards(filter, signal));
  const data = 'data' in answer ? answer.data : undefined;

  return (
    <ToolPage
      title={<FormattedMessage id="axie.landCards.title" />}
      purpose={<FormattedMessage id="axie.landCards.purpose" />}
      notice={
        data?.source.kind === 'imported' ? (
          <FormattedMessage id="axie.landCards.noticeImported" values={{ count: data.catalogueSize, label: data.source.label, date: data.source.asOf }} />
        ) : data ? (
          <FormattedMessage id="axie.landCards.notice" values={{ count: data.catalogueSize, source: intl.formatMessage(SOURCE_LABELS[data.source.kind]), date: data.source.asOf }} />
        ) : (
          // while the list loads: the served page's notice (its nav serves it), or the notice's room
          // kept (an unseen stand-in of the same text): its arrival above the tools moved the whole
          // page down on a phone (layout shift 0.21)
          <ServedNote
            as="span"
            standIn={
              <Unseen aria-hidden="true">
                <FormattedMessage id="axie.landCards.notice" values={{ count: 522, source: intl.formatMessage(SOURCE_LABELS.sample), date: '2024-01' }} />
              </Unseen>
            }
          />
        )
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
        <CardFilterBar filters={filters} />
        <CatalogueResults
          error={answer.status === 'error' ? answer.error : undefined}
          total={data?.total}
          countText={(count) => <FormattedMessage id="axie.landCards.count" values={{ count }} />}
          countTestId="cards-count"
          page={page}
          pageSize={PAGE_SIZE}
          onPage={setPage}
        >
          {data?.cards.map((card) => (
            <CardTile key={card.id} card={card} />
          ))}
        </CatalogueResults>
      </Panel>
    </ToolPage>
  );
}

/** One card: name, class, part, ability, its numbers and its effect. */
function CardTile({ card }: { card: CardsListResponse['cards'][number] }) {
  return (
    <Tile data-testid="card-tile">
      <h2>{card.name}</h2>
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
  );
}
