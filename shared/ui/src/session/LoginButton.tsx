import { FormattedMessage } from 'react-intl';
import { Button } from '../components/primitives';
import { useWalletLogin } from './useWalletLogin';

/**
 * The spec's 'Login' button in a tool's prompt for visitors (e.g. before a paid search): the
 * site's one wallet login, so it also works in embeds. `onDone` runs once a user is signed in.
 */
export function LoginButton({ onDone }: { onDone?: () => void }) {
  const { login, busy } = useWalletLogin();
  const onClick = async () => {
    if (await login()) onDone?.();
  };
  return (
    <Button type="button" $variant="primary" onClick={() => void onClick()} disabled={busy}>
      <FormattedMessage id="ui.login.button" />
    </Button>
  );
}
