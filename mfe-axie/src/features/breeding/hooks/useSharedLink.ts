import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from '@criadero/router';
import { useErrorText, useToast } from '@criadero/ui';
import { fetchCards } from '../../../api/axie-api';
import { createShareLink, openShareLink } from '../api/share-links';
import { DEFAULT_FEES, isFeeTable } from '../domain/fees';
import { decodeSharedPage, isShareLinkId, readSharedPage, SHARE_PARAM, sharedPageState, shareUrl, type SharedPage } from '../domain/share-link';
import {
  combinationEntriesAtom,
  creaturesAtom,
  currentPairAtom,
  DEFAULT_MAX_PRICE_USD,
  feeTableAtom,
  filterConfigAtom,
  linkedPairAtom,
  maxPriceAtom,
  modelIdAtom,
  rankedPairsAtom,
  rankMetricAtom,
  selectionAtom,
} from '../state/atoms';
import { hiddenIdsAtom } from '../state/hidden';
import { useConfirm } from './useConfirm';
import { useWalletImport } from './useWalletImport';

/** Axie ids a toast names at most (a link of thousands names the first ones and counts the rest). */
const NAMED_IDS = 20;

/**
 * The page as a link: what is loaded, filtered and on show now (`pair`: the pair to open instead
 * of the one on show), kept on the server under an id made from it (the same page, the same
 * link). Rejects with the server's error (worded in the player's language).
 */
export function useShareLinkBuilder() {
  const store = useStore();
  return useCallback(
    async (pair?: [string, string]) => {
      const creatures = store.get(creaturesAtom);
      const loaded = new Set(creatures.map((c) => c.id));
      const fees = store.get(feeTableAtom);
      const state = sharedPageState({
        ids: creatures.map((c) => c.id),
        wallets: [],
        selection: store.get(selectionAtom),
        config: store.get(filterConfigAtom),
        maxPrice: store.get(maxPriceAtom),
        combination: store.get(combinationEntriesAtom),
        model: store.get(modelIdAtom),
        metric: store.get(rankMetricAtom),
        hidden: store.get(hiddenIdsAtom).filter((id) => loaded.has(id)),
        pair: pair ?? store.get(currentPairAtom),
        fees: isFeeTable(fees) ? fees : DEFAULT_FEES,
      });
      return shareUrl(window.location.href, await createShareLink(state));
    },
    [store],
  );
}

/** The page a link's value holds: a kept link's state from the server, or an old link's inline state (null: not a link of ours). */
async function linkedPage(value: string): Promise<SharedPage | null> {
  return isShareLinkId(value) ? readSharedPage(await openShareLink(value)) : decodeSharedPage(value);
}

const sameFees = (a: { slpByBreedCount: number[]; axsPerBreed: number }, b: typeof a): boolean =>
  a.axsPerBreed === b.axsPerBreed && a.slpByBreedCount.length === b.slpByBreedCount.length && a.slpByBreedCount.every((n, i) => n === b.slpByBreedCount[i]);

/**
 * Opens a shared link (`?enlace=`) once the saved page is back (`restored`), so the saved page
 * cannot overwrite it: the link's Axies replace the loaded ones (asked first when the page holds
 * others), then its filter, rules (kept even when this player's plan cannot use them: the page
 * names them), model, metric, hidden Axies, fees and pair (which a new ranking leaves on show
 * until the player opens another). The parameter leaves the address, so a reload keeps what the
 * player does next.
 */
export function useSharedLink(restored: boolean) {
  const intl = useIntl();
  const toast = useToast();
  const errorText = useErrorText();
  const confirm = useConfirm();
  const wallets = useWalletImport();
  const [params, setParams] = useSearchParams();
  const creatures = useAtomValue(creaturesAtom);
  const store = useStore();
  const setCreatures = useSetAtom(creaturesAtom);
  const handled = useRef(false);
  const raw = params.get(SHARE_PARAM);

  const apply = useCallback(
    async (page: SharedPage) => {
      const cards = page.ids.length ? await fetchCards(page.ids) : [];
      const found = new Set(cards.map((c) => c.id));
      const missing = page.ids.filter((id) => !found.has(id));
      setCreatures(cards);
      store.set(rankedPairsAtom, null);
      store.set(selectionAtom, page.selection);
      store.set(filterConfigAtom, page.config);
      store.set(maxPriceAtom, page.maxPrice ?? DEFAULT_MAX_PRICE_USD);
      store.set(combinationEntriesAtom, page.combination);
      store.set(modelIdAtom, page.model);
      store.set(rankMetricAtom, page.metric);
      // the link decides which of its own Axies are hidden; the player's other hidden Axies stay hidden
      const linkedIds = new Set(page.ids);
      store.set(hiddenIdsAtom, (now) => [...now.filter((id) => !linkedIds.has(id)), ...page.hidden]);
      store.set(currentPairAtom, page.pair);
      store.set(linkedPairAtom, page.pair);
      const ownFees = store.get(feeTableAtom);
      if (page.fees) store.set(feeTableAtom, page.fees);
      for (const owner of page.wallets) await wallets.run(owner);
      if (missing.length) {
        const named = missing.slice(0, NAMED_IDS).map((id) => `#${id}`).join(' ') + (missing.length > NAMED_IDS ? ' …' : '');
        toast({ kind: 'warning', title: intl.formatMessage({ id: 'axie.breeding.share.missing' }, { count: missing.length, ids: named }) });
      }
      toast({ kind: 'success', title: intl.formatMessage({ id: 'axie.breeding.share.opened' }, { count: store.get(creaturesAtom).length }) });
      if (page.fees && !(isFeeTable(ownFees) && sameFees(page.fees, ownFees))) toast({ kind: 'info', title: intl.formatMessage({ id: 'axie.breeding.share.fees' }) });
    },
    [setCreatures, store, wallets, toast, intl],
  );

  useEffect(() => {
    if (!restored || handled.current || raw === null) return;
    handled.current = true;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(SHARE_PARAM);
        return next;
      },
      { replace: true },
    );
    void (async () => {
      let page: SharedPage | null;
      try {
        page = await linkedPage(raw);
      } catch (error) {
        // an unknown id: the server's 404 says what to do, in the player's language
        toast({ kind: 'error', title: intl.formatMessage({ id: 'axie.breeding.share.invalid' }), message: errorText(error) });
        return;
      }
      if (!page) {
        toast({ kind: 'warning', title: intl.formatMessage({ id: 'axie.breeding.share.invalid' }) });
        return;
      }
      const linked = new Set(page.ids);
      const others = creatures.filter((c) => !linked.has(c.id)).length;
      if (others && !(await confirm(intl.formatMessage({ id: 'axie.breeding.share.replaceConfirm' }, { count: creatures.length })))) return;
      try {
        await apply(page);
      } catch (error) {
        toast({ kind: 'error', title: intl.formatMessage({ id: 'axie.breeding.error.title' }), message: errorText(error) });
      }
    })();
  }, [restored, raw, setParams, creatures, confirm, apply, toast, intl, errorText]);
}
