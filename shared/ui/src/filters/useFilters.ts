import { useCallback, useMemo, useRef, useState } from 'react';

type ChangeEvent = { target: { value: string } };
type StringKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];

export interface FiltersOptions<V, R> {
  /** The request the page sends for these values (kept in step with them). */
  toRequest?: (values: V) => R;
  /** Called after every change or reset: a live filter page goes back to its first page here. */
  onChange?: () => void;
}

export interface Filters<V, R> {
  values: V;
  /** One value changed. */
  set: <K extends keyof V>(key: K, value: V[K]) => void;
  /** `value` and `onChange` for an `<input>` or `<select>` bound to a text value. */
  field: (key: StringKeys<V>) => { value: string; onChange: (event: ChangeEvent) => void };
  /** `value` and `onChange` for the kit's `SelectField` or `TextField`, whose `onChange` gets the value itself. */
  control: (key: StringKeys<V>) => { value: string; onChange: (value: string) => void };
  /** Back to the initial values. */
  reset: () => void;
  /** Whether every value is still the initial one. */
  isInitial: boolean;
  /** `toRequest(values)`, or the values themselves without `toRequest`. */
  request: R;
}

/**
 * The state of a filter form: its values, one setter per field, a reset to the initial values and
 * the request those values make. The initial values are read on the first render only.
 */
export function useFilters<V extends object, R = V>(initial: V, options: FiltersOptions<V, R> = {}): Filters<V, R> {
  const [first] = useState(initial);
  const [values, setValues] = useState(first);
  // the latest callbacks, so `set` and `reset` keep their identity across renders
  const optionsRef = useRef(options);
  optionsRef.current = options;

  const set = useCallback(<K extends keyof V>(key: K, value: V[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    optionsRef.current.onChange?.();
  }, []);
  const reset = useCallback(() => {
    setValues(first);
    optionsRef.current.onChange?.();
  }, [first]);
  const field = useCallback(
    (key: StringKeys<V>) => ({ value: values[key] as string, onChange: (event: ChangeEvent) => set(key, event.target.value as V[typeof key]) }),
    [values, set],
  );
  const control = useCallback(
    (key: StringKeys<V>) => ({ value: values[key] as string, onChange: (value: string) => set(key, value as V[typeof key]) }),
    [values, set],
  );
  const { toRequest } = options;
  const request = useMemo(() => (toRequest ? toRequest(values) : (values as unknown as R)), [toRequest, values]);
  return { values, set, field, control, reset, isInitial: sameValues(values, first), request };
}

function sameValues<V extends object>(a: V, b: V): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof V>;
  return [...keys].every((key) => Object.is(a[key], b[key]));
}
