import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { FormActions, Muted, Pagination, SelectField } from '@criadero/ui';
import type { MarketSearchResponse, PlanetSort } from '@criadero/api-contracts/apeiron';
import { PlanetRow } from './PlanetRow';

const SORT_LABELS = defineMessages({
  'price-asc': { id: 'apeiron.market.sort.priceAsc' },
  'price-desc': { id: 'apeiron.market.sort.priceDesc' },
  'age-desc': { id: 'apeiron.market.sort.ageDesc' },
  'age-asc': { id: 'apeiron.market.sort.ageAsc' },
  'breed-asc': { id: 'apeiron.market.sort.breedAsc' },
  'purity-desc': { id: 'apeiron.market.sort.purityDesc' },
  'id-asc': { id: 'apeiron.market.sort.idAsc' },
}) satisfies Record<PlanetSort, unknown>;
// the service's list, by way of the label table (types only are imported from the service)
const SORTS = Object.keys(SORT_LABELS) as PlanetSort[];

const Results = styled.ul`
  list-style: none; margin: 0; padding: 0; display: grid; gap: 0.5rem;
`;
interface Props {
  result: MarketSearchResponse;
  sort: PlanetSort;
  onSort: (sort: PlanetSort) => void;
  onPage: (page: number) => void;
  onPick: (slot: 'a' | 'b', id: string) => void;
}

/** A page of found planets, their count and order, each one pickable as parent A or B. */
export function PlanetResults({ result, sort, onSort, onPage, onPick }: Props) {
  const intl = useIntl();
  return (
    <section aria-labelledby="apeiron-results" style={{ marginTop: '1rem' }}>
      <FormActions style={{ justifyContent: 'space-between', marginBottom: '0.5rem' }}>
        <h2 id="apeiron-results" style={{ fontSize: '1.1rem', margin: 0 }} data-testid="market-count">
          <FormattedMessage id="apeiron.market.count" values={{ count: result.total }} />
        </h2>
        <div style={{ minWidth: '12rem' }}>
          <SelectField
            label={<FormattedMessage id="apeiron.market.sort" />}
            name="sort"
            value={sort}
            onChange={(value) => onSort(value as PlanetSort)}
            options={SORTS.map((s) => ({ value: s, label: intl.formatMessage(SORT_LABELS[s]) }))}
          />
        </div>
      </FormActions>
      {result.planets.length === 0 ? (
        <Muted>
          <FormattedMessage id="apeiron.market.none" />
        </Muted>
      ) : (
        <Results data-testid="market-results">
          {result.planets.map((planet) => (
            <PlanetRow key={planet.id} planet={planet} onPick={(slot) => onPick(slot, planet.id)} />
          ))}
        </Results>
      )}
      <Pagination page={result.page} pageCount={result.pageCount} onPage={onPage} />
    </section>
  );
}

