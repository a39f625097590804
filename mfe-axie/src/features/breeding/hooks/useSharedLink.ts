import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from '@criadero/router';
import { useErrorText, useToast } from '@criadero/ui';
import { fetchCards } from '../api/axie-api';
import { decodeSharedPage, SHARE_PARAM, shareUrl, type SharedPage } from '../domain/share-link';
import {
  combinationEntriesAtom,
  creaturesAtom,
  currentPairAtom,
  DEFAULT_MAX_PRICE_USD,
  filterConfigAtom,
  maxPriceAtom,
  modelIdAtom,
  rankedPairsAtom,
  rankMetricAtom,
  selectionAtom,
} from '../state/atoms';
import { hiddenIdsAtom } from '../state/hidden';
import { useConfirm } from './useConfirm';
import { useWalletImport } from './useWalletImport';

/** The page as a link: what is loaded, filtered and on show now (`pair`: the pair to open instead of the one on show). */
export function useShareLinkBuilder() {
  const store = useStore();
  return useCallback(
    (pair?: [string, string]) =>
      shareUrl(window.location.href, {
        ids: store.get(creaturesAtom).map((c) => c.id),
        wallets: [],
        selection: store.get(selectionAtom),
        config: store.get(filterConfigAtom),
        maxPrice: store.get(maxPriceAtom),
        combination: store.get(combinationEntriesAtom),
        model: store.get(modelIdAtom),
        metric: store.get(rankMetricAtom),
        hidden: store.get(hiddenIdsAtom).filter((id) => store.get(creaturesAtom).some((c) => c.id === id)),
        pair: pair ?? store.get(currentPairAtom),
      }),
    [store],
  );
}

/**
 * Opens a shared link (`?enlace=`) once the saved page is back (`restored`), so the saved page
 * cannot overwrite it: the link's Axies replace the loaded ones (asked first when the page holds
 * others), then its filter, rules, model, metric, hidden Axies and pair. The parameter leaves the
 * address, so a reload keeps what the player does next.
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
      store.set(hiddenIdsAtom, page.hidden);
      store.set(currentPairAtom, page.pair);
      for (const owner of page.wallets) await wallets.run(owner);
      if (missing.length) toast({ kind: 'warning', title: intl.formatMessage({ id: 'axie.breeding.share.missing' }, { count: missing.length, ids: missing.map((id) => `#${id}`).join(' ') }) });
      toast({ kind: 'success', title: intl.formatMessage({ id: 'axie.breeding.share.opened' }, { count: store.get(creaturesAtom).length }) });
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
    const page = decodeSharedPage(raw);
    if (!page) {
      toast({ kind: 'warning', title: intl.formatMessage({ id: 'axie.breeding.share.invalid' }) });
      return;
    }
    const linked = new Set(page.ids);
    const others = creatures.filter((c) => !linked.has(c.id)).length;
    void (async () => {
      if (others && !(await confirm(intl.formatMessage({ id: 'axie.breeding.share.replaceConfirm' }, { count: creatures.length })))) return;
      try {
        await apply(page);
      } catch (error) {
        toast({ kind: 'error', title: intl.formatMessage({ id: 'axie.breeding.error.title' }), message: errorText(error) });
      }
    })();
  }, [restored, raw, setParams, creatures, confirm, apply, toast, intl, errorText]);
}
