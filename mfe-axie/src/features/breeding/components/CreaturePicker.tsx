import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, LoginButton, NumberInput, PaidSearchDialogs, ProgressBar, SearchChargeNote, SearchCostNote, useErrorText, usePaidSearch, useToast } from '@criadero/ui';
import { newRequestId, searchFilters, searchMarket, SEARCH_MAX_RESULTS } from '../api/axie-api';
import { STORAGE_KEYS, writeJson } from '../domain/storage';
import { normalizeWallet } from '../domain/wallet';
import { useAxieMarketSource } from '../hooks/useAxieMarketSource';
import { useCreatureLoader } from '../hooks/useCreatureLoader';
import { useIdsInput } from '../hooks/useIdsInput';
import { useWalletImport } from '../hooks/useWalletImport';
import { creaturesAtom, filterConfigAtom, marketFreshnessAtom, maxPriceAtom, selectionAtom } from '../state/atoms';
import { MarketFreshness } from './MarketFreshness';
import { Field, Hint, Row, Stack } from './styled';
import { WalletLists } from './WalletLists';
import { Panel } from '../../../components/styled';

/** Loads creatures by ids, by wallet (free) or from the marketplace (paid search). */
export function CreaturePicker() {
  const intl = useIntl();
  const toast = useToast();
  const errorText = useErrorText();
  const { loadIds } = useCreatureLoader();
  const loadText = useIdsInput();
  const paid = usePaidSearch(useAxieMarketSource());
  const wallets = useWalletImport();
  const selection = useAtomValue(selectionAtom);
  const config = useAtomValue(filterConfigAtom);
  const creatures = useAtomValue(creaturesAtom);
  const [maxPrice, setMaxPrice] = useAtom(maxPriceAtom);
  const [maxPriceValid, setMaxPriceValid] = useState(true);
  const [idsText, setIdsText] = useState('');
  const [wallet, setWallet] = useState('');
  const [busyIds, setBusyIds] = useState(false);
  const setFreshness = useSetAtom(marketFreshnessAtom);
  const user = paid.user;

  const showError = (error: unknown) => toast({ kind: 'error', title: intl.formatMessage({ id: 'axie.breeding.error.title' }), message: errorText(error) });

  /** "Se cargaron 12 Axies", or "Se cargaron 100 de 573 Axies" when the answer was cut. */
  const loaded = (count: number, received = count, total = received) =>
    toast({
      kind: 'success',
      title:
        received < total
          ? intl.formatMessage({ id: 'axie.breeding.picker.loadedOf' }, { count: received, total, added: count })
          : intl.formatMessage({ id: 'axie.breeding.picker.loaded' }, { count }),
    });

  const onIds = async (event: FormEvent) => {
    event.preventDefault();
    setBusyIds(true);
    if (await loadText(idsText)) setIdsText('');
    setBusyIds(false);
  };
  const onWallet = async (event: FormEvent) => {
    event.preventDefault();
    const owner = normalizeWallet(wallet);
    if (!owner) {
      toast({ kind: 'warning', title: intl.formatMessage({ id: 'axie.breeding.picker.invalidWallet' }) });
      return;
    }
    try {
      const result = await wallets.run(owner);
      loaded(result.added, result.loaded, result.total);
    } catch (error) {
      showError(error);
    }
  };

  const runMarketSearch = async () => {
    const body = { ...searchFilters(selection, config, maxPrice, creatures), limit: SEARCH_MAX_RESULTS, requestId: newRequestId() };
    const found = await paid.send(async () => {
      const r = await searchMarket(body);
      return { ...r, creditos: r.creditos ?? user?.creditos ?? 0 };
    });
    if (!found) return;
    setFreshness(found.freshness);
    writeJson(STORAGE_KEYS.lastSearch, { selection, config, maxPrice, at: new Date().toISOString() });
    try {
      loaded(found.ids.length ? await loadIds(found.ids) : 0, found.ids.length, found.total);
    } catch (error) {
      showError(error);
    }
  };

  const onMarket = (event: FormEvent) => {
    event.preventDefault();
    paid.submit(maxPriceValid ? null : intl.formatMessage({ id: 'axie.breeding.picker.maxPriceInvalid' }), () => void runMarketSearch());
  };

  const importing = wallets.state.status === 'running' ? wallets.state : null;

  return (
    <Panel aria-labelledby="breeding-picker-title">
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
            <Button type="submit" $variant="primary" disabled={busyIds}>
              <FormattedMessage id="axie.breeding.picker.loadIds" />
            </Button>
          </Row>
          <Hint>
            <FormattedMessage id="axie.breeding.picker.idsHint" />
          </Hint>
        </form>
        <form onSubmit={(e) => void onWallet(e)}>
          <Row>
            <Field>
              <FormattedMessage id="axie.breeding.picker.wallet" />
              <input value={wallet} onChange={(e) => setWallet(e.target.value)} placeholder="ronin:… / 0x…" autoComplete="off" spellCheck={false} />
            </Field>
            {importing ? (
              <Button type="button" onClick={wallets.cancel}>
                <FormattedMessage id="axie.breeding.picker.cancelImport" />
              </Button>
            ) : (
              <Button type="submit">
                <FormattedMessage id="axie.breeding.picker.importWallet" />
              </Button>
            )}
          </Row>
          {importing ? (
            <div role="status" data-testid="wallet-progress">
              <ProgressBar value={importing.total ? importing.loaded / importing.total : 0} label={intl.formatMessage({ id: 'axie.breeding.picker.importProgress' })} />
              <Hint>
                <FormattedMessage id="axie.breeding.picker.importing" values={{ loaded: importing.loaded, total: importing.total ?? '…' }} />
              </Hint>
            </div>
          ) : null}
        </form>
        <WalletLists />
        <form onSubmit={onMarket} noValidate>
          <Row>
            <Field style={{ flex: '0 1 12rem' }}>
              <FormattedMessage id="axie.breeding.picker.maxPrice" />
              <NumberInput value={maxPrice} min={1} max={1e9} maxFractionDigits={2} required onChange={(v) => v !== null && setMaxPrice(v)} onValidity={setMaxPriceValid} />
            </Field>
            {user ? (
              <Button type="submit" $variant="primary" disabled={paid.searching}>
                {paid.searching ? <FormattedMessage id="axie.breeding.search.searching" /> : <FormattedMessage id="axie.breeding.search.button" />}
              </Button>
            ) : (
              <LoginButton />
            )}
          </Row>
          {paid.error ? <Hint role="alert">{paid.error}</Hint> : null}
          <Hint>
            {user ? (
              <SearchCostNote user={user} source={paid.source} />
            ) : (
              <FormattedMessage id="axie.breeding.login.prompt" />
            )}
          </Hint>
          <SearchChargeNote charge={paid.charge} creditos={user?.creditos ?? 0} />
          <MarketFreshness />
        </form>
      </Stack>
      <PaidSearchDialogs dialog={paid.dialog} source={paid.source} onConfirm={paid.confirm} onClose={paid.close} />
    </Panel>
  );
}
