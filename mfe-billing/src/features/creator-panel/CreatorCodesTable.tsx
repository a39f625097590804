import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import type { CreatorCode } from '../../api/billing-api';

/** Scrolls sideways on narrow screens; focusable so a keyboard can scroll it. */
const Scroll = styled.div.attrs({ tabIndex: 0 })`
  overflow-x: auto;
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: 0.4rem 0.6rem; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; white-space: nowrap; }
`;

/** Each referral code with its discount, uses, amount paid and the creator's earnings. */
export function CreatorCodesTable({ codes }: { codes: CreatorCode[] }) {
  return (
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
          {codes.map((c) => (
            <tr key={c.id}>
              <td>
                <code>{c.code}</code> {c.sample ? <FormattedMessage id="billing.creator.sample" /> : null}
              </td>
              <td>{c.discount_percentage} %</td>
              <td>{c.uses}</td>
              <td><FormattedMessage id="billing.usdc" values={{ amount: Number(c.paid) }} /></td>
              <td><FormattedMessage id="billing.usdc" values={{ amount: Number(c.earnings) }} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </Scroll>
  );
}
