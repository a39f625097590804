import { useState } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import type { RecheckResponse } from '@criadero/api-contracts/axie';
import { recheckListing } from '../../../api/axie-api';
import { marketplaceAxieUrl } from '../../../domain/market-url';

/**
 * "Ver en el Marketplace" of an alert: the link opens, and the listing is checked again (the
 * alert's price is the one it had then). What the check finds is said beside the link: sold,
 * no longer for sale, or its price now when it changed since the alert.
 */
export function AlertMarketplaceLink({ axieId, priceUsd }: { axieId: string; priceUsd: number | null }) {
  const [check, setCheck] = useState<RecheckResponse | null>(null);
  const onOpen = () =>
    recheckListing(axieId).then(
      (answer) => setCheck(answer),
      () => undefined, // the check is a courtesy: the marketplace opens anyway
    );
  const now =
    check?.status === 'sold' ? (
      <FormattedMessage id="axie.market.gone.sold" />
    ) : check?.status === 'delisted' ? (
      <FormattedMessage id="axie.market.gone.delisted" />
    ) : check?.status === 'listed' && check.priceUsd !== null && check.priceUsd !== priceUsd ? (
      <FormattedMessage id="axie.alerts.priceNow" values={{ price: <FormattedNumber value={check.priceUsd} style="currency" currency="USD" /> }} />
    ) : null;
  return (
    <>
      <a href={marketplaceAxieUrl(axieId)} target="_blank" rel="noreferrer noopener" onClick={() => void onOpen()}>
        <FormattedMessage id="axie.alerts.openMarketplace" />
      </a>
      {now ? <strong data-testid="alert-listing-now">{now}</strong> : null}
    </>
  );
}
