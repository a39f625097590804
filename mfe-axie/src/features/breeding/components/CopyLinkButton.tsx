import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, useErrorText, useToast } from '@criadero/ui';
import { useShareLinkBuilder } from '../hooks/useSharedLink';

const LinkField = styled.input`
  font: inherit; font-size: 0.8rem; width: 100%; min-width: 0; box-sizing: border-box; margin-top: 0.25rem;
  padding: 0.3rem 0.4rem; background: ${({ theme }) => theme.colors.bg}; color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radius};
`;

/**
 * "Copiar enlace": the page (or one pair of it) as a short link another browser opens with the
 * same numbers (the page's state is kept on the server). The link also stays in a field below,
 * for a browser that refuses the clipboard. A refusal (too many links a minute) is shown as the
 * server words it.
 */
export function CopyLinkButton({ pair, testId }: { pair?: [string, string]; testId: string }) {
  const intl = useIntl();
  const toast = useToast();
  const build = useShareLinkBuilder();
  const errorText = useErrorText();
  const [link, setLink] = useState<string | null>(null);
  const [making, setMaking] = useState(false);
  const copy = async () => {
    let url: string;
    setMaking(true);
    try {
      url = await build(pair);
    } catch (error) {
      toast({ kind: 'error', title: intl.formatMessage({ id: 'axie.breeding.share.failed' }), message: errorText(error) });
      return;
    } finally {
      setMaking(false);
    }
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
      <Button type="button" onClick={() => void copy()} aria-label={label} disabled={making} aria-busy={making}>
        <FormattedMessage id="axie.breeding.share.copy" />
      </Button>
      {link ? <LinkField readOnly value={link} data-testid={testId} aria-label={label} onFocus={(e) => e.currentTarget.select()} /> : null}
    </div>
  );
}
