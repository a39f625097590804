import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { AxieOrigin, SourceInfo } from '@criadero/api-contracts/axie';
import type { ApiError } from '@criadero/session/api';
import { ServedNote, useErrorText } from '@criadero/ui';
import { ORIGIN_LABELS, SOURCE_LABELS } from '../i18n/labels';
import { Alert, Chip, Note } from './styled';

const bold = (chunks: React.ReactNode[]) => <strong>{chunks}</strong>;
const SOURCE_NOTE = defineMessages({ withLabel: { id: 'axie.tools.source.note' }, kindOnly: { id: 'axie.tools.source.noteKindOnly' } });

/**
 * Says where the data comes from (sample / live) and its date, plus the service's own label (in
 * the visitor's language) unless it only repeats the kind. One message, so a page's nav can serve
 * it drawn (RouteNote: the kind in bold, picked by `source.kind`, the date and label as read);
 * such a page passes `served`, and the served note holds its place while the source loads.
 */
export function SourceNote({ source, detail, served }: { source: SourceInfo | undefined; detail?: React.ReactNode; served?: boolean }) {
  const intl = useIntl();
  // `served`: the page's nav serves this note, which stands in its place until the source comes
  if (!source) return served ? <ServedNote as={Note} standIn={null} /> : null;
  const kind = intl.formatMessage(SOURCE_LABELS[source.kind]);
  return (
    <Note data-testid="source-note">
      <FormattedMessage id={(source.label !== kind ? SOURCE_NOTE.withLabel : SOURCE_NOTE.kindOnly).id} values={{ kind, date: source.asOf, label: source.label, b: bold }} />
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
