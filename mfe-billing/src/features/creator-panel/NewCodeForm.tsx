import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@criadero/ui';
import { CreatorForm } from './CreatorForm';

/** services/billing MAX_REFERRAL_DISCOUNT_PERCENT: a code above it is refused (400) */
const MAX_DISCOUNT_PERCENT = 25;

/** A new referral code and its discount (blank: the service's default); cleared once created. */
export function NewCodeForm({ busy, onCreate }: {
  busy: boolean;
  onCreate: (code: string, discountPercent: number | undefined, onCreated: () => void) => Promise<void>;
}) {
  const codeId = useId();
  const discountId = useId();
  const [code, setCode] = useState('');
  const [discount, setDiscount] = useState('');

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    void onCreate(code.trim(), discount === '' ? undefined : Number(discount), () => {
      setCode('');
      setDiscount('');
    });
  };

  return (
    <CreatorForm onSubmit={submit}>
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
    </CreatorForm>
  );
}
