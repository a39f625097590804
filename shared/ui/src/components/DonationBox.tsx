import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Button } from './primitives';

const Box = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radius};
  padding: 0.6rem; font-size: 0.85rem;
  code { display: block; word-break: break-all; margin: 0.35rem 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** Asks for donations by copying the project's wallet address. */
export function DonationBox({ address }: { address: string }) {
  const textId = useId();
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
      <span id={textId}><FormattedMessage id="ui.donation.text" /></span>
      <code>{address}</code>
      {/* named by its visible words (what a voice-control user says), described by the request above */}
      <Button type="button" onClick={copy} aria-describedby={textId}>
        {copied ? <FormattedMessage id="ui.donation.copied" /> : <FormattedMessage id="ui.donation.copy" />}
      </Button>
    </Box>
  );
}
