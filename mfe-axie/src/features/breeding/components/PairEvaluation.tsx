import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { memo, useEffect, useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { listModels, type InheritanceModelId, type RankedPair } from '@criadero/genetics';
import { Button, ProgressBar } from '@criadero/ui';
import type { CreatureCard } from '../api/axie-api';
import { costRankingIsComplete, rankByCost, type PairCost } from '../domain/cost-ranking';
import { DEFAULT_FEES, isFeeTable, toCostConfig } from '../domain/fees';
import { TOP_PAIRS, usePairRanking } from '../hooks/usePairRanking';
import { useNearView } from '../hooks/useNearView';
import { useTokenPrices } from '../hooks/useTokenPrices';
import {
  chosenPairsAtom,
  currentPairAtom,
  distinctPairsAtom,
  feeTableAtom,
  modelIdAtom,
  openModalAtom,
  RANK_METRICS,
  rankedPairsAtom,
  rankingSizeAtom,
  rankMetricAtom,
  type RankMetric,
} from '../state/atoms';
import { CreatureImage } from './CreatureImage';
import { METRIC_NAMES, MODEL_DESCRIPTIONS, MODEL_NAMES } from './labels';
import { formatPercent, formatUsd } from './numbers';
import { PairCard } from './PairCard';
import { CopyLinkButton } from './CopyLinkButton';
import { HiddenInRanking } from './HiddenCreatures';
import { shownCreaturesAtom } from '../state/hidden';
import { Field, Hint, Row } from './styled';
import { Panel } from '../../../components/styled';

const Results = styled.ol<{ $stale: boolean }>`
  margin: 0.5rem 0; padding: 0; list-style: none; max-height: 22rem; overflow-y: auto;
  opacity: ${({ $stale }) => ($stale ? 0.6 : 1)};
  /* rows scrolled out of the box are not laid out or painted; the rank is text, since paint
     containment would clip an outside list marker */
  li { margin: 0.2rem 0; content-visibility: auto; contain-intrinsic-size: auto 4.5rem; }
  li > div { display: flex; flex-wrap: wrap; gap: 0.4rem; align-items: center; }
  .rank { min-width: 1.6rem; text-align: right; }
  [data-testid='ranked-pair'] { display: inline-flex; flex-wrap: wrap; align-items: center; gap: 0.2rem 0.35rem; }
  [aria-current='true'] { font-weight: 700; }
`;

const Stale = styled.p`
  margin: 0.25rem 0; padding: 0.4rem 0.6rem; font-size: 0.9rem;
  border: 1px solid ${({ theme }) => theme.colors.warning}; border-radius: ${({ theme }) => theme.radius};
`;

/* both parents' portraits: what a breeder recognises first */
const Parent = styled.span`
  display: inline-flex; align-items: center; gap: 0.25rem;
  img, [role='img'] { width: 40px; font-size: 1rem; }
`;

const PortraitSpace = styled.span`
  display: inline-block; width: 40px; height: 32px;
`;

/**
 * One row of the ranking. Its portraits are fetched once the row comes near the list's view:
 * each is an SVG the browser parses on the main thread, and 100 of them at once (a 50-pair list)
 * made one 60-100 ms task after a 1,000-Axie ranking.
 */
function RankedRow({ children, current }: { children: (showImage: boolean) => ReactNode; current: boolean }) {
  const { ref, near } = useNearView<HTMLLIElement>();
  return (
    <li ref={ref} aria-current={current}>
      {children(near)}
    </li>
  );
}

/** Portrait and '#id (2 crías, 41,50 US$)': what a breeder weighs next to the odds. */
function ParentLabel({ creature, showImage }: { creature: CreatureCard; showImage: boolean }) {
  const intl = useIntl();
  const usd = creature.order?.currentPriceUsd;
  return (
    <Parent>
      {showImage ? (
        <CreatureImage image={creature.image} genes={creature.genes} alt={intl.formatMessage({ id: 'axie.breeding.grid.imageAlt' }, { id: creature.id })} height={32} />
      ) : (
        <PortraitSpace />
      )}
      <FormattedMessage
        id="axie.breeding.eval.parent"
        values={{ id: creature.id, breeds: creature.breedCount, price: usd === null || usd === undefined ? '' : `, ${formatUsd(intl, Number(usd))}` }}
      />
    </Parent>
  );
}

/** A cost ranking's figure: '12,34 US$ por éxito (3 crías)', the lowest row of the pair card's projection. */
function CostFigure({ cost }: { cost: PairCost }) {
  const intl = useIntl();
  return <FormattedMessage id="axie.breeding.eval.costFigure" values={{ usd: formatUsd(intl, cost.usd), breeds: cost.breeds }} />;
}

const Check = styled.label`
  display: flex; gap: 0.4rem; align-items: center; font-size: 0.9rem; margin: 0.25rem 0;
`;

/**
 * Any two loaded Axies, even a pair the ranking left out (0 %). Memoised: with thousands of Axies
 * its two lists are thousands of options, not to be rendered again at each progress report.
 */
const AnyPair = memo(function AnyPair({ creatures, onOpen }: { creatures: readonly CreatureCard[]; onOpen: (pair: [string, string]) => void }) {
  const [a, setA] = useState('');
  const [b, setB] = useState('');
  const options = useMemo(
    () =>
      creatures.map((c) => (
        <option key={c.id} value={c.id}>
          #{c.id}
        </option>
      )),
    [creatures],
  );
  if (creatures.length < 2) return null;
  return (
    <Row data-testid="any-pair">
      <Field style={{ flex: '1 1 8rem' }}>
        <FormattedMessage id="axie.breeding.anyPair.a" />
        <select value={a} onChange={(e) => setA(e.target.value)}>
          <option value="">—</option>
          {options}
        </select>
      </Field>
      <Field style={{ flex: '1 1 8rem' }}>
        <FormattedMessage id="axie.breeding.anyPair.b" />
        <select value={b} onChange={(e) => setB(e.target.value)}>
          <option value="">—</option>
          {options}
        </select>
      </Field>
      <Button type="button" disabled={!a || !b || a === b} onClick={() => onOpen([a, b])}>
        <FormattedMessage id="axie.breeding.anyPair.open" />
      </Button>
    </Row>
  );
});

export function PairEvaluation() {
  const intl = useIntl();
  // hidden Axies leave the list, the pair card and the pickers (they stay loaded)
  const creatures = useAtomValue(shownCreaturesAtom);
  const [model, setModel] = useAtom(modelIdAtom);
  const ranked = useAtomValue(rankedPairsAtom);
  const [current, setCurrent] = useAtom(currentPairAtom);
  const [chosen, setChosen] = useAtom(chosenPairsAtom);
  const openModal = useSetAtom(openModalAtom);
  const [distinct, setDistinct] = useAtom(distinctPairsAtom);
  const [metric, setMetric] = useAtom(rankMetricAtom);
  const [size, setSize] = useAtom(rankingSizeAtom);
  const { state, evaluate, cancel, inputs } = usePairRanking();
  // asked for only once a cost ranking needs them (the page's first load stays as it was)
  const prices = useTokenPrices(ranked?.metric === 'cost');
  const storedFees = useAtomValue(feeTableAtom);
  const costConfig = useMemo(() => toCostConfig(isFeeTable(storedFees) ? storedFees : DEFAULT_FEES), [storedFees]);
  const byId = useMemo(() => new Map(creatures.map((c) => [c.id, c])), [creatures]);
  // a list from other Axies, filter, rules or model says so; pairs of deleted Axies leave it
  const stale = ranked !== null && ranked.inputs !== inputs.key;
  const live = useMemo(() => (ranked ? ranked.pairs.filter((p) => byId.has(String(p.idA)) && byId.has(String(p.idB))) : []), [ranked, byId]);
  // a cost ranking is ordered here, with the prices and fees the pair card uses
  const byCost = ranked?.metric === 'cost';
  const priced = byCost && typeof prices === 'object' && prices !== null ? prices : null;
  const costed = useMemo(() => (priced && ranked ? rankByCost(live, byId, priced, costConfig, ranked.distinct) : null), [priced, ranked, live, byId, costConfig]);
  const rows: (RankedPair & { cost?: PairCost })[] = costed ? costed.slice(0, size) : byCost ? [] : live;
  const complete = costed && priced && ranked ? costRankingIsComplete(costed, live, ranked.matched, rows.length, priced, costConfig) : true;
  const cheapest = costed?.[0];
  useEffect(() => {
    // a new cost ranking shows its cheapest pair (the ranking could not: it had no prices)
    if (cheapest && !current) setCurrent([String(cheapest.idA), String(cheapest.idB)]);
  }, [cheapest, current, setCurrent]);
  const moreAvailable = costed ? costed.length > rows.length : ranked !== null && ranked.matched > ranked.pairs.length;
  const more = () => (costed ? setSize(size + TOP_PAIRS) : ranked && void evaluate(ranked.pairs.length + TOP_PAIRS));
  const a = current ? byId.get(current[0]) : undefined;
  const b = current ? byId.get(current[1]) : undefined;
  const models = listModels();

  return (
    <Panel aria-labelledby="breeding-eval-title">
      <h2 id="breeding-eval-title">
        <FormattedMessage id="axie.breeding.eval.title" />
      </h2>
      <Row>
        <Field style={{ flex: '1 1 16rem' }}>
          <FormattedMessage id="axie.breeding.model.label" />
          <select value={model} onChange={(e) => setModel(e.target.value as InheritanceModelId)} data-testid="model-select">
            {models.map((m) => (
              <option key={m.id} value={m.id}>
                {intl.formatMessage(MODEL_NAMES[m.id])}
              </option>
            ))}
          </select>
        </Field>
        {state.status === 'running' ? (
          <Button key="cancel" type="button" onClick={cancel}>
            <FormattedMessage id="axie.breeding.eval.cancel" />
          </Button>
        ) : (
          <Button key="run" type="button" $variant="primary" onClick={() => void evaluate()} disabled={inputs.adults.length < 2}>
            <FormattedMessage id="axie.breeding.eval.run" />
          </Button>
        )}
      </Row>
      <Hint>{intl.formatMessage(MODEL_DESCRIPTIONS[model])}</Hint>
      {creatures.length ? <CopyLinkButton testId="share-link-page" /> : null}
      <Field style={{ flex: '1 1 16rem' }}>
        <FormattedMessage id="axie.breeding.eval.metric" />
        <select value={metric} onChange={(e) => setMetric(e.target.value as RankMetric)} data-testid="metric-select">
          {RANK_METRICS.map((m) => (
            <option key={m} value={m}>
              {intl.formatMessage(METRIC_NAMES[m])}
            </option>
          ))}
        </select>
      </Field>
      <Check>
        <input type="checkbox" checked={distinct} onChange={(e) => setDistinct(e.target.checked)} />
        <FormattedMessage id="axie.breeding.eval.distinct" />
      </Check>
      <div aria-live="polite" data-testid="eval-status" data-engine={state.status === 'done' ? state.mode : undefined} data-workers={state.status === 'done' ? state.workers : undefined}>
        {state.status === 'running' ? (
          <>
            <ProgressBar value={state.total ? state.done / state.total : 0} label={intl.formatMessage({ id: 'axie.breeding.eval.progress' })} />
            <Hint>
              <FormattedMessage id="axie.breeding.eval.running" values={{ done: state.done, total: state.total }} />
            </Hint>
          </>
        ) : state.status === 'done' ? (
          <Hint>
            <FormattedMessage id="axie.breeding.eval.done" values={{ pairs: state.pairs, ms: state.ms, mode: state.mode, workers: state.workers }} />
          </Hint>
        ) : state.status === 'cancelled' ? (
          <Hint>
            <FormattedMessage id="axie.breeding.eval.cancelled" />
          </Hint>
        ) : state.status === 'error' ? (
          <Hint role="alert">
            {state.reason === 'few' ? (
              <FormattedMessage id="axie.breeding.eval.few" values={{ eggs: inputs.eggs }} />
            ) : state.reason === 'no-filter' ? (
              <FormattedMessage id="axie.breeding.eval.noFilter" />
            ) : (
              <FormattedMessage id="axie.breeding.eval.failed" values={{ message: state.message }} />
            )}
          </Hint>
        ) : null}
      </div>
      {ranked ? (
        <div data-testid="ranking" data-stale={stale}>
          <h3>
            <FormattedMessage id="axie.breeding.eval.results" values={{ count: rows.length, matched: ranked.matched }} />
          </h3>
          <HiddenInRanking />
          {byCost && prices === null ? (
            <Hint role="status">
              <FormattedMessage id="axie.breeding.proj.loading" />
            </Hint>
          ) : byCost && prices === 'unavailable' ? (
            <Hint role="alert">
              <FormattedMessage id="axie.breeding.eval.costNoPrices" />
            </Hint>
          ) : byCost ? (
            <Hint data-testid="cost-ranking-note">
              {complete ? (
                <FormattedMessage id="axie.breeding.eval.costNote" />
              ) : (
                <FormattedMessage id="axie.breeding.eval.costPartial" values={{ pool: live.length }} />
              )}
            </Hint>
          ) : null}
          {stale ? (
            <Stale role="status" data-testid="ranking-stale">
              <FormattedMessage id="axie.breeding.eval.stale" />{' '}
              <Button type="button" onClick={() => void evaluate()} disabled={inputs.adults.length < 2 || state.status === 'running'}>
                <FormattedMessage id="axie.breeding.eval.rerun" />
              </Button>
            </Stale>
          ) : null}
          {rows.length ? (
            <Results data-testid="ranked-pairs" data-scroll-root $stale={stale}>
              {rows.map((p, index) => {
                const key: [string, string] = [String(p.idA), String(p.idB)];
                const isCurrent = current?.[0] === key[0] && current?.[1] === key[1];
                return (
                  <RankedRow key={key.join('-')} current={isCurrent}>
                    {(showImage) => (
                      <div>
                        <span data-testid="ranked-pair" data-pair={key.join('-')}>
                          <span className="rank" aria-hidden="true">
                            {intl.formatNumber(index + 1)}.
                          </span>
                          <ParentLabel creature={byId.get(key[0])!} showImage={showImage} /> × <ParentLabel creature={byId.get(key[1])!} showImage={showImage} /> —{' '}
                          {p.cost ? (
                            <>
                              <strong data-testid="pair-cost">
                                <CostFigure cost={p.cost} />
                              </strong>{' '}
                              ({formatPercent(intl, p.score * 100)})
                            </>
                          ) : (
                            <strong>{formatPercent(intl, p.score * 100)}</strong>
                          )}
                        </span>
                        <Button type="button" onClick={() => setCurrent(key)} aria-label={intl.formatMessage({ id: 'axie.breeding.eval.showPairLabel' }, { a: key[0], b: key[1] })}>
                          <FormattedMessage id="axie.breeding.eval.showPair" />
                        </Button>
                        <Button
                          type="button"
                          onClick={() => (setCurrent(key), openModal('pairViewer'))}
                          aria-label={intl.formatMessage({ id: 'axie.breeding.viewer.openLabel' }, { a: key[0], b: key[1] })}
                        >
                          <FormattedMessage id="axie.breeding.viewer.open" />
                        </Button>
                      </div>
                    )}
                  </RankedRow>
                );
              })}
            </Results>
          ) : byCost && !costed ? null : (
            <Hint>
              <FormattedMessage id="axie.breeding.eval.noPairs" />
            </Hint>
          )}
          {!stale && moreAvailable ? (
            <Button type="button" onClick={more} disabled={state.status === 'running'}>
              <FormattedMessage id="axie.breeding.eval.more" values={{ count: Math.min(TOP_PAIRS, (costed ? costed.length : ranked.matched) - rows.length) }} />
            </Button>
          ) : null}
        </div>
      ) : null}
      <AnyPair creatures={creatures} onOpen={setCurrent} />
      {a && b ? <PairCard a={a} b={b} pairKey={`${a.id}-${b.id}`} /> : null}
      {chosen.length ? (
        <>
          <h3>
            <FormattedMessage id="axie.breeding.chosen.title" />
          </h3>
          <ul data-testid="chosen-pairs">
            {chosen.map(([x, y]) => (
              <li key={`${x}-${y}`}>
                #{x} × #{y}{' '}
                <Button type="button" onClick={() => setChosen((l) => l.filter(([p, q]) => !(p === x && q === y)))} aria-label={intl.formatMessage({ id: 'axie.breeding.chosen.removeLabel' }, { a: x, b: y })}>
                  <FormattedMessage id="axie.breeding.chosen.remove" />
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Panel>
  );
}
