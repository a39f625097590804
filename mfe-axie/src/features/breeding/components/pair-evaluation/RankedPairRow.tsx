import { memo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@criadero/ui';
import type { CreatureCard } from '../../../../api/axie-api';
import { marketplaceAxieUrl } from '../../../../domain/market-url';
import type { ShownPair } from '../../hooks/useRankedRows';
import { useNearView } from '../../hooks/useNearView';
import { CreatureImage } from '../CreatureImage';
import { CLASS_NAMES } from '../labels';
import { formatPercent, formatUsd } from '../numbers';
import type { RankingFigure } from './RankedPairs';

const PORTRAIT = 24;

/* a parent: its portrait and id, one link to its marketplace page */
const ParentLink = styled.a`
  display: inline-flex; align-items: center; gap: 0.2rem; color: inherit;
  img, [role='img'] { width: ${PORTRAIT + 6}px; font-size: 0.9rem; }
`;
const PortraitSpace = styled.span`
  display: inline-block; width: ${PORTRAIT + 6}px; height: ${PORTRAIT}px;
`;

function Parent({ creature, showImage }: { creature: CreatureCard; showImage: boolean }) {
  const intl = useIntl();
  return (
    <ParentLink href={marketplaceAxieUrl(creature.id)} target="_blank" rel="noopener noreferrer" aria-label={intl.formatMessage({ id: 'axie.breeding.table.marketLink' }, { id: creature.id })}>
      {showImage ? <CreatureImage image={creature.image} genes={creature.genes} alt={intl.formatMessage({ id: 'axie.breeding.grid.imageAlt' }, { id: creature.id })} height={PORTRAIT} /> : <PortraitSpace />}
      <span>#{creature.id}</span>
    </ParentLink>
  );
}

const usdOf = (c: CreatureCard): number | null => {
  const usd = c.order?.currentPriceUsd;
  return usd === null || usd === undefined ? null : Number(usd);
};

/** What the pair costs to buy: the price of each parent for sale ("propio" for one not for sale). */
function Prices({ a, b }: { a: CreatureCard; b: CreatureCard }) {
  const intl = useIntl();
  const own = intl.formatMessage({ id: 'axie.breeding.table.own' });
  const price = (c: CreatureCard) => {
    const usd = usdOf(c);
    return usd === null ? own : formatUsd(intl, usd);
  };
  return (
    <>
      {price(a)} · {price(b)}
    </>
  );
}

/** The figure a cell shows, bold when the ranking orders by it. */
const Figure = ({ bold, children, testId }: { bold: boolean; children: React.ReactNode; testId?: string }) =>
  bold ? <strong data-testid={testId}>{children}</strong> : <span data-testid={testId}>{children}</span>;

interface Props {
  rank: number;
  pair: ShownPair;
  a: CreatureCard;
  b: CreatureCard;
  /** the figure the ranking orders by (shown in bold) */
  figure: RankingFigure;
  current: boolean;
  profitOpen: boolean;
  /** the profit is still being worked out (prices or market values on their way) */
  profitPending: boolean;
  profitUnavailable: boolean;
  onShow: (key: [string, string]) => void;
  onOpen: (key: [string, string]) => void;
  onToggleProfit: (key: string) => void;
}

/**
 * One row of the ranking. Its portraits are fetched once the row comes near the table's view:
 * each is an SVG the browser parses on the main thread, and 100 of them at once (a 50-pair list)
 * made one 60-100 ms task after a 1,000-Axie ranking.
 */
export const RankedPairRow = memo(function RankedPairRow({ rank, pair, a, b, figure, current, profitOpen, profitPending, profitUnavailable, onShow, onOpen, onToggleProfit }: Props) {
  const intl = useIntl();
  const { ref, near } = useNearView<HTMLTableRowElement>();
  const key: [string, string] = [a.id, b.id];
  const pairKey = key.join('-');
  const className = (c: CreatureCard) => {
    const name = CLASS_NAMES[c.class.toLowerCase() as keyof typeof CLASS_NAMES];
    return name ? intl.formatMessage(name) : c.class;
  };
  const profit = pair.profit;
  // the column's name, shown before the value only where the row is laid out as lines (a phone)
  const label = (id: string) => intl.formatMessage({ id });
  return (
    <tr ref={ref} aria-current={current} data-testid="ranked-pair" data-pair={pairKey}>
      <td className="num rank" data-label={label('axie.breeding.table.rank')}>
        {intl.formatNumber(rank)}
      </td>
      <td className="parents">
        <Parent creature={a} showImage={near} /> <Parent creature={b} showImage={near} />
      </td>
      <td className="classes" data-label={label('axie.breeding.table.class')}>
        {className(a)} · {className(b)}
      </td>
      <td className="num" data-label={label('axie.breeding.table.breeds')}>
        {intl.formatNumber(a.breedCount)} · {intl.formatNumber(b.breedCount)}
      </td>
      <td className="num" data-label={label('axie.breeding.table.price')}>
        <Prices a={a} b={b} />
      </td>
      <td className="num" data-label={label('axie.breeding.table.odds')}>
        <Figure bold={figure === 'odds'}>{formatPercent(intl, pair.score * 100)}</Figure>
      </td>
      <td className="num" data-label={label('axie.breeding.table.cost')}>
        {pair.cost ? (
          <Figure bold={figure === 'cost'} testId="pair-cost">
            <FormattedMessage id="axie.breeding.table.costCell" values={{ usd: formatUsd(intl, pair.cost.usd), breeds: pair.cost.breeds }} />
          </Figure>
        ) : (
          '—'
        )}
      </td>
      <td className="num" data-label={label('axie.breeding.table.profit')}>
        {profit ? (
          <Button
            type="button"
            $variant="ghost"
            data-testid="pair-profit"
            data-status={profit.status}
            aria-expanded={profitOpen}
            aria-controls={profitOpen ? `profit-${pairKey}` : undefined}
            onClick={() => onToggleProfit(pairKey)}
            title={intl.formatMessage({ id: 'axie.breeding.table.showProfit' }, { a: a.id, b: b.id })}
          >
            <Figure bold={figure === 'profit'}>{profit.status === 'priced' ? formatUsd(intl, profit.profitUsd) : <FormattedMessage id="axie.breeding.table.fewSales" />}</Figure>
          </Button>
        ) : profitUnavailable ? (
          <FormattedMessage id="axie.breeding.table.noMarket" />
        ) : profitPending ? (
          <FormattedMessage id="axie.breeding.table.waiting" />
        ) : (
          '—'
        )}
      </td>
      <td className="actions">
        <Button type="button" onClick={() => onShow(key)} aria-label={intl.formatMessage({ id: 'axie.breeding.eval.showPairLabel' }, { a: key[0], b: key[1] })}>
          <FormattedMessage id="axie.breeding.eval.showPair" />
        </Button>{' '}
        <Button type="button" onClick={() => onOpen(key)} aria-label={intl.formatMessage({ id: 'axie.breeding.viewer.openLabel' }, { a: key[0], b: key[1] })}>
          <FormattedMessage id="axie.breeding.viewer.open" />
        </Button>
      </td>
    </tr>
  );
});
