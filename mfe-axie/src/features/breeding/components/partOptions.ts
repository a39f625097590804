import { AXIE_CLASSES, BODY_SHAPES, PART_TYPES, basePartsOfType, getPart, type AxieClass, type PartType } from '@criadero/genetics';
import { colorEntry } from '@criadero/genetics/catalogue';
import type { IntlShape } from 'react-intl';
import { CLASS_NAMES, GROUP_NAMES } from './labels';
import type { PartOption } from './PartSelect';

/** Spec §3: primary colours are numbered 0 to 4 per class. */
const PRIMARY_COLOR_VALUES = [0, 1, 2, 3, 4];

export const classOptions = (intl: IntlShape): PartOption[] => AXIE_CLASSES.map((c) => ({ value: c, label: intl.formatMessage(CLASS_NAMES[c]) }));
export const bodyShapeOptions = (): PartOption[] => BODY_SHAPES.map((b) => ({ value: b, label: b }));
/**
 * Colour values with what they look like: a colour gene is a number, and its shade depends on the
 * class, so each value shows a swatch per class (the filter's classes, or all nine).
 */
export const colorOptions = (intl: IntlShape, classes: readonly AxieClass[] = []): PartOption[] =>
  PRIMARY_COLOR_VALUES.map((v) => ({
    value: String(v),
    label: String(v),
    swatches: (classes.length ? classes : AXIE_CLASSES).flatMap((c) => {
      const hex = colorEntry(v, c).hex;
      return hex ? [{ hex, name: intl.formatMessage(CLASS_NAMES[c]) }] : [];
    }),
  }));

// per catalogue: the labels carry the class name ('Zeal (Pájaro)' / 'Zeal (Bird)'). Keyed by the
// messages object, not the locale: after a language switch the locale changes before that
// language's catalogue has loaded, and labels made meanwhile must not outlive it
const partCache = new WeakMap<object, Map<PartType, PartOption[]>>();
export function partOptions(type: PartType, intl: IntlShape): PartOption[] {
  const complete = AXIE_CLASSES.every((c) => CLASS_NAMES[c].id in intl.messages);
  const byType = complete ? partCache.get(intl.messages) ?? new Map<PartType, PartOption[]>() : new Map<PartType, PartOption[]>();
  if (complete) partCache.set(intl.messages, byType);
  let options = byType.get(type);
  if (!options) {
    options = basePartsOfType(type)
      .map((p) => ({ value: p.partId, label: `${p.name} (${intl.formatMessage(CLASS_NAMES[p.class])})` }))
      .sort((x, y) => x.label.localeCompare(y.label));
    byType.set(type, options);
  }
  return options;
}

/** A part's display name from the catalogue (`eyes-zeal` → 'Zeal'); anything else (body shapes, colours, unknown ids) as it is. */
export const partName = (partId: string): string => getPart(partId)?.name ?? partId;

/** What a filter group wants, by display name: one part, or 'Zeal o Puppy' for any of several. */
export const wantedNames = (want: string | readonly string[], intl: IntlShape): string =>
  typeof want === 'string' ? partName(want) : intl.formatList(want.map(partName), { type: 'disjunction' });

/** Every part of every type, 'Ojos: Zeal (Bestia)', for the list of excluded parts. */
export const allPartOptions = (intl: IntlShape): PartOption[] =>
  PART_TYPES.flatMap((t) => partOptions(t, intl).map((o) => ({ value: o.value, label: `${intl.formatMessage(GROUP_NAMES[t])}: ${o.label}` })));
