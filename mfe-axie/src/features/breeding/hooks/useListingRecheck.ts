import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useToast } from '@criadero/ui';
import { recheckListing, type CreatureCard } from '../api/axie-api';
import { creaturesAtom } from '../state/atoms';

/**
 * Before a player acts on a listed Axie (opens it on the Marketplace, combines it as a partner):
 * its listing is checked again; one sold or delisted since the search is marked so in place (no
 * price any more) with a warning. Axies not for sale are not asked about.
 */
export function useListingRecheck() {
  const intl = useIntl();
  const toast = useToast();
  const setCreatures = useSetAtom(creaturesAtom);
  return useCallback(
    (creature: CreatureCard) => {
      if (!creature.order) return;
      recheckListing(creature.id).then(
        (check) => {
          if (check.status === 'sold' || check.status === 'delisted') {
            const gone = check.status;
            setCreatures((list) => list.map((c) => (c.id === creature.id ? { ...c, order: null, listingGone: gone } : c)));
            const values = { id: creature.id };
            const title = gone === 'sold' ? intl.formatMessage({ id: 'axie.market.recheck.sold' }, values) : intl.formatMessage({ id: 'axie.market.recheck.delisted' }, values);
            toast({ kind: 'warning', title });
          }
        },
        () => undefined, // the check is a courtesy: the player's action goes on
      );
    },
    [intl, toast, setCreatures],
  );
}
