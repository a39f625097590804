import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from './primitives';

const Box = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radius};
  padding: 0.6rem; font-size: 0.85rem;
  code { display: block; word-break: break-all; margin: 0.35rem 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** Asks for donations by copying the project's wallet address. */
export function DonationBox({ address }: { address: string }) {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Box>
      <FormattedMessage id="ui.donation.text" />
      <code>{address}</code>
      <Button type="button" onClick={copy} aria-label={intl.formatMessage({ id: 'ui.donation.copyLabel' })}>
        {copied ? <FormattedMessage id="ui.donation.copied" /> : <FormattedMessage id="ui.donation.copy" />}
      </Button>
    </Box>
  );
}
