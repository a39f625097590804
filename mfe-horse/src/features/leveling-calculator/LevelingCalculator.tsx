import { useId, useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import {
  INITIAL_LEVEL_RANGE,
  RARITIES,
  TARGET_LEVEL_RANGE,
  calculateLeveling,
  levelCap,
  levelingIssues,
  type LevelingIssue,
  type LevelingResult,
  type Rarity,
} from '@criadero/horse-leveling';
import { Button, Field, SelectField } from '@criadero/ui';
import { LevelingResultView } from './LevelingResultView';
import type { PhorsePrice } from './phorse-price';

const Form = styled.form`
  display: grid; gap: 0.75rem; grid-template-columns: repeat(auto-fit, minmax(150px, 1fr)); align-items: end;
  input[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
`;

const Messages = styled.div`
  margin: 0.6rem 0 0; min-height: 1.2em;
  p { margin: 0.25rem 0; }
  .error { color: ${({ theme }) => theme.colors.danger}; }
  .warning { color: ${({ theme }) => theme.colors.warning}; }
`;

const ISSUE_MESSAGES: Record<LevelingIssue, { id: string }> = defineMessages({
  INITIAL_LEVEL_RANGE: { id: 'horse.leveling.error.initialRange' },
  TARGET_LEVEL_RANGE: { id: 'horse.leveling.error.targetRange' },
  INITIAL_NOT_BELOW_TARGET: { id: 'horse.leveling.error.order' },
  UNKNOWN_RARITY: { id: 'horse.leveling.error.rarity' },
});

const LEVEL_LABELS = defineMessages({
  initial: { id: 'horse.leveling.initialLevel' },
  target: { id: 'horse.leveling.targetLevel' },
});

/** the allowed range each range message names */
const ISSUE_VALUES: Partial<Record<LevelingIssue, { min: number; max: number }>> = {
  INITIAL_LEVEL_RANGE: INITIAL_LEVEL_RANGE,
  TARGET_LEVEL_RANGE: TARGET_LEVEL_RANGE,
};

/** '7' → 7; anything that is not a whole number (empty, '7.5', 'x') → NaN, which validation refuses. */
const toLevel = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** The form's texts and rarity, what they fail, the cap warning, and the result 'Calcular Costos' last computed (while the form is valid). */
function useLevelingForm() {
  const [initialText, setInitialText] = useState('1');
  const [targetText, setTargetText] = useState('10');
  const [rarity, setRarity] = useState<Rarity>('Common');
  const [result, setResult] = useState<LevelingResult | null>(null);

  const input = { initialLevel: toLevel(initialText), targetLevel: toLevel(targetText), rarity };
  const issues = levelingIssues(input);
  const initialInvalid = issues.includes('INITIAL_LEVEL_RANGE') || issues.includes('INITIAL_NOT_BELOW_TARGET');
  const targetInvalid = issues.includes('TARGET_LEVEL_RANGE') || issues.includes('INITIAL_NOT_BELOW_TARGET');
  const cap = levelCap(rarity);
  // the result repeats the warning; say it here only while the inputs differ from the result shown
  const resultIsCurrent = result?.initialLevel === input.initialLevel && result.targetLevel === input.targetLevel && result.rarity === rarity;
  const aboveCap = !issues.includes('TARGET_LEVEL_RANGE') && input.targetLevel > cap && !resultIsCurrent;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (issues.length === 0) setResult(calculateLeveling(input));
  };
  // a result stands under a valid form only: an invalid one has no cost to show
  const shownResult = issues.length === 0 ? result : null;
  return { initialText, setInitialText, targetText, setTargetText, rarity, setRarity, result: shownResult, issues, initialInvalid, targetInvalid, cap, aboveCap, onSubmit };
}

/**
 * The leveling calculator (spec §2 'Simulador de Leveleo', §5): initial level, target level and
 * rarity; 'Calcular Costos' shows the cost. The maths is @criadero/horse-leveling, the same module
 * POST /api/horse/leveling runs.
 */
export function LevelingCalculator({ price }: { price: PhorsePrice }) {
  const intl = useIntl();
  const id = useId();
  const form = useLevelingForm();
  const messagesId = `${id}-messages`;

  return (
    <div>
      <Form onSubmit={form.onSubmit} noValidate aria-label={intl.formatMessage({ id: 'horse.leveling.form.label' })}>
        <LevelInput
          id={`${id}-initial`}
          label={LEVEL_LABELS.initial}
          range={INITIAL_LEVEL_RANGE}
          value={form.initialText}
          onChange={form.setInitialText}
          invalid={form.initialInvalid}
          describedBy={messagesId}
        />
        <LevelInput
          id={`${id}-target`}
          label={LEVEL_LABELS.target}
          range={TARGET_LEVEL_RANGE}
          value={form.targetText}
          onChange={form.setTargetText}
          invalid={form.targetInvalid}
          describedBy={messagesId}
        />
        <SelectField label={<FormattedMessage id="horse.leveling.rarity" />} value={form.rarity} onChange={form.setRarity} options={RARITIES.map((r) => ({ value: r, label: r }))} />
        <Button type="submit" $variant="primary" disabled={form.issues.length > 0}>
          <FormattedMessage id="horse.leveling.calculate" />
        </Button>
      </Form>
      <LevelingMessages id={messagesId} issues={form.issues} capWarning={form.aboveCap ? { rarity: form.rarity, cap: form.cap } : null} />
      {form.result ? <LevelingResultView result={form.result} price={price} /> : null}
    </div>
  );
}

interface LevelInputProps {
  id: string;
  label: { id: string };
  range: { min: number; max: number };
  value: string;
  onChange: (text: string) => void;
  invalid: boolean;
  describedBy: string;
}

/** One whole-number level box with its label, held to the level range it may take. */
function LevelInput({ id, label, range, value, onChange, invalid, describedBy }: LevelInputProps) {
  return (
    <Field htmlFor={id}>
      <FormattedMessage {...label} />
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={range.min}
        max={range.max}
        step={1}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={invalid}
        aria-describedby={describedBy}
      />
    </Field>
  );
}

/** What stops the calculation, and the warning that the target level is above the rarity's cap. */
function LevelingMessages({ id, issues, capWarning }: { id: string; issues: readonly LevelingIssue[]; capWarning: { rarity: Rarity; cap: number } | null }) {
  return (
    <Messages id={id} aria-live="polite">
      {issues.map((issue) => (
        <p key={issue} className="error" data-testid="leveling-error">
          <FormattedMessage {...ISSUE_MESSAGES[issue]} values={ISSUE_VALUES[issue]} />
        </p>
      ))}
      {capWarning ? (
        <p className="warning" data-testid="leveling-cap-warning">
          <FormattedMessage id="horse.leveling.capWarning" values={capWarning} />
        </p>
      ) : null}
    </Messages>
  );
}
