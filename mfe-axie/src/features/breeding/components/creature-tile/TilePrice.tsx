import { FormattedMessage, useIntl } from 'react-intl';
import type { CreatureCard } from '../../../../api/axie-api';
import { formatTokenPrice } from '../../domain/format';
import { formatDecimal, formatUsd } from '../numbers';

/** The listing's price in ETH and USD, or that it was sold or delisted, or "not for sale". */
export function TilePrice({ creature }: { creature: CreatureCard }) {
  const intl = useIntl();
  const price = formatTokenPrice(creature.order?.currentPrice);
  const usd = creature.order?.currentPriceUsd;
  if (price) return <FormattedMessage id="axie.breeding.grid.priceValue" values={{ price: formatDecimal(intl, Number(price), 4), usd: usd === null || usd === undefined ? '—' : formatUsd(intl, Number(usd)) }} />;
  if (creature.listingGone)
    return (
      <strong data-testid="listing-gone">
        {creature.listingGone === 'sold' ? <FormattedMessage id="axie.market.gone.sold" /> : <FormattedMessage id="axie.market.gone.delisted" />}
      </strong>
    );
  return <FormattedMessage id="axie.breeding.grid.notForSale" />;
}
