import { useAtom } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { NumberInput } from '@criadero/ui';
import { STAT_KEYS, TITLE_CHOICES, VARIANT_KEYS, type StatKey, type VariantKey } from '../domain/parent-filter';
import { compactSelection, type FilterSelection } from '../domain/selection';
import { selectionAtom } from '../state/atoms';
import { STAT_NAMES, VARIANT_NAMES } from './labels';
import { Field, Hint, Row } from './styled';

const PARTS = [0, 1, 2, 3, 4, 5, 6];

const Box = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radius};
  padding: 0.5rem 0.75rem; margin: 0; min-width: 0;
  legend { font-weight: 600; padding: 0 0.25rem; }
  label.check { display: inline-flex; gap: 0.25rem; align-items: center; margin-right: 0.6rem; font-size: 0.9rem; }
`;
const Stat = styled(Field)`
  flex: 1 1 8rem;
  > div { display: flex; gap: 0.3rem; align-items: center; }
  input { width: 3.6rem; }
`;

/** '≥ n' variant choices are the lists [n..6]; a link may bring another list, shown as it is. */
const atLeast = (n: number) => PARTS.filter((x) => x >= n);

/**
 * Filters on the parents themselves: purity, variant parts, stats, title. They
 * narrow the loaded Axies the grid shows and the ranking pairs, go with the market and partner
 * searches, and into the marketplace link.
 */
export function ParentFilters() {
  const intl = useIntl();
  const [selection, setSelection] = useAtom(selectionAtom);
  const set = (key: keyof FilterSelection, values: number[]) => setSelection((s) => compactSelection({ ...s, [key]: values }));
  const purity = selection.purity ?? [];
  const setStat = (key: StatKey, end: 0 | 1, value: number | null) => {
    const [min, max] = selection[key] ?? [];
    const next = end === 0 ? [value, max ?? null] : [min ?? null, value];
    if (next[0] === null && next[1] === null) return set(key, []);
    set(key, [next[0] ?? 0, next[1] ?? 100]);
  };
  const titles = selection.title ?? [];
  const setTitles = (next: string[]) => setSelection((s) => compactSelection({ ...s, title: next }));

  return (
    <Box data-testid="parent-filters">
      <legend>
        <FormattedMessage id="axie.breeding.parents.title" />
      </legend>
      <Hint>
        <FormattedMessage id="axie.breeding.parents.hint" />
      </Hint>
      <div role="group" aria-label={intl.formatMessage({ id: 'axie.breeding.parents.purity' })}>
        <FormattedMessage id="axie.breeding.parents.purity" />:{' '}
        {PARTS.map((n) => (
          <label key={n} className="check">
            <input type="checkbox" checked={purity.includes(n)} onChange={(e) => set('purity', e.target.checked ? [...purity, n].sort((a, b) => a - b) : purity.filter((x) => x !== n))} />
            {intl.formatMessage({ id: 'axie.breeding.parents.purityValue' }, { parts: n })}
          </label>
        ))}
      </div>
      <Row>
        {VARIANT_KEYS.map((v: VariantKey) => {
          const list = selection[v] ?? [];
          const value = list.join(',');
          const preset = PARTS.slice(1).some((n) => atLeast(n).join(',') === value);
          return (
            <Field key={v} style={{ flex: '1 1 9rem' }}>
              {intl.formatMessage(VARIANT_NAMES[v])}
              <select value={value} onChange={(e) => set(v, e.target.value ? e.target.value.split(',').map(Number) : [])} data-testid={`variant-${v}`}>
                <option value="">{intl.formatMessage({ id: 'axie.breeding.parents.any' })}</option>
                {PARTS.slice(1).map((n) => (
                  <option key={n} value={atLeast(n).join(',')}>
                    {intl.formatMessage({ id: 'axie.breeding.parents.atLeast' }, { parts: n })}
                  </option>
                ))}
                {value && !preset ? <option value={value}>{intl.formatMessage({ id: 'axie.breeding.parents.exactly' }, { values: intl.formatList(list.map(String), { type: 'disjunction' }) })}</option> : null}
              </select>
            </Field>
          );
        })}
      </Row>
      <Row>
        {STAT_KEYS.map((k) => {
          const [min, max] = selection[k] ?? [];
          const name = intl.formatMessage(STAT_NAMES[k]);
          return (
            <Stat as="div" key={k} role="group" aria-label={name}>
              {name}
              <div>
                <NumberInput value={min ?? null} min={0} max={100} maxFractionDigits={0} aria-label={intl.formatMessage({ id: 'axie.breeding.parents.statMin' }, { stat: name })} onChange={(v) => setStat(k, 0, v)} />
                –
                <NumberInput value={max ?? null} min={0} max={100} maxFractionDigits={0} aria-label={intl.formatMessage({ id: 'axie.breeding.parents.statMax' }, { stat: name })} onChange={(v) => setStat(k, 1, v)} />
              </div>
            </Stat>
          );
        })}
      </Row>
      <div role="group" aria-label={intl.formatMessage({ id: 'axie.breeding.parents.titles' })}>
        <FormattedMessage id="axie.breeding.parents.titles" />:{' '}
        {TITLE_CHOICES.map((name) => (
          <label key={name} className="check">
            <input type="checkbox" checked={titles.includes(name)} onChange={(e) => setTitles(e.target.checked ? [...titles, name] : titles.filter((t) => t !== name))} />
            {name}
          </label>
        ))}
      </div>
      {selection.nightmare?.some((n) => n > 0) ? (
        <Hint role="status" data-testid="parent-filters-nightmare">
          <FormattedMessage id="axie.breeding.parents.nightmareNone" />
        </Hint>
      ) : null}
    </Box>
  );
}
