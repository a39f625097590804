import { FormattedMessage, useIntl } from 'react-intl';
import type { AxieOrigin, SourceInfo } from '@criadero/api-contracts/axie';
import type { ApiError } from '@criadero/session/api';
import { useErrorText } from '@criadero/ui';
import { ORIGIN_LABELS, SOURCE_LABELS } from '../i18n/labels';
import { Alert, Chip, Note } from './styled';

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
      {/* the service's label (in the visitor's language), unless it only repeats the kind */}
      {source.label !== kindText ? <> · {source.label}</> : null}
      {detail ? <> · {detail}</> : null}
    </Note>
  );
}

/** The error of a request in the server's words (already in the player's language); the kit's for a network failure. */
export function ErrorNote({ error }: { error: ApiError | undefined }) {
  const errorText = useErrorText();
  if (!error) return null;
  return <Alert role="alert">{errorText(error)}</Alert>;
}

/**
 * In Spanish and Portuguese: the game texts shown are English (there is no official translation;
 * searches still match es/pt game words through the service's glossary). Nothing in English.
 */
export function GameTextNote() {
  const intl = useIntl();
  if (intl.locale.startsWith('en')) return null;
  return (
    <Note role="note" data-testid="game-text-note" lang={intl.locale}>
      <FormattedMessage id="axie.tools.gameText" />
    </Note>
  );
}

/** Where an axie comes from: the live marketplace (a real id), or the loaded index (sample or imported, by the answer's source). */
export function OriginChip({ origin, sourceKind }: { origin: AxieOrigin; sourceKind: SourceInfo['kind'] }) {
  const label = origin === 'marketplace' ? ORIGIN_LABELS.marketplace : sourceKind === 'graphql' ? ORIGIN_LABELS.graphql : ORIGIN_LABELS.generated;
  return (
    <Chip data-testid="axie-origin" data-origin={origin}>
      <FormattedMessage {...label} />
    </Chip>
  );
}
