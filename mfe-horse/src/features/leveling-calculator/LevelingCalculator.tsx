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
import { Button } from '@criadero/ui';
import { LevelingResultView } from './LevelingResultView';
import type { PhorsePrice } from './phorse-price';

const Form = styled.form`
  display: grid; gap: 0.75rem; grid-template-columns: repeat(auto-fit, minmax(150px, 1fr)); align-items: end;
  .field { display: grid; gap: 0.3rem; }
  label { font-weight: 600; font-size: 0.9rem; }
  input, select {
    font: inherit; padding: 0.45rem 0.55rem; min-width: 0; width: 100%; box-sizing: border-box;
    background: ${({ theme }) => theme.colors.bg}; color: ${({ theme }) => theme.colors.text};
    border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radius};
  }
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

/** the allowed range each range message names */
const ISSUE_VALUES: Partial<Record<LevelingIssue, { min: number; max: number }>> = {
  INITIAL_LEVEL_RANGE: INITIAL_LEVEL_RANGE,
  TARGET_LEVEL_RANGE: TARGET_LEVEL_RANGE,
};

/** '7' → 7; anything that is not a whole number (empty, '7.5', 'x') → NaN, which validation refuses. */
const toLevel = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/**
 * The leveling calculator (spec §2 'Simulador de Leveleo', §5): initial level, target level and
 * rarity; 'Calcular Costos' shows the cost. The maths is @criadero/horse-leveling, the same module
 * POST /api/horse/leveling runs.
 */
export function LevelingCalculator({ price }: { price: PhorsePrice }) {
  const intl = useIntl();
  const id = useId();
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
  const messagesId = `${id}-messages`;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (issues.length === 0) setResult(calculateLeveling(input));
  };

  return (
    <div>
      <Form onSubmit={onSubmit} noValidate aria-label={intl.formatMessage({ id: 'horse.leveling.form.label' })}>
        <div className="field">
          <label htmlFor={`${id}-initial`}>
            <FormattedMessage id="horse.leveling.initialLevel" />
          </label>
          <input
            id={`${id}-initial`}
            type="number"
            inputMode="numeric"
            min={INITIAL_LEVEL_RANGE.min}
            max={INITIAL_LEVEL_RANGE.max}
            step={1}
            value={initialText}
            onChange={(e) => setInitialText(e.target.value)}
            aria-invalid={initialInvalid}
            aria-describedby={messagesId}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-target`}>
            <FormattedMessage id="horse.leveling.targetLevel" />
          </label>
          <input
            id={`${id}-target`}
            type="number"
            inputMode="numeric"
            min={TARGET_LEVEL_RANGE.min}
            max={TARGET_LEVEL_RANGE.max}
            step={1}
            value={targetText}
            onChange={(e) => setTargetText(e.target.value)}
            aria-invalid={targetInvalid}
            aria-describedby={messagesId}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-rarity`}>
            <FormattedMessage id="horse.leveling.rarity" />
          </label>
          <select id={`${id}-rarity`} value={rarity} onChange={(e) => setRarity(e.target.value as Rarity)}>
            {RARITIES.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" $variant="primary" disabled={issues.length > 0}>
          <FormattedMessage id="horse.leveling.calculate" />
        </Button>
      </Form>
      <Messages id={messagesId} aria-live="polite">
        {issues.map((issue) => (
          <p key={issue} className="error" data-testid="leveling-error">
            <FormattedMessage {...ISSUE_MESSAGES[issue]} values={ISSUE_VALUES[issue]} />
          </p>
        ))}
        {aboveCap ? (
          <p className="warning" data-testid="leveling-cap-warning">
            <FormattedMessage id="horse.leveling.capWarning" values={{ rarity, cap }} />
          </p>
        ) : null}
      </Messages>
      {result ? <LevelingResultView result={result} price={price} /> : null}
    </div>
  );
}
