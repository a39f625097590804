import type { ReactNode } from 'react';
import { defineMessages, FormattedDate, FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { ColumnHeaders, Muted, Section } from '@criadero/ui';
import type { History, PaymentProduct } from '../../api/billing-api';

/** Scrolls sideways on narrow screens; focusable so a keyboard can scroll it. */
const Scroll = styled.div.attrs({ tabIndex: 0 })`
  overflow-x: auto; max-width: 100%;
  table { border-collapse: collapse; width: 100%; font-size: 0.9rem; }
  th, td { text-align: left; padding: 0.35rem 0.5rem; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; white-space: nowrap; }
  td.hash { max-width: 9rem; overflow: hidden; text-overflow: ellipsis; }
`;
const Columns = styled.div`
  display: grid; gap: 1rem; grid-template-columns: repeat(auto-fit, minmax(min(320px, 100%), 1fr));
  h3 { margin: 0 0 0.4rem; font-size: 1rem; }
  > * { min-width: 0; }
`;

const KINDS = defineMessages({
  purchase: { id: 'billing.history.kind.purchase' },
  search: { id: 'billing.history.kind.search' },
  grant: { id: 'billing.history.kind.grant' },
  adjustment: { id: 'billing.history.kind.adjustment' },
});
const STATUS = defineMessages({
  pending: { id: 'billing.history.status.pending' },
  confirmed: { id: 'billing.history.status.confirmed' },
  rejected: { id: 'billing.history.status.rejected' },
  expired: { id: 'billing.history.status.expired' },
});

const PERIODS = defineMessages({
  daily: { id: 'billing.plans.period.daily' },
  monthly: { id: 'billing.plans.period.monthly' },
  yearly: { id: 'billing.plans.period.yearly' },
});
const TIERS = defineMessages({ premium: { id: 'billing.plans.title.premium' }, elite: { id: 'billing.plans.title.elite' } });

function PlanName({ planId }: { planId: string }) {
  const [period, tier] = planId.split('-') as [keyof typeof PERIODS, keyof typeof TIERS];
  if (!(period in PERIODS) || !(tier in TIERS)) return <>{planId}</>;
  return (
    <FormattedMessage id="billing.history.product.plan" values={{ tier: <FormattedMessage {...TIERS[tier]} />, period: <FormattedMessage {...PERIODS[period]} /> }} />
  );
}

function ProductLabel({ product }: { product: PaymentProduct }) {
  if (product.kind === 'credits') return <FormattedMessage id="billing.history.product.credits" values={{ count: product.amount }} />;
  if (product.kind === 'plan') return <PlanName planId={product.planId} />;
  return <FormattedMessage id="billing.history.product.cw" />;
}

/** Credit movements (insert-only ledger, newest first) and payments with their on-chain status. */
export function BillingHistory({ history, error }: { history: History | null; error: boolean }) {
  return (
    <Section title="billing.history.title">
      {error ? <Muted role="alert"><FormattedMessage id="billing.history.error" /></Muted> : null}
      <Columns>
        <HistoryTable
          title={<FormattedMessage id="billing.history.credits" />}
          entries={history?.credits}
          testId="credits-history"
          headers={<ColumnHeaders titles={['billing.history.date', 'billing.history.kind', 'billing.history.delta', 'billing.history.balance']} />}
          row={(entry) => (
            <tr key={entry.seq}>
              <td><FormattedDate value={entry.createdAt} dateStyle="short" timeStyle="short" /></td>
              <td>{entry.kind in KINDS ? <FormattedMessage {...KINDS[entry.kind as keyof typeof KINDS]} /> : entry.kind}</td>
              <td>{entry.delta > 0 ? `+${entry.delta}` : entry.delta}</td>
              <td>{entry.balance}</td>
            </tr>
          )}
        />
        <HistoryTable
          title={<FormattedMessage id="billing.history.payments" />}
          entries={history?.payments}
          testId="payments-history"
          headers={<ColumnHeaders titles={['billing.history.date', 'billing.history.product', 'billing.history.price', 'billing.history.status', 'billing.history.tx']} />}
          row={(p) => (
            <tr key={p.txHash}>
              <td><FormattedDate value={p.createdAt} dateStyle="short" timeStyle="short" /></td>
              <td><ProductLabel product={p.product} /></td>
              <td><FormattedMessage id="billing.usdc" values={{ amount: Number(p.price) }} /></td>
              <td><FormattedMessage {...STATUS[p.status]} /></td>
              <td className="hash" title={p.txHash}><code>{p.txHash}</code></td>
            </tr>
          )}
        />
      </Columns>
    </Section>
  );
}

interface HistoryTableProps<T> {
  title: ReactNode;
  /** absent until the history has loaded */
  entries: readonly T[] | undefined;
  testId: string;
  headers: ReactNode;
  row: (entry: T) => ReactNode;
}

/** One history under its heading: a note while it is empty, else its table. */
function HistoryTable<T>({ title, entries, testId, headers, row }: HistoryTableProps<T>) {
  return (
    <div>
      <h3>{title}</h3>
      {entries && entries.length === 0 ? <Muted><FormattedMessage id="billing.history.empty" /></Muted> : null}
      {entries && entries.length > 0 ? (
        <Scroll>
          <table data-testid={testId}>
            {headers}
            <tbody>{entries.map(row)}</tbody>
          </table>
        </Scroll>
      ) : null}
    </div>
  );
}
