import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, useToast } from '@criadero/ui';
import { useShareLinkBuilder } from '../hooks/useSharedLink';

const LinkField = styled.input`
  font: inherit; font-size: 0.8rem; width: 100%; min-width: 0; box-sizing: border-box; margin-top: 0.25rem;
  padding: 0.3rem 0.4rem; background: ${({ theme }) => theme.colors.bg}; color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radius};
`;

/**
 * "Copiar enlace": the page (or one pair of it) as a link another browser opens with the same
 * numbers. The link also stays in a field below, for a browser that refuses the clipboard.
 */
export function CopyLinkButton({ pair, testId }: { pair?: [string, string]; testId: string }) {
  const intl = useIntl();
  const toast = useToast();
  const build = useShareLinkBuilder();
  const [link, setLink] = useState<string | null>(null);
  const copy = async () => {
    const url = build(pair);
    setLink(url);
    try {
      await navigator.clipboard.writeText(url);
      toast({ kind: 'success', title: intl.formatMessage({ id: 'axie.breeding.share.copied' }) });
    } catch {
      toast({ kind: 'info', title: intl.formatMessage({ id: 'axie.breeding.share.copyByHand' }) });
    }
  };
  const label = pair ? intl.formatMessage({ id: 'axie.breeding.share.pairLabel' }, { a: pair[0], b: pair[1] }) : intl.formatMessage({ id: 'axie.breeding.share.pageLabel' });
  return (
    <div style={{ minWidth: 0, flex: '1 1 100%' }}>
      <Button type="button" onClick={() => void copy()} aria-label={label}>
        <FormattedMessage id="axie.breeding.share.copy" />
      </Button>
      {link ? <LinkField readOnly value={link} data-testid={testId} aria-label={label} onFocus={(e) => e.currentTarget.select()} /> : null}
    </div>
  );
}
