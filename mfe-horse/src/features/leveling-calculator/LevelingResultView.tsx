import { FormattedDate, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import styled from 'styled-components';
import { MAX_LEVEL_SPAN, type LevelingResult } from '@criadero/horse-leveling';
import { ProgressBar } from '@criadero/ui';
import type { PhorsePrice } from './phorse-price';

const Result = styled.section`
  margin-top: 1rem; display: grid; gap: 0.9rem;
  /* grid items default to min-width: auto; the wide breakdown table must scroll inside, not widen the page */
  > * { min-width: 0; }
  h3 { margin: 0; font-size: 1.05rem; }
`;

const Tiles = styled.dl`
  display: grid; gap: 0.75rem; margin: 0; grid-template-columns: repeat(auto-fit, minmax(170px, 1fr));
  div { background: ${({ theme }) => theme.colors.bg}; border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radius}; padding: 0.7rem 0.8rem; }
  dt { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.85rem; }
  dd { margin: 0.2rem 0 0; font-size: 1.35rem; font-weight: 700; overflow-wrap: anywhere; }
  .base { display: block; font-size: 0.85rem; font-weight: 400; color: ${({ theme }) => theme.colors.textMuted}; }
  .note { display: block; font-size: 0.8rem; font-weight: 400; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Badge = styled.span`
  display: inline-block; margin-top: 0.3rem; padding: 0.15rem 0.45rem; border-radius: 6px; font-size: 0.8rem; font-weight: 600;
  background: ${({ theme }) => theme.colors.accent}; color: ${({ theme }) => theme.colors.accentText};
`;

const Warning = styled.p`
  margin: 0; padding: 0.55rem 0.75rem; border-left: 4px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.bg}; border-radius: ${({ theme }) => theme.radius};
`;

const Progress = styled.div`
  display: grid; gap: 0.35rem; font-size: 0.9rem;
`;

const Breakdown = styled.details`
  summary { cursor: pointer; font-weight: 600; }
  .scroll { overflow-x: auto; }
  table { border-collapse: collapse; width: 100%; margin-top: 0.5rem; font-size: 0.9rem; font-variant-numeric: tabular-nums; }
  th, td { padding: 0.3rem 0.5rem; text-align: right; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; white-space: nowrap; }
  th:first-child, td:first-child { text-align: left; }
  tr.above-cap td { color: ${({ theme }) => theme.colors.warning}; }
  tfoot td { font-weight: 700; }
`;

function UsdValue({ phorse, price }: { phorse: number; price: PhorsePrice }) {
  if (price.status === 'loading') return <FormattedMessage id="horse.leveling.usd.loading" />;
  if (price.status === 'unavailable') return <FormattedMessage id="horse.leveling.usd.unavailable" />;
  const values = {
    price: <FormattedNumber value={price.usd} style="currency" currency="USD" maximumFractionDigits={6} />,
    date: <FormattedDate value={price.asOf} dateStyle="medium" />,
  };
  return (
    <>
      <FormattedNumber value={phorse * price.usd} style="currency" currency="USD" maximumFractionDigits={2} />
      <span className="note" data-testid="phorse-price-source">
        {price.source === 'stored' ? (
          <FormattedMessage id="horse.leveling.usd.sampleSource" values={values} />
        ) : (
          <FormattedMessage id="horse.leveling.usd.liveSource" values={values} />
        )}
      </span>
    </>
  );
}

/** The spec's leveling result (§3) with the discount, base cost, USD value, progress and cap (§9). */
export function LevelingResultView({ result, price }: { result: LevelingResult; price: PhorsePrice }) {
  return (
    <Result aria-live="polite" data-testid="leveling-result">
      <h3>
        <FormattedMessage id="horse.leveling.result.title" values={{ from: result.initialLevel, to: result.targetLevel, rarity: result.rarity }} />
      </h3>
      <CostTiles result={result} price={price} />
      <LevelSpanProgress result={result} />
      {result.exceedsLevelCap ? (
        <Warning role="note" data-testid="result-cap-warning">
          <FormattedMessage id="horse.leveling.capWarning" values={{ rarity: result.rarity, cap: result.levelCap }} />
        </Warning>
      ) : null}
      <StepBreakdown result={result} />
    </Result>
  );
}

/** What the leveling costs: PHORSE (with its base and rarity discount), medals (with their base), its USD value and the XP. */
function CostTiles({ result, price }: { result: LevelingResult; price: PhorsePrice }) {
  const discounted = result.phorseTokens !== result.basePhorseTokens;
  return (
    <Tiles>
      <div>
        <dt><FormattedMessage id="horse.leveling.result.phorse" /></dt>
        <dd data-testid="result-phorse">
          <FormattedNumber value={result.phorseTokens} />
          {discounted ? (
            <span className="base" data-testid="result-phorse-base">
              <FormattedMessage id="horse.leveling.result.base" values={{ amount: <s><FormattedNumber value={result.basePhorseTokens} /></s> }} />
            </span>
          ) : null}
          {result.phorseDiscountPercent > 0 ? (
            <Badge data-testid="result-discount">
              <FormattedMessage id="horse.leveling.result.discount" values={{ percent: result.phorseDiscountPercent, rarity: result.rarity }} />
            </Badge>
          ) : null}
        </dd>
      </div>
      <div>
        <dt><FormattedMessage id="horse.leveling.result.medals" /></dt>
        <dd data-testid="result-medals">
          <FormattedNumber value={result.medals} />
          {result.medals !== result.baseMedals ? (
            <span className="base">
              <FormattedMessage id="horse.leveling.result.base" values={{ amount: <s><FormattedNumber value={result.baseMedals} /></s> }} />
            </span>
          ) : null}
        </dd>
      </div>
      <div>
        <dt><FormattedMessage id="horse.leveling.result.usd" /></dt>
        <dd data-testid="result-usd">
          <UsdValue phorse={result.phorseTokens} price={price} />
        </dd>
      </div>
      <div>
        <dt><FormattedMessage id="horse.leveling.result.xp" /></dt>
        <dd data-testid="result-xp"><FormattedNumber value={result.xpRequired} /></dd>
      </div>
    </Tiles>
  );
}

/** How many of the most levels one calculation may span this one uses, in words and as a bar. */
function LevelSpanProgress({ result }: { result: LevelingResult }) {
  const intl = useIntl();
  const span = result.targetLevel - result.initialLevel;
  return (
    <Progress>
      <span>
        <FormattedMessage id="horse.leveling.result.progress" values={{ span, max: MAX_LEVEL_SPAN }} />
      </span>
      <ProgressBar value={result.progress} label={intl.formatMessage({ id: 'horse.leveling.result.progressLabel' }, { span, max: MAX_LEVEL_SPAN })} />
    </Progress>
  );
}

/** The cost of each level step (steps above the rarity's cap marked), with the totals in the footer. */
function StepBreakdown({ result }: { result: LevelingResult }) {
  const intl = useIntl();
  return (
    <Breakdown>
      <summary><FormattedMessage id="horse.leveling.breakdown.title" /></summary>
      <div className="scroll" role="region" tabIndex={0} aria-label={intl.formatMessage({ id: 'horse.leveling.breakdown.title' })}>
        <table data-testid="leveling-breakdown">
          <thead>
            <tr>
              <th scope="col"><FormattedMessage id="horse.leveling.breakdown.level" /></th>
              <th scope="col"><FormattedMessage id="horse.leveling.result.phorse" /></th>
              <th scope="col"><FormattedMessage id="horse.leveling.result.medals" /></th>
              <th scope="col"><FormattedMessage id="horse.leveling.result.xp" /></th>
            </tr>
          </thead>
          <tbody>
            {result.steps.map((step) => (
              <tr key={step.fromLevel} className={step.aboveCap ? 'above-cap' : undefined}>
                <td>
                  {step.fromLevel} → {step.toLevel}
                  {step.aboveCap ? <> · <FormattedMessage id="horse.leveling.breakdown.aboveCap" /></> : null}
                </td>
                <td><FormattedNumber value={step.phorse} /></td>
                <td><FormattedNumber value={step.medals} /></td>
                <td><FormattedNumber value={step.xpRequired} /></td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td><FormattedMessage id="horse.leveling.breakdown.total" /></td>
              <td><FormattedNumber value={result.phorseTokens} /></td>
              <td><FormattedNumber value={result.medals} /></td>
              <td><FormattedNumber value={result.xpRequired} /></td>
            </tr>
          </tfoot>
        </table>
      </div>
    </Breakdown>
  );
}
