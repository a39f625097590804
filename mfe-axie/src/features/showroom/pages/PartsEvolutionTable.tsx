import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FilterBar, Pagination, useApiLoad } from '@criadero/ui';
import { ClassFilter, PartTypeFilter } from '../../../components/ChoiceFilter';
import { AXIE_CLASSES, PART_TYPE_LABELS } from '../../../i18n/labels';
import { ErrorNote, GameTextNote, SourceNote } from '../../../components/Notes';
import { Field, Note, TableBox, classColor } from '../../../components/styled';
import { fetchPartsEvolution } from '../api';
import { CardCell } from './CardCell';

const PAGE_SIZE = 24;
const SIX_CLASSES = AXIE_CLASSES.slice(0, 6);

/** The original-vs-evolved parts table: each base part, its skin variants, its original card next to its evolved (+) card. */
export function PartsEvolutionTable() {
  const intl = useIntl();
  const answer = useApiLoad('parts-evolution', fetchPartsEvolution);
  const [cls, setCls] = useState('');
  const [type, setType] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  if (answer.status === 'error') return <ErrorNote error={answer.error} />;
  if (answer.status !== 'ready')
    return (
      <Note>
        <FormattedMessage id="axie.tools.loading" />
      </Note>
    );
  const needle = q.trim().toLowerCase();
  const rows = answer.data.parts.filter(
    (p) =>
      (!cls || p.class === cls) &&
      (!type || p.type === type) &&
      (!needle || [p.name, p.original?.name, p.evolved?.name, ...p.variants.map((v) => v.name)].some((n) => n?.toLowerCase().includes(needle))),
  );
  const change = (set: (v: string) => void) => (e: { target: { value: string } }) => {
    set(e.target.value);
    setPage(1);
  };
  return (
    <>
      <Note>
        <FormattedMessage id="axie.showroom.evolution.intro" />
      </Note>
      <SourceNote source={answer.data.source} />
      <GameTextNote />
      <FilterBar>
        <ClassFilter value={cls} onChange={change(setCls)} classes={SIX_CLASSES} />
        <PartTypeFilter value={type} onChange={change(setType)} />
        <Field>
          <FormattedMessage id="axie.tools.search" />
          <input type="search" value={q} onChange={change(setQ)} />
        </Field>
      </FilterBar>
      <Note aria-live="polite" data-testid="evolution-count">
        <FormattedMessage id="axie.showroom.evolution.count" values={{ count: rows.length }} />
      </Note>
      <TableBox aria-label={intl.formatMessage({ id: 'axie.showroom.tab.evolution' })}>
        <table>
          <thead>
            <tr>
              <th>
                <FormattedMessage id="axie.tools.part" />
              </th>
              <th>
                <FormattedMessage id="axie.showroom.evolution.variants" />
              </th>
              <th>
                <FormattedMessage id="axie.showroom.card" />
              </th>
              <th>
                <FormattedMessage id="axie.showroom.evolvedCard" />
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((p) => (
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
      <Pagination page={page} pageCount={Math.ceil(rows.length / PAGE_SIZE)} onPage={setPage} />
    </>
  );
}
