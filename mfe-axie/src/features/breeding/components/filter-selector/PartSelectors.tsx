import { useAtom } from 'jotai';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PART_TYPES, type AxieClass, type BodyShape, type PartType } from '@criadero/genetics';
import { canIncrement, PART_SELECTION_LIMITS } from '../../domain/counter';
import { compactSelection, type FilterSelection } from '../../../../domain/selection';
import { selectionAtom } from '../../state/atoms';
import { GROUP_NAMES } from '../labels';
import { allPartOptions, bodyShapeOptions, classOptions, colorOptions, partOptions } from '../partOptions';
import { PartSelect } from '../PartSelect';
import { Hint, Row } from '../styled';

/** One count per selected part, keyed by part type (the multi-select counter's items). */
const partCounts = (s: FilterSelection) => Object.fromEntries(PART_TYPES.map((t) => [t, s[t]?.length ?? 0]));

/** The wanted classes, body shapes, colours and parts, the excluded parts, and how many may be chosen. */
export function PartSelectors() {
  const intl = useIntl();
  const [selection, setSelection] = useAtom(selectionAtom);
  const counts = partCounts(selection);
  const excludeOptions = useMemo(() => allPartOptions(intl), [intl]);
  const set = (key: keyof FilterSelection, values: string[]) =>
    setSelection((s) => compactSelection({ ...s, [key]: key === 'primaryColor' ? values.map(Number) : values } as FilterSelection));
  return (
    <>
      <Row>
        <PartSelect testId="select-classes" label={intl.formatMessage(GROUP_NAMES.classes)} options={classOptions(intl)} selected={selection.classes ?? []} onChange={(v) => set('classes', v as AxieClass[])} />
        <PartSelect testId="select-bodyShape" label={intl.formatMessage(GROUP_NAMES.bodyShape)} options={bodyShapeOptions()} selected={selection.bodyShape ?? []} onChange={(v) => set('bodyShape', v as BodyShape[])} />
        <PartSelect testId="select-primaryColor" label={intl.formatMessage(GROUP_NAMES.primaryColor)} options={colorOptions(intl, selection.classes)} selected={(selection.primaryColor ?? []).map(String)} onChange={(v) => set('primaryColor', v)} />
        {PART_TYPES.map((t: PartType) => (
          <PartSelect
            key={t}
            testId={`select-${t}`}
            label={intl.formatMessage(GROUP_NAMES[t])}
            options={partOptions(t, intl)}
            selected={selection[t] ?? []}
            onChange={(v) => set(t, v)}
            canAdd={() => canIncrement(counts, t, PART_SELECTION_LIMITS)}
          />
        ))}
      </Row>
      <Row>
        <PartSelect testId="select-exclude" label={intl.formatMessage({ id: 'axie.breeding.filter.exclude' })} options={excludeOptions} selected={selection.exclude ?? []} onChange={(v) => set('exclude', v)} />
      </Row>
      <Hint>
        <FormattedMessage id="axie.breeding.filter.limits" values={{ perItem: PART_SELECTION_LIMITS.perItemMax, total: PART_SELECTION_LIMITS.totalMax }} />
      </Hint>
    </>
  );
}
