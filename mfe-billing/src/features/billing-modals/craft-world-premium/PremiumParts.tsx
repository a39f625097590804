import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Button, Muted } from '@criadero/ui';
import type { Referral } from '../../../api/billing-api';
import type { useReferralCode } from './useReferralCode';

const PriceBox = styled.div`
  display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.6rem; margin-bottom: 0.5rem;
  .final { font-size: 1.8rem; font-weight: 700; }
  s { color: ${({ theme }) => theme.colors.textMuted}; }
`;
const Badge = styled.span`
  background: ${({ theme }) => theme.colors.accent}; color: ${({ theme }) => theme.colors.accentText};
  border-radius: 999px; padding: 0.1rem 0.55rem; font-weight: 600; font-size: 0.85rem;
`;
const CodeRow = styled.div`
  display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; margin: 0.5rem 0 1rem;
  input { flex: 1 1 10rem; min-width: 0; font: inherit; padding: 0.4rem; }
`;

/** The monthly price: the base price struck through and the discount when a code applies, then what is saved. */
export function PremiumPrice({ base, final, savings, referral }: { base: number; final: string; savings: number; referral: Referral | null }) {
  return (
    <>
    <PriceBox>
      {referral ? (
        <>
          <s data-testid="cw-base-price">
            <FormattedMessage id="billing.usdc" values={{ amount: base }} />
          </s>
          <Badge>
            <FormattedMessage id="billing.cw.discount" values={{ percent: referral.discount_percentage }} />
          </Badge>
        </>
      ) : null}
      <span className="final" data-testid="cw-final-price">
        <FormattedMessage id="billing.usdc" values={{ amount: Number(final) }} />
      </span>
      <span>
        <FormattedMessage id="billing.cw.monthly" />
      </span>
    </PriceBox>
    {referral ? (
      <Muted data-testid="cw-savings">
        <FormattedMessage id="billing.cw.savings" values={{ amount: savings }} />
      </Muted>
    ) : null}

    </>
  );
}

/** The applied code with its remove button, or the box to type one and validate it. */
export function ReferralCodeRow({ codes, paying }: { codes: ReturnType<typeof useReferralCode>; paying: boolean }) {
  const inputId = useId();
  const { referral, code } = codes;
  return (
    <>
    {referral ? (
      <CodeRow>
        <span data-testid="cw-applied-code">
          <FormattedMessage id="billing.cw.code.applied" values={{ code: referral.code, owner: referral.owner_name }} />
        </span>
        <Button type="button" onClick={codes.removeReferral} disabled={paying}>
          <FormattedMessage id="billing.cw.code.remove" />
        </Button>
      </CodeRow>
    ) : (
      <CodeRow>
        <label htmlFor={inputId}>
          <FormattedMessage id="billing.cw.code.label" />
        </label>
        <input id={inputId} value={code} onChange={(e) => codes.setCode(e.target.value)} maxLength={32} disabled={paying} />
        <Button type="button" onClick={() => void codes.validate(code, 'typed')} disabled={!code.trim() || codes.validating || paying}>
          <FormattedMessage id="billing.cw.code.validate" />
        </Button>
      </CodeRow>
    )}

    </>
  );
}
