import { useCallback, useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, Card, Muted, ToolPage, useToast } from '@criadero/ui';
import { ApiError, billingApi, type CreatorCode } from '../../api/billing-api';
import { describeError } from '../../payments/messages';

/** services/billing MAX_REFERRAL_DISCOUNT_PERCENT: a code above it is refused (400) */
const MAX_DISCOUNT_PERCENT = 25;

const Scroll = styled.div`
  overflow-x: auto;
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: 0.4rem 0.6rem; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; white-space: nowrap; }
`;
const Form = styled.form`
  display: flex; flex-wrap: wrap; gap: 0.6rem; align-items: end; margin-top: 1rem;
  label { display: flex; flex-direction: column; gap: 0.25rem; }
  input { font: inherit; padding: 0.35rem; width: 10rem; max-width: 100%; }
`;

/**
 * A creator's referral codes with their uses and earnings (confirmed payments only), new codes,
 * and the display name players see on the codes (without one, the wallet shortened).
 */
export default function CreatorPanelPage() {
  const intl = useIntl();
  const toast = useToast();
  const codeId = useId();
  const discountId = useId();
  const nameId = useId();
  const [data, setData] = useState<{ commissionPercent: number; displayName: string | null; codes: CreatorCode[] } | null>(null);
  const [name, setName] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [discount, setDiscount] = useState('');
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    billingApi.creatorCodes().then(
      (d) => (setData(d), setError(null)),
      (e: unknown) => setError(describeError(intl, e)),
    );
  }, [intl]);
  useEffect(load, [load]);

  const saveName = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const saved = await billingApi.setCreatorName(name ?? '');
      setName(saved.displayName);
      toast({ kind: 'success', title: intl.formatMessage({ id: 'billing.creator.nameSaved' }, { name: saved.displayName }) });
      load();
    } catch (e) {
      toast({ kind: 'error', title: e instanceof ApiError ? e.message : describeError(intl, e) });
    } finally {
      setBusy(false);
    }
  };

  const create = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await billingApi.createCreatorCode(code.trim(), discount === '' ? undefined : Number(discount));
      setCode('');
      setDiscount('');
      load();
    } catch (e) {
      toast({ kind: 'error', title: e instanceof ApiError ? e.message : describeError(intl, e) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <ToolPage title={<FormattedMessage id="billing.creatorPanel.title" />} purpose={<FormattedMessage id="billing.creatorPanel.purpose" />}>
      <Card>
        {error ? <Muted role="alert">{error}</Muted> : null}
        {data ? (
          <>
            <Form onSubmit={(e) => void saveName(e)} data-testid="creator-name-form">
              <label htmlFor={nameId}>
                <FormattedMessage id="billing.creator.name" />
                <input id={nameId} value={name ?? data.displayName ?? ''} onChange={(e) => setName(e.target.value)} maxLength={32} required style={{ width: '14rem' }} />
              </label>
              <Button type="submit" disabled={busy}>
                <FormattedMessage id="billing.creator.saveName" />
              </Button>
            </Form>
            <Muted as="p">
              {data.displayName ? <FormattedMessage id="billing.creator.nameHelp" /> : <FormattedMessage id="billing.creator.noName" />}
            </Muted>
            <Muted><FormattedMessage id="billing.creator.commission" values={{ percent: data.commissionPercent }} /></Muted>
            {data.codes.length === 0 ? (
              <Muted><FormattedMessage id="billing.creator.none" /></Muted>
            ) : (
              <Scroll>
                <table data-testid="creator-codes">
                  <thead>
                    <tr>
                      <th><FormattedMessage id="billing.creator.code" /></th>
                      <th><FormattedMessage id="billing.creator.discount" /></th>
                      <th><FormattedMessage id="billing.creator.uses" /></th>
                      <th><FormattedMessage id="billing.creator.paid" /></th>
                      <th><FormattedMessage id="billing.creator.earnings" /></th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.codes.map((c) => (
                      <tr key={c.id}>
                        <td>
                          <code>{c.code}</code> {c.sample ? <FormattedMessage id="billing.creator.sample" /> : null}
                        </td>
                        <td>{c.discount_percentage} %</td>
                        <td>{c.uses}</td>
                        <td><FormattedMessage id="billing.usdc" values={{ amount: c.paid }} /></td>
                        <td><FormattedMessage id="billing.usdc" values={{ amount: c.earnings }} /></td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </Scroll>
            )}
          </>
        ) : null}
        <Form onSubmit={(e) => void create(e)}>
          <label htmlFor={codeId}>
            <FormattedMessage id="billing.creator.newCode" />
            <input id={codeId} value={code} onChange={(e) => setCode(e.target.value)} pattern="[A-Za-z0-9_\-]{3,32}" required />
          </label>
          <label htmlFor={discountId}>
            <FormattedMessage id="billing.creator.newDiscount" />
            <input id={discountId} type="number" min={0} max={MAX_DISCOUNT_PERCENT} value={discount} onChange={(e) => setDiscount(e.target.value)} />
          </label>
          <Button type="submit" $variant="primary" disabled={busy || code.trim().length < 3}>
            <FormattedMessage id="billing.creator.create" />
          </Button>
        </Form>
      </Card>
    </ToolPage>
  );
}
