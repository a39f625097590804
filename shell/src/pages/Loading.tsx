import { FormattedMessage } from 'react-intl';

export function Loading() {
  return (
    <p role="status" aria-live="polite">
      <FormattedMessage id="shell.loading" />
    </p>
  );
}
