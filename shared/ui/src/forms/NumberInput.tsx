import { useEffect, useId, useRef, useState, type InputHTMLAttributes } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatNumberText, parseNumberText, type NumberTextProblem, type NumberTextRules } from './number-text';

const Problem = styled.span`
  display: block; margin-top: 0.2rem; font-size: 0.85rem; color: ${({ theme }) => theme.colors.danger};
`;

export interface NumberInputProps extends NumberTextRules, Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'min' | 'max' | 'required'> {
  /** The current number; null when the field is empty. */
  value: number | null;
  /**
   * Called with every valid value the player types (null when they empty the field). A value
   * out of range or malformed is never passed on: the field keeps the text and says what is wrong.
   */
  onChange: (value: number | null) => void;
  /** Told whenever the text turns valid or invalid (e.g. to disable a submit button). */
  onValidity?: (valid: boolean) => void;
  /** A value above `max` becomes `max`, in the field too, instead of being reported as a problem. */
  clampAboveMax?: boolean;
}

const PROBLEMS = defineMessages<NumberTextProblem>({
  invalid: { id: 'ui.number.invalid' },
  decimals: { id: 'ui.number.decimals' },
  min: { id: 'ui.number.min' },
  max: { id: 'ui.number.max' },
  required: { id: 'ui.number.required' },
});

/**
 * A number field that keeps what the player types: "50,5" in Spanish, an emptied field stays
 * empty while they type, and a value below `min` or above `max` is reported under the field
 * instead of being clamped (unless `clampAboveMax`). The text is reformatted in the page's language on blur.
 */
export function NumberInput({ value, onChange, onValidity, min, max, maxFractionDigits, required, clampAboveMax, onBlur, ...rest }: NumberInputProps) {
  const intl = useIntl();
  const problemId = useId();
  const rules: NumberTextRules = { min, max: clampAboveMax ? undefined : max, maxFractionDigits, required };
  const [text, setText] = useState(() => formatNumberText(value, intl.locale, maxFractionDigits));
  const [problem, setProblem] = useState<NumberTextProblem | null>(null);
  // the last value this field reported: a different `value` prop comes from outside (a reset, a
  // restored search) and replaces the text; the same one must not rewrite what is being typed
  const reported = useRef<number | null>(value);
  const shownLocale = useRef(intl.locale);

  useEffect(() => {
    if (Object.is(value, reported.current) && shownLocale.current === intl.locale) return;
    reported.current = value;
    shownLocale.current = intl.locale;
    setText(formatNumberText(value, intl.locale, maxFractionDigits));
    setProblem(null);
  }, [value, intl.locale, maxFractionDigits]);

  const check = (next: string) => {
    const parsed = parseNumberText(next, intl.locale, rules);
    setProblem(parsed.ok ? null : parsed.problem);
    onValidity?.(parsed.ok);
    return parsed;
  };

  return (
    <>
      <input
        {...rest}
        type="text"
        inputMode={maxFractionDigits === 0 ? 'numeric' : 'decimal'}
        value={text}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : rest['aria-describedby']}
        onChange={(event) => {
          const next = event.target.value;
          const parsed = check(next);
          const clamped = clampAboveMax && max !== undefined && parsed.ok && parsed.value !== null && parsed.value > max;
          setText(clamped ? formatNumberText(max, intl.locale, maxFractionDigits) : next);
          const nextValue = clamped ? max : parsed.ok ? parsed.value : undefined;
          if (nextValue !== undefined && !Object.is(nextValue, reported.current)) {
            reported.current = nextValue;
            onChange(nextValue);
          }
        }}
        onBlur={(event) => {
          const parsed = parseNumberText(text, intl.locale, rules);
          if (parsed.ok && parsed.value !== null) setText(formatNumberText(parsed.value, intl.locale, maxFractionDigits));
          onBlur?.(event);
        }}
      />
      {problem ? (
        <Problem id={problemId} role="alert">
          {intl.formatMessage(
            PROBLEMS[problem],
            {
              min: min === undefined ? '' : intl.formatNumber(min, { maximumFractionDigits: 20 }),
              max: max === undefined ? '' : intl.formatNumber(max, { maximumFractionDigits: 20 }),
              digits: maxFractionDigits ?? 0,
            },
          )}
        </Problem>
      ) : null}
    </>
  );
}
