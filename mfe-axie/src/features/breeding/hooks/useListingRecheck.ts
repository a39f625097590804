import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useToast } from '@criadero/ui';
import { recheckListing, type CreatureCard } from '../../../api/axie-api';
import { formatUsd } from '../components/numbers';
import { combinationIdsAtom, creaturesAtom } from '../state/atoms';

/**
 * Before a player acts on a listed Axie (opens it on the Marketplace, combines it as a partner,
 * chooses a pair): its listing is checked again, and the action waits for the answer. One sold or
 * delisted since the search is marked so in place (no price any more, "Vendido" or "Retirado de
 * la venta") and leaves the combinations, with a notice, and the action does not go on (false);
 * one repriced shows its new price (and everything computed from it follows). Axies not for sale
 * are not asked about; a check that fails lets the action go on.
 */
export function useListingRecheck(): (creature: CreatureCard) => Promise<boolean> {
  const intl = useIntl();
  const toast = useToast();
  const setCreatures = useSetAtom(creaturesAtom);
  const setCombination = useSetAtom(combinationIdsAtom);
  return useCallback(
    async (creature: CreatureCard) => {
      if (!creature.order) return true;
      const values = { id: creature.id };
      const check = await recheckListing(creature.id).catch(() => null); // the check is a courtesy: the player's action goes on
      if (check?.status === 'sold' || check?.status === 'delisted') {
        const gone = check.status;
        setCreatures((list) => list.map((c) => (c.id === creature.id ? { ...c, order: null, listingGone: gone } : c)));
        setCombination((ids) => ids.filter((id) => id !== creature.id));
        const title = gone === 'sold' ? intl.formatMessage({ id: 'axie.market.recheck.sold' }, values) : intl.formatMessage({ id: 'axie.market.recheck.delisted' }, values);
        toast({ kind: 'warning', title });
        return false;
      }
      if (check?.status === 'listed' && check.priceUsd !== null && check.priceWei !== null) {
        const order = { currentPrice: check.priceWei, currentPriceUsd: check.priceUsd };
        if (order.currentPrice === creature.order.currentPrice && order.currentPriceUsd === Number(creature.order.currentPriceUsd)) return true;
        setCreatures((list) => list.map((c) => (c.id === creature.id ? { ...c, order } : c)));
        // the same token price at another dollar rate is no new price: no notice for it
        if (order.currentPrice === creature.order.currentPrice) return true;
        const before = Number(creature.order.currentPriceUsd);
        const prices = { price: formatUsd(intl, check.priceUsd), before: Number.isFinite(before) ? formatUsd(intl, before) : '—' };
        toast({ kind: 'info', title: intl.formatMessage({ id: 'axie.market.recheck.repriced' }, { ...values, ...prices }) });
      }
      return true;
    },
    [intl, toast, setCreatures, setCombination],
  );
}
