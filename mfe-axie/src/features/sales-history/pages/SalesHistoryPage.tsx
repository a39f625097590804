import { FormattedMessage } from 'react-intl';
import { Section, ToolPage, useApiLoad } from '@criadero/ui';
import { ErrorNote, OriginChip, SourceNote } from '../../../components/Notes';
import { Note, Panel } from '../../../components/styled';
import { fetchSales } from '../api';
import { useSalesFilters } from '../useSalesFilters';
import { PartPrices } from './PartPrices';
import { SalesFilterBar } from './SalesFilterBar';
import { SalesStats } from './SalesStats';
import { SalesTable } from './SalesTable';

export default function SalesHistoryPage() {
  const sales = useSalesFilters();
  const { request, axieIdValid } = sales;
  const answer = useApiLoad(axieIdValid ? JSON.stringify(request) : null, (signal) => fetchSales(request, signal));
  // after an error the previous answer is not shown as if it were this one's
  const data = answer.status !== 'error' && 'data' in answer ? answer.data : undefined;

  return (
    <ToolPage title={<FormattedMessage id="axie.salesHistory.title" />} purpose={<FormattedMessage id="axie.salesHistory.purpose" />}>
      <Panel>
        <SourceNote source={data?.source} />
        <SalesFilterBar sales={sales} />
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
          <SalesStats data={data} />
          {data.byPart.length ? (
            <Section title="axie.salesHistory.parts.title" as={Panel}>
              <PartPrices parts={data.byPart} />
            </Section>
          ) : null}
          <SalesTable data={data} page={sales.page} onPage={sales.setPage} />
        </>
      ) : null}
    </ToolPage>
  );
}
