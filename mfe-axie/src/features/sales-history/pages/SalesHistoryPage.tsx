import { useMemo, useState } from 'react';
import { FormattedDate, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { BASE_PARTS } from '@criadero/genetics';
import { Pagination, ToolPage, useApiLoad } from '@criadero/ui';
import { ChoiceFilter, ClassFilter } from '../../../components/ChoiceFilter';
import { AXIE_CLASSES, PART_TYPE_LABELS, capitalize } from '../../../i18n/labels';
import { ErrorNote, OriginChip, SourceNote } from '../../../components/Notes';
import { Field, Filters, Note, Panel, Stats, TableBox } from '../../../components/styled';
import type { SalesHistoryBody } from '@criadero/api-contracts/axie';
import { fetchSales, formatWei, shortHex } from '../api';
import { PartPrices } from './PartPrices';
import { PriceChart } from './PriceChart';

const PAGE_SIZE = 25;
const PERIODS = [7, 30, 90, 365];
const BREEDS = [0, 1, 2, 3, 4, 5, 6, 7];

export default function SalesHistoryPage() {
  const intl = useIntl();
  const [cls, setCls] = useState('');
  const [part, setPart] = useState('');
  const [breedMin, setBreedMin] = useState('0');
  const [breedMax, setBreedMax] = useState('7');
  const [priceMin, setPriceMin] = useState('');
  const [priceMax, setPriceMax] = useState('');
  const [days, setDays] = useState('');
  // the axie id is applied on Enter or when the field is left, not on every keystroke (a real id may be asked of the marketplace)
  const [axieDraft, setAxieDraft] = useState('');
  const [axieId, setAxieId] = useState('');
  const [page, setPage] = useState(1);
  const applyAxieId = () => {
    const next = axieDraft.trim().replace(/^#/, '');
    if (next !== axieId) {
      setAxieId(next);
      setPage(1);
    }
  };
  const axieIdValid = axieId === '' || /^\d{1,12}$/.test(axieId);
  const partOptions = useMemo(
    () =>
      [...BASE_PARTS]
        .map((p) => ({ id: p.partId, label: `${p.name} (${intl.formatMessage(PART_TYPE_LABELS[p.type])})` }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [intl],
  );
  const breed: [number, number] = [Number(breedMin), Number(breedMax)];
  const filter: SalesHistoryBody = {
    page,
    pageSize: PAGE_SIZE,
    ...(cls ? { classes: [cls as (typeof AXIE_CLASSES)[number]] } : {}), // the select offers only AXIE_CLASSES
    ...(part ? { parts: [part] } : {}),
    ...(breed[0] !== 0 || breed[1] !== 7 ? { breedCount: breed } : {}),
    ...(priceMin !== '' || priceMax !== '' ? { priceUsd: [Number(priceMin || 0), Number(priceMax || 1e9)] as [number, number] } : {}),
    ...(days ? { days: Number(days) } : {}),
    ...(axieId && axieIdValid ? { axieId } : {}),
  };
  const answer = useApiLoad(axieIdValid ? JSON.stringify(filter) : null, (signal) => fetchSales(filter, signal));
  // after an error the previous answer is not shown as if it were this one's
  const data = answer.status !== 'error' && 'data' in answer ? answer.data : undefined;
  const change = (set: (v: string) => void) => (e: { target: { value: string } }) => {
    set(e.target.value);
    setPage(1);
  };
  const usd = (n: number | null) => (n === null ? '—' : intl.formatNumber(n, { style: 'currency', currency: 'USD' }));

  return (
    <ToolPage title={<FormattedMessage id="axie.salesHistory.title" />} purpose={<FormattedMessage id="axie.salesHistory.purpose" />}>
      <Panel>
        <SourceNote source={data?.source} />
        <Filters role="search" onSubmit={(e) => e.preventDefault()}>
          <Field>
            <FormattedMessage id="axie.salesHistory.axieId" />
            <input
              value={axieDraft}
              inputMode="numeric"
              placeholder="10000123"
              onChange={(e) => setAxieDraft(e.target.value)}
              onBlur={applyAxieId}
              // the form has several fields, so Enter submits nothing by itself
              onKeyDown={(e) => e.key === 'Enter' && applyAxieId()}
              data-testid="sales-axie-id"
            />
          </Field>
          <ClassFilter value={cls} onChange={change(setCls)} />
          <ChoiceFilter label={<FormattedMessage id="axie.tools.part" />} value={part} onChange={change(setPart)} options={partOptions} optionValue={(p) => p.id} optionText={(p) => p.label} />
          <Field>
            <FormattedMessage id="axie.salesHistory.breedMin" />
            <select value={breedMin} onChange={change(setBreedMin)}>
              {BREEDS.map((n) => (
                <option key={n}>{n}</option>
              ))}
            </select>
          </Field>
          <Field>
            <FormattedMessage id="axie.salesHistory.breedMax" />
            <select value={breedMax} onChange={change(setBreedMax)}>
              {BREEDS.map((n) => (
                <option key={n}>{n}</option>
              ))}
            </select>
          </Field>
          <Field>
            <FormattedMessage id="axie.salesHistory.priceMin" />
            <input type="number" min={0} inputMode="decimal" value={priceMin} onChange={change(setPriceMin)} />
          </Field>
          <Field>
            <FormattedMessage id="axie.salesHistory.priceMax" />
            <input type="number" min={0} inputMode="decimal" value={priceMax} onChange={change(setPriceMax)} />
          </Field>
          <Field>
            <FormattedMessage id="axie.salesHistory.period" />
            <select value={days} onChange={change(setDays)}>
              <option value="">{intl.formatMessage({ id: 'axie.salesHistory.period.all' })}</option>
              {PERIODS.map((d) => (
                <option key={d} value={d}>
                  {intl.formatMessage({ id: 'axie.salesHistory.period.days' }, { days: d })}
                </option>
              ))}
            </select>
          </Field>
        </Filters>
        {!axieIdValid ? (
          <Note role="alert">
            <FormattedMessage id="axie.salesHistory.badAxieId" />
          </Note>
        ) : null}
        {data?.axie ? (
          <Note data-testid="sales-axie">
            <FormattedMessage id="axie.salesHistory.ofAxie" values={{ id: data.axie.id }} /> <OriginChip origin={data.axie.origin} sourceKind={data.source.kind} />
          </Note>
        ) : null}
        {answer.status === 'error' ? <ErrorNote error={answer.error} /> : null}
        {!data && axieIdValid && answer.status !== 'error' ? (
          <Note>
            <FormattedMessage id="axie.tools.loading" />
          </Note>
        ) : null}
      </Panel>

      {data ? (
        <>
          <Panel aria-labelledby="sales-stats">
            <h2 id="sales-stats">
              <FormattedMessage id="axie.salesHistory.stats.title" />
            </h2>
            <Stats>
              <div>
                <dt>
                  <FormattedMessage id="axie.salesHistory.stats.count" />
                </dt>
                <dd data-testid="stat-count">
                  <FormattedNumber value={data.stats.count} />
                </dd>
              </div>
              <div>
                <dt>
                  <FormattedMessage id="axie.salesHistory.chart.median" />
                </dt>
                <dd data-testid="stat-median">{usd(data.stats.medianUsd)}</dd>
              </div>
              <div>
                <dt>
                  <FormattedMessage id="axie.salesHistory.stats.range" />
                </dt>
                <dd data-testid="stat-range">
                  {usd(data.stats.minUsd)} – {usd(data.stats.maxUsd)}
                </dd>
              </div>
              <div>
                <dt>
                  <FormattedMessage id="axie.salesHistory.stats.middle" />
                </dt>
                <dd>
                  {usd(data.stats.p25Usd)} – {usd(data.stats.p75Usd)}
                </dd>
              </div>
            </Stats>
            {data.truncated ? (
              <Note>
                <FormattedMessage id="axie.salesHistory.truncated" values={{ count: data.scanned }} />
              </Note>
            ) : null}
            {data.series.length ? <PriceChart data={data} /> : null}
          </Panel>

          {data.byPart.length ? (
            <Panel aria-labelledby="sales-parts">
              <h2 id="sales-parts">
                <FormattedMessage id="axie.salesHistory.parts.title" />
              </h2>
              <PartPrices parts={data.byPart} />
            </Panel>
          ) : null}

          <Panel aria-labelledby="sales-list">
            <h2 id="sales-list">
              <FormattedMessage id="axie.salesHistory.list.title" values={{ count: data.total }} />
            </h2>
            {data.total === 0 ? (
              <Note>
                <FormattedMessage id="axie.tools.noResults" />
              </Note>
            ) : (
              <TableBox aria-label={intl.formatMessage({ id: 'axie.salesHistory.list.table' })}>
                <table>
                  <thead>
                    <tr>
                      <th>
                        <FormattedMessage id="axie.salesHistory.col.date" />
                      </th>
                      <th>Axie</th>
                      <th className="num">USD</th>
                      <th className="num">
                        <FormattedMessage id="axie.salesHistory.col.price" />
                      </th>
                      <th>
                        <FormattedMessage id="axie.salesHistory.col.seller" />
                      </th>
                      <th>
                        <FormattedMessage id="axie.salesHistory.col.buyer" />
                      </th>
                      <th>
                        <FormattedMessage id="axie.salesHistory.col.tx" />
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.sales.map((s) => (
                      <tr key={s.txHash} data-testid="sale-row">
                        <td>
                          <FormattedDate value={new Date(s.timestamp * 1000)} dateStyle="medium" timeZone="UTC" />
                        </td>
                        <td>
                          #{s.axieId} · {capitalize(s.class)} · <FormattedMessage id="axie.salesHistory.breeds" values={{ count: s.breedCount }} />
                        </td>
                        <td className="num">{usd(s.priceUsd)}</td>
                        <td className="num">{formatWei(s.priceWei)} ETH</td>
                        <td title={s.seller}>{shortHex(s.seller)}</td>
                        <td title={s.buyer}>{shortHex(s.buyer)}</td>
                        <td title={s.txHash}>{shortHex(s.txHash)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableBox>
            )}
            <Pagination page={page} pageCount={Math.ceil(data.total / PAGE_SIZE)} onPage={setPage} />
          </Panel>
        </>
      ) : null}
    </ToolPage>
  );
}
