import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ColumnHeaders, FilterBar, Field, Pagination, useApiLoad, useFilters } from '@criadero/ui';
import type { PartsEvolutionResponse } from '@criadero/api-contracts/axie';
import { ClassFilter, PartTypeFilter } from '../../../components/ChoiceFilter';
import { AXIE_CLASSES, PART_TYPE_LABELS } from '../../../i18n/labels';
import { ErrorNote, GameTextNote, SourceNote } from '../../../components/Notes';
import { Note, TableBox, classColor } from '../../../components/styled';
import { fetchPartsEvolution } from '../api';
import { CardCell } from './CardCell';

const PAGE_SIZE = 24;
const SIX_CLASSES = AXIE_CLASSES.slice(0, 6);
const NO_PART_FILTERS = { cls: '', type: '', q: '' };
type Part = PartsEvolutionResponse['parts'][number];

/** The parts of the class and type chosen whose name, a card's or a variant's holds the search text. */
function matchingParts(parts: readonly Part[], { cls, type, q }: typeof NO_PART_FILTERS): Part[] {
  const needle = q.trim().toLowerCase();
  return parts.filter(
    (p) =>
      (!cls || p.class === cls) &&
      (!type || p.type === type) &&
      (!needle || [p.name, p.original?.name, p.evolved?.name, ...p.variants.map((v) => v.name)].some((n) => n?.toLowerCase().includes(needle))),
  );
}

/** The original-vs-evolved parts table: each base part, its skin variants, its original card next to its evolved (+) card. */
export function PartsEvolutionTable() {
  const answer = useApiLoad('parts-evolution', fetchPartsEvolution);
  const [page, setPage] = useState(1);
  // a changed filter goes back to the first page
  const filters = useFilters(NO_PART_FILTERS, { onChange: () => setPage(1) });
  const { field, control } = filters;
  if (answer.status === 'error') return <ErrorNote error={answer.error} />;
  if (answer.status !== 'ready')
    return (
      <Note>
        <FormattedMessage id="axie.tools.loading" />
      </Note>
    );
  const rows = matchingParts(answer.data.parts, filters.values);
  return (
    <>
      <Note>
        <FormattedMessage id="axie.showroom.evolution.intro" />
      </Note>
      <SourceNote source={answer.data.source} />
      <GameTextNote />
      <FilterBar>
        <ClassFilter {...control('cls')} classes={SIX_CLASSES} />
        <PartTypeFilter {...control('type')} />
        <Field>
          <FormattedMessage id="axie.tools.search" />
          <input type="search" {...field('q')} />
        </Field>
      </FilterBar>
      <Note aria-live="polite" data-testid="evolution-count">
        <FormattedMessage id="axie.showroom.evolution.count" values={{ count: rows.length }} />
      </Note>
      <EvolutionRows parts={rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)} />
      <Pagination page={page} pageCount={Math.ceil(rows.length / PAGE_SIZE)} onPage={setPage} />
    </>
  );
}

/** A page of parts: each with its variants, its original card and its evolved card. */
function EvolutionRows({ parts }: { parts: readonly Part[] }) {
  const intl = useIntl();
  return (
    <TableBox aria-label={intl.formatMessage({ id: 'axie.showroom.tab.evolution' })}>
      <table>
        <ColumnHeaders titles={['axie.tools.part', 'axie.showroom.evolution.variants', 'axie.showroom.card', 'axie.showroom.evolvedCard']} />
        <tbody>
          {parts.map((p) => (
            <tr key={p.partId} data-testid="evolution-row">
              <th scope="row" style={{ color: classColor(p.class) }}>
                {p.name}
                <br />
                <small>{intl.formatMessage(PART_TYPE_LABELS[p.type as keyof typeof PART_TYPE_LABELS])}</small>
              </th>
              <td>{p.variants.map((v) => `${v.name} (${v.specialGenes})`).join(', ') || '—'}</td>
              <td style={{ minWidth: '12rem' }}>
                <CardCell card={p.original} />
              </td>
              <td style={{ minWidth: '12rem' }}>
                <CardCell card={p.evolved} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}
