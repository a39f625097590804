import { useState } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import type { RecheckResponse } from '@criadero/api-contracts/axie';
import { recheckListing } from '../../../api/axie-api';
import { marketplaceAxieUrl, openMarketplaceAxie } from '../../../domain/market-url';

/**
 * "Ver en el Marketplace" of an alert: the listing is checked again first (the alert's price is
 * the one it had then), and the marketplace opens once the answer says it is still for sale. What
 * the check finds is said beside the link: sold, no longer for sale, or its price now when it
 * changed since the alert.
 */
export function AlertMarketplaceLink({ axieId, priceUsd }: { axieId: string; priceUsd: number | null }) {
  const [check, setCheck] = useState<RecheckResponse | null>(null);
  const onOpen = async () => {
    const answer = await recheckListing(axieId).catch(() => null); // the check is a courtesy: the marketplace opens anyway
    setCheck(answer);
    if (answer?.status !== 'sold' && answer?.status !== 'delisted') openMarketplaceAxie(axieId);
  };
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
      <a href={marketplaceAxieUrl(axieId)} target="_blank" rel="noreferrer noopener" onClick={(event) => (event.preventDefault(), void onOpen())}>
        <FormattedMessage id="axie.alerts.openMarketplace" />
      </a>
      {now ? <strong data-testid="alert-listing-now">{now}</strong> : null}
    </>
  );
}
