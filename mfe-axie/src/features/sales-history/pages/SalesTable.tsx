import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { SalesHistoryResponse } from '@criadero/api-contracts/axie';
import { ColumnHeaders, Pagination, Section } from '@criadero/ui';
import { capitalize } from '../../../i18n/labels';
import { Note, Panel, TableBox, numeric } from '../../../components/styled';
import { formatWei, shortHex } from '../api';
import { PAGE_SIZE } from '../useSalesFilters';
import { useUsd } from '../useUsd';

/** One page of the matching sales: date, axie, price, seller, buyer and transaction. */
export function SalesTable({ data, page, onPage }: { data: SalesHistoryResponse; page: number; onPage: (page: number) => void }) {
  const intl = useIntl();
  const usd = useUsd();
  return (
    <Section title="axie.salesHistory.list.title" titleValues={{ count: data.total }} as={Panel}>
      {data.total === 0 ? (
        <Note>
          <FormattedMessage id="axie.tools.noResults" />
        </Note>
      ) : (
        <TableBox aria-label={intl.formatMessage({ id: 'axie.salesHistory.list.table' })}>
          <table>
            <ColumnHeaders
              titles={[
                'axie.salesHistory.col.date',
                { text: 'Axie' },
                { text: 'USD', className: 'num' },
                numeric('axie.salesHistory.col.price'),
                'axie.salesHistory.col.seller',
                'axie.salesHistory.col.buyer',
                'axie.salesHistory.col.tx',
              ]}
            />
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
                  <td className="num">{formatWei(s.priceWei, intl.locale)} ETH</td>
                  <td title={s.seller}>{shortHex(s.seller)}</td>
                  <td title={s.buyer}>{shortHex(s.buyer)}</td>
                  <td title={s.txHash}>{shortHex(s.txHash)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      )}
      <Pagination page={page} pageCount={Math.ceil(data.total / PAGE_SIZE)} onPage={onPage} />
    </Section>
  );
}
