import { memo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { RankedPair } from '@criadero/genetics';
import { Button } from '@criadero/ui';
import type { CreatureCard } from '../../../../api/axie-api';
import type { PairCost } from '../../domain/cost-ranking';
import { useNearView } from '../../hooks/useNearView';
import { CreatureImage } from '../CreatureImage';
import { formatPercent, formatUsd } from '../numbers';

/* both parents' portraits: what a breeder recognises first */
const Parent = styled.span`
  display: inline-flex; align-items: center; gap: 0.25rem;
  img, [role='img'] { width: 40px; font-size: 1rem; }
`;

const PortraitSpace = styled.span`
  display: inline-block; width: 40px; height: 32px;
`;

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
function PairOdds({ pair }: { pair: RankedPair & { cost?: PairCost } }) {
  const intl = useIntl();
  if (!pair.cost) return <strong>{formatPercent(intl, pair.score * 100)}</strong>;
  return (
    <>
      <strong data-testid="pair-cost">
        <FormattedMessage id="axie.breeding.eval.costFigure" values={{ usd: formatUsd(intl, pair.cost.usd), breeds: pair.cost.breeds }} />
      </strong>{' '}
      ({formatPercent(intl, pair.score * 100)})
    </>
  );
}

interface Props {
  rank: number;
  pair: RankedPair & { cost?: PairCost };
  a: CreatureCard;
  b: CreatureCard;
  current: boolean;
  onShow: (key: [string, string]) => void;
  onOpen: (key: [string, string]) => void;
}

/**
 * One row of the ranking. Its portraits are fetched once the row comes near the list's view:
 * each is an SVG the browser parses on the main thread, and 100 of them at once (a 50-pair list)
 * made one 60-100 ms task after a 1,000-Axie ranking.
 */
export const RankedPairRow = memo(function RankedPairRow({ rank, pair, a, b, current, onShow, onOpen }: Props) {
  const intl = useIntl();
  const { ref, near } = useNearView<HTMLLIElement>();
  const key: [string, string] = [a.id, b.id];
  return (
    <li ref={ref} aria-current={current}>
      <div>
        <span data-testid="ranked-pair" data-pair={key.join('-')}>
          <span className="rank" aria-hidden="true">
            {intl.formatNumber(rank)}.
          </span>
          <ParentLabel creature={a} showImage={near} /> × <ParentLabel creature={b} showImage={near} /> — <PairOdds pair={pair} />
        </span>
        <Button type="button" onClick={() => onShow(key)} aria-label={intl.formatMessage({ id: 'axie.breeding.eval.showPairLabel' }, { a: key[0], b: key[1] })}>
          <FormattedMessage id="axie.breeding.eval.showPair" />
        </Button>
        <Button type="button" onClick={() => onOpen(key)} aria-label={intl.formatMessage({ id: 'axie.breeding.viewer.openLabel' }, { a: key[0], b: key[1] })}>
          <FormattedMessage id="axie.breeding.viewer.open" />
        </Button>
      </div>
    </li>
  );
});
