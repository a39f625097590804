import { useAtom, useSetAtom } from 'jotai';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PART_TYPES, type AxieClass, type BodyShape, type PartType } from '@criadero/genetics';
import { Button, useToast } from '@criadero/ui';
import { fetchCards } from '../api/axie-api';
import { canIncrement, PART_SELECTION_LIMITS } from '../domain/counter';
import { parsedGenesOf } from '../domain/genes';
import { parseCreatureIds } from '../domain/ids';
import { buildMarketplaceUrl, parseMarketplaceUrl } from '../domain/market-url';
import { deleteFilter, filterIdFromName, saveFilter } from '../domain/saved-filters';
import { compactSelection, type FilterSelection } from '../domain/selection';
import { useConfirm } from '../hooks/useConfirm';
import { useLastSearch } from '../hooks/useLastSearch';
import { activeSavedFilterIdAtom, filterConfigAtom, openModalAtom, savedFiltersAtom, selectionAtom } from '../state/atoms';
import { Gate } from './Gate';
import { AUCTION_NAMES, GROUP_NAMES } from './labels';
import { allPartOptions, bodyShapeOptions, classOptions, colorOptions, partOptions } from './partOptions';
import { ParentFilters } from './ParentFilters';
import { PartSelect } from './PartSelect';
import { Field, Hint, LinkButton, Row, Stack } from './styled';
import { Panel } from '../../../components/styled';

/** One count per selected part, keyed by part type (the multi-select counter's items). */
const partCounts = (s: FilterSelection) => Object.fromEntries(PART_TYPES.map((t) => [t, s[t]?.length ?? 0]));

export function FilterSelector() {
  const intl = useIntl();
  const toast = useToast();
  const confirm = useConfirm();
  const [selection, setSelection] = useAtom(selectionAtom);
  const [config, setConfig] = useAtom(filterConfigAtom);
  const [saved, setSaved] = useAtom(savedFiltersAtom);
  const [activeId, setActiveId] = useAtom(activeSavedFilterIdAtom);
  const openModal = useSetAtom(openModalAtom);
  const lastSearch = useLastSearch();
  const [name, setName] = useState('');
  const [reference, setReference] = useState('');
  const [marketUrl, setMarketUrl] = useState('');
  const marketLink = useMemo(() => buildMarketplaceUrl(selection, config.auctionType), [selection, config.auctionType]);
  const counts = partCounts(selection);
  const excludeOptions = useMemo(() => allPartOptions(intl), [intl]);

  const set = (key: keyof FilterSelection, values: string[]) =>
    setSelection((s) => compactSelection({ ...s, [key]: key === 'primaryColor' ? values.map(Number) : values } as FilterSelection));

  const onSave = async () => {
    let result = saveFilter(saved, name, selection);
    if (result.status === 'invalid-name') return toast({ kind: 'warning', title: intl.formatMessage({ id: 'axie.breeding.saved.nameRequired' }) });
    if (result.status === 'needs-confirmation') {
      if (!(await confirm(intl.formatMessage({ id: 'axie.breeding.saved.overwrite' }, { name: name.trim() })))) return;
      result = saveFilter(saved, name, selection, { overwrite: true });
    }
    if (result.status !== 'saved') return;
    setSaved(result.filters);
    setActiveId(result.id);
    toast({ kind: 'success', title: intl.formatMessage({ id: 'axie.breeding.saved.done' }, { name: name.trim() }) });
  };

  const onLoadSaved = (id: string) => {
    setActiveId(id);
    const f = saved.find((x) => x.id === id);
    if (!f) return;
    setSelection(compactSelection(f.filter));
    setName(f.name);
  };

  const onDelete = () => {
    const id = activeId || filterIdFromName(name);
    if (!saved.some((f) => f.id === id)) return;
    setSaved(deleteFilter(saved, id));
    setActiveId('');
    setName('');
  };

  const onMarketUrl = () => {
    const parsed = parseMarketplaceUrl(marketUrl);
    if (!parsed) return toast({ kind: 'warning', title: intl.formatMessage({ id: 'axie.breeding.filter.badUrl' }) });
    setSelection(parsed.selection);
    if (parsed.auctionType) setConfig((c) => ({ ...c, auctionType: parsed.auctionType! }));
    if (parsed.breedCount) setConfig((c) => ({ ...c, breed_count: parsed.breedCount! }));
    if (parsed.ignored.length) toast({ kind: 'info', title: intl.formatMessage({ id: 'axie.breeding.filter.urlIgnored' }, { values: parsed.ignored.join(', ') }) });
  };

  const onReference = async () => {
    const [id] = parseCreatureIds(reference).ids;
    if (!id) return;
    try {
      const [card] = await fetchCards([id]);
      const genes = card && parsedGenesOf(card);
      if (!genes) throw new Error(intl.formatMessage({ id: 'axie.breeding.filter.referenceMissing' }, { id }));
      const next: FilterSelection = {};
      for (const t of PART_TYPES) next[t] = [genes.realParts[t]];
      setSelection(next);
    } catch (error) {
      toast({ kind: 'error', title: intl.formatMessage({ id: 'axie.breeding.error.title' }), message: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <Panel aria-labelledby="breeding-filter-title">
      <h2 id="breeding-filter-title">
        <FormattedMessage id="axie.breeding.filter.title" />
      </h2>
      <Stack>
        {lastSearch.last ? (
          <Row role="region" aria-label={intl.formatMessage({ id: 'axie.breeding.last.title' })} data-testid="last-search">
            <span>
              <FormattedMessage id="axie.breeding.last.found" values={{ date: intl.formatDate(lastSearch.last.at, { dateStyle: 'medium', timeStyle: 'short' }) }} />
            </span>
            <Button type="button" onClick={lastSearch.restore}>
              <FormattedMessage id="axie.breeding.last.restore" />
            </Button>
            <Button type="button" onClick={lastSearch.discard}>
              <FormattedMessage id="axie.breeding.last.discard" />
            </Button>
          </Row>
        ) : null}
        <Row>
          <Field>
            <FormattedMessage id="axie.breeding.saved.select" />
            <select value={activeId} onChange={(e) => onLoadSaved(e.target.value)} data-testid="saved-filter-select">
              <option value="">{intl.formatMessage({ id: 'axie.breeding.saved.none' })}</option>
              {saved.map((f) => (
                <option key={f.id} value={f.id}>
                  {f.name}
                </option>
              ))}
            </select>
          </Field>
          <Field>
            <FormattedMessage id="axie.breeding.filter.marketUrl" />
            <input type="url" value={marketUrl} onChange={(e) => setMarketUrl(e.target.value)} placeholder="https://app.axieinfinity.com/marketplace/axies/?parts=…" />
          </Field>
          <Button type="button" onClick={onMarketUrl} disabled={!marketUrl.trim()}>
            <FormattedMessage id="axie.breeding.filter.applyUrl" />
          </Button>
        </Row>
        <Gate feature="referenceFilter">
          <Row>
            <Field>
              <FormattedMessage id="axie.breeding.filter.reference" />
              <input inputMode="numeric" value={reference} onChange={(e) => setReference(e.target.value)} />
            </Field>
            <Button type="button" onClick={() => void onReference()} disabled={!reference.trim()}>
              <FormattedMessage id="axie.breeding.filter.applyReference" />
            </Button>
          </Row>
        </Gate>
        <Row>
          <PartSelect testId="select-classes" label={intl.formatMessage(GROUP_NAMES.classes)} options={classOptions(intl)} selected={selection.classes ?? []} onChange={(v) => set('classes', v as AxieClass[])} />
          <PartSelect testId="select-bodyShape" label={intl.formatMessage(GROUP_NAMES.bodyShape)} options={bodyShapeOptions()} selected={selection.bodyShape ?? []} onChange={(v) => set('bodyShape', v as BodyShape[])} />
          <PartSelect testId="select-primaryColor" label={intl.formatMessage(GROUP_NAMES.primaryColor)} options={colorOptions(intl, selection.classes)} selected={(selection.primaryColor ?? []).map(String)} onChange={(v) => set('primaryColor', v)} />
          {PART_TYPES.map((t: PartType) => (
            <PartSelect
              key={t}
              testId={`select-${t}`}
              label={intl.formatMessage(GROUP_NAMES[t])}
              options={partOptions(t, intl)}
              selected={selection[t] ?? []}
              onChange={(v) => set(t, v)}
              canAdd={() => canIncrement(counts, t, PART_SELECTION_LIMITS)}
            />
          ))}
        </Row>
        <Row>
          <PartSelect testId="select-exclude" label={intl.formatMessage({ id: 'axie.breeding.filter.exclude' })} options={excludeOptions} selected={selection.exclude ?? []} onChange={(v) => set('exclude', v)} />
        </Row>
        <Hint>
          <FormattedMessage id="axie.breeding.filter.limits" values={{ perItem: PART_SELECTION_LIMITS.perItemMax, total: PART_SELECTION_LIMITS.totalMax }} />
        </Hint>
        <ParentFilters />
        <Row>
          <Gate feature="advancedFilter">
            <Button type="button" onClick={() => openModal('advanced')}>
              <FormattedMessage id="axie.breeding.advanced.open" />
            </Button>
          </Gate>
          <Gate feature="combinationFilters">
            <Button type="button" onClick={() => openModal('combination')}>
              <FormattedMessage id="axie.breeding.combination.open" />
            </Button>
          </Gate>
          <Button type="button" onClick={() => openModal('userConfig')}>
            <FormattedMessage id="axie.breeding.userConfig.open" />
          </Button>
        </Row>
        <Hint data-testid="filter-config-summary">
          <FormattedMessage
            id="axie.breeding.advanced.summary"
            values={{ min: config.breed_count[0], max: config.breed_count[1], auction: intl.formatMessage(AUCTION_NAMES[config.auctionType]), order: config.priorityOrder.map((t) => intl.formatMessage(GROUP_NAMES[t])).join(' › ') }}
          />
        </Hint>
        <Row>
          <Field>
            <FormattedMessage id="axie.breeding.saved.name" />
            <input value={name} onChange={(e) => setName(e.target.value)} />
          </Field>
          <Button type="button" $variant="primary" onClick={() => void onSave()}>
            <FormattedMessage id="axie.breeding.saved.save" />
          </Button>
          <Button type="button" onClick={onDelete} disabled={!activeId && !saved.some((f) => f.id === filterIdFromName(name))}>
            <FormattedMessage id="axie.breeding.saved.delete" />
          </Button>
          <Button type="button" onClick={() => (setSelection({}), setActiveId(''), setName(''))}>
            <FormattedMessage id="axie.breeding.filter.clear" />
          </Button>
          <LinkButton href={marketLink} target="_blank" rel="noopener noreferrer" data-testid="market-link">
            <FormattedMessage id="axie.breeding.filter.openMarket" />
          </LinkButton>
        </Row>
      </Stack>
    </Panel>
  );
}
