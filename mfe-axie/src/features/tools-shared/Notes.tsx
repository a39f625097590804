import { FormattedMessage, useIntl } from 'react-intl';
import type { SourceInfo } from './api';
import type { ApiError } from '@criadero/session/api';
import { ERROR_LABELS, SOURCE_LABELS } from './labels';
import { Alert, Note } from './styled';

/** Says where the data comes from (sample / live) and its date, plus the service's own label. */
export function SourceNote({ source, detail }: { source: SourceInfo | undefined; detail?: React.ReactNode }) {
  const intl = useIntl();
  if (!source) return null;
  const kindText = intl.formatMessage(SOURCE_LABELS[source.kind]);
  return (
    <Note data-testid="source-note">
      <strong>
        {kindText}
      </strong>
      {' · '}
      <FormattedMessage id="axie.tools.source.asOf" values={{ date: source.asOf }} />
      {/* the service's own (Spanish) label, unless it only repeats the kind */}
      {source.label !== kindText ? <> · {source.label}</> : null}
      {detail ? <> · {detail}</> : null}
    </Note>
  );
}

/** The error of a request, translated by its code (falls back to the server's text). */
export function ErrorNote({ error }: { error: ApiError | undefined }) {
  const intl = useIntl();
  if (!error) return null;
  const known = ERROR_LABELS[error.code as keyof typeof ERROR_LABELS];
  return <Alert role="alert">{known ? intl.formatMessage(known) : error.message}</Alert>;
}
