import { useAtom, useAtomValue } from 'jotai';
import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { userAtom } from '@criadero/session';
import { Button, useToast } from '@criadero/ui';
import { newRequestId, searchMarket } from '../api/axie-api';
import { ApiError } from '@criadero/session/api';
import { parseCreatureIds } from '../domain/ids';
import { selectedPartIds } from '../domain/selection';
import { STORAGE_KEYS, writeJson } from '../domain/storage';
import { normalizeWallet } from '../domain/wallet';
import { useCreatureLoader } from '../hooks/useCreatureLoader';
import { useLogin } from '../hooks/useLogin';
import { usePaidSearch } from '../hooks/usePaidSearch';
import { creaturesAtom, filterConfigAtom, maxPriceAtom, selectionAtom } from '../state/atoms';
import { Field, Hint, Row, Section, Stack } from './styled';

/** Loads creatures by ids, by wallet (free) or from the marketplace (paid search). */
export function CreaturePicker() {
  const intl = useIntl();
  const toast = useToast();
  const user = useAtomValue(userAtom);
  const { loadIds } = useCreatureLoader();
  const login = useLogin();
  const paidSearch = usePaidSearch();
  const selection = useAtomValue(selectionAtom);
  const config = useAtomValue(filterConfigAtom);
  const creatures = useAtomValue(creaturesAtom);
  const [maxPrice, setMaxPrice] = useAtom(maxPriceAtom);
  const [idsText, setIdsText] = useState('');
  const [wallet, setWallet] = useState('');
  const [busy, setBusy] = useState<'ids' | 'wallet' | null>(null);
  const [searching, setSearching] = useState(false);
  const searchingRef = useRef(false);

  const showError = (error: unknown) =>
    toast({ kind: 'error', title: intl.formatMessage({ id: 'axie.breeding.error.title' }), message: error instanceof Error ? error.message : String(error) });

  const loaded = (n: number) => toast({ kind: 'success', title: intl.formatMessage({ id: 'axie.breeding.picker.loaded' }, { count: n }) });

  const onIds = async (event: FormEvent) => {
    event.preventDefault();
    const { ids, invalid } = parseCreatureIds(idsText);
    if (invalid.length) toast({ kind: 'warning', title: intl.formatMessage({ id: 'axie.breeding.picker.invalidIds' }, { ids: invalid.join(' ') }) });
    if (!ids.length) return;
    setBusy('ids');
    try {
      loaded(await loadIds(ids));
      setIdsText('');
    } catch (error) {
      showError(error);
    } finally {
      setBusy(null);
    }
  };

  const baseSearch = () => ({
    breedCount: config.breed_count,
    classes: selection.classes ?? [],
    parts: selectedPartIds(selection),
    maxPriceUSD: maxPrice,
    priorityOrder: config.priorityOrder,
    auctionType: config.auctionType,
    bodyShapes: selection.bodyShape ?? [],
    primaryColor: selection.primaryColor ?? [],
    selectedAxies: creatures.map((c) => c.id),
  });

  const onWallet = async (event: FormEvent) => {
    event.preventDefault();
    const owner = normalizeWallet(wallet);
    if (!owner) {
      toast({ kind: 'warning', title: intl.formatMessage({ id: 'axie.breeding.picker.invalidWallet' }) });
      return;
    }
    setBusy('wallet');
    try {
      // importing a wallet is free for everyone: owner + every auction type, cheapest first
      const { ids } = await searchMarket({ ...baseSearch(), breedCount: [0, 7], classes: [], parts: [], bodyShapes: [], primaryColor: [], owner, auctionType: 'All', sort: 'PriceAsc', requestId: newRequestId() });
      loaded(ids.length ? await loadIds(ids) : 0);
    } catch (error) {
      showError(error);
    } finally {
      setBusy(null);
    }
  };

  const onMarket = async (event: FormEvent) => {
    event.preventDefault();
    if (searchingRef.current) return; // one search at a time
    searchingRef.current = true;
    setSearching(true);
    try {
      const body = { ...baseSearch(), requestId: newRequestId() };
      const outcome = await paidSearch(() => searchMarket(body));
      if (outcome.status !== 'done') return;
      writeJson(STORAGE_KEYS.lastSearch, { selection, config, maxPrice, at: new Date().toISOString() });
      loaded(outcome.value.ids.length ? await loadIds(outcome.value.ids) : 0);
    } catch (error) {
      toast({ kind: 'error', title: intl.formatMessage({ id: 'axie.breeding.error.title' }), message: error instanceof ApiError ? error.message : String(error) });
    } finally {
      searchingRef.current = false;
      setSearching(false);
    }
  };

  return (
    <Section aria-labelledby="breeding-picker-title">
      <h2 id="breeding-picker-title">
        <FormattedMessage id="axie.breeding.picker.title" />
      </h2>
      <Stack>
        <form onSubmit={onIds}>
          <Row>
            <Field>
              <FormattedMessage id="axie.breeding.picker.ids" />
              <textarea rows={2} value={idsText} onChange={(e) => setIdsText(e.target.value)} placeholder="#1234, 5678; 91011" />
            </Field>
            <Button type="submit" $variant="primary" disabled={busy === 'ids'}>
              <FormattedMessage id="axie.breeding.picker.loadIds" />
            </Button>
          </Row>
          <Hint>
            <FormattedMessage id="axie.breeding.picker.idsHint" />
          </Hint>
        </form>
        <form onSubmit={onWallet}>
          <Row>
            <Field>
              <FormattedMessage id="axie.breeding.picker.wallet" />
              <input value={wallet} onChange={(e) => setWallet(e.target.value)} placeholder="ronin:… / 0x…" autoComplete="off" spellCheck={false} />
            </Field>
            <Button type="submit" disabled={busy === 'wallet'}>
              <FormattedMessage id="axie.breeding.picker.importWallet" />
            </Button>
          </Row>
        </form>
        <form onSubmit={onMarket}>
          <Row>
            <Field style={{ flex: '0 1 12rem' }}>
              <FormattedMessage id="axie.breeding.picker.maxPrice" />
              <input type="number" min={1} step="any" value={maxPrice} onChange={(e) => setMaxPrice(Math.max(1, Number(e.target.value) || 1))} />
            </Field>
            {user ? (
              <Button type="submit" $variant="primary" disabled={searching}>
                {searching ? <FormattedMessage id="axie.breeding.search.searching" /> : <FormattedMessage id="axie.breeding.search.button" />}
              </Button>
            ) : (
              <Button type="button" $variant="primary" onClick={() => void login()}>
                <FormattedMessage id="axie.breeding.login.button" />
              </Button>
            )}
          </Row>
          <Hint>
            {user ? (
              <FormattedMessage id="axie.breeding.search.cost" values={{ creditos: user.creditos, elite: user.premium === 2 ? 'yes' : 'no' }} />
            ) : (
              <FormattedMessage id="axie.breeding.login.prompt" />
            )}
          </Hint>
        </form>
      </Stack>
    </Section>
  );
}
