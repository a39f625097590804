import { FormattedMessage } from 'react-intl';
import { ServedNote } from '@criadero/ui';
import styled from 'styled-components';
import type { SourceInfo } from '@criadero/api-contracts/apeiron';
import { SOURCE_NOTE_IDS } from './source-note';

const Tag = styled.span`
  display: inline-block; font-size: 0.72rem; text-transform: uppercase; letter-spacing: 0.04em; margin-right: 0.4rem;
  color: ${({ theme }) => theme.colors.warning}; border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: 4px; padding: 0 0.3rem;
`;

const Unseen = styled.span`
  visibility: hidden;
`;

/** The note's room while its read loads: the sample's note, the same length as a real one (a day is ten characters) */
const ROOM: SourceInfo = { kind: 'sample', label: '', asOf: '2000-01-01' };

/**
 * Where the data shown comes from: 'datos de ejemplo' for the shipped sample, else the import's
 * label; with the 'as of' date. Its nav draws it in the served page the same way (sourceNote).
 * Without a source yet (the page's read is loading) the served page's copy of it stands in its
 * place (every page that draws this note has its nav serve it), or it keeps the note's room with
 * an unseen copy: the note arriving above the page's form moved the form down on a phone (layout shift 0.10).
 */
export function SourceNote({ source }: { source: SourceInfo | undefined }) {
  if (!source) {
    return (
      <ServedNote
        as="span"
        standIn={
          <Unseen aria-hidden="true">
            <SourceText source={ROOM} />
          </Unseen>
        }
      />
    );
  }
  return (
    <span data-testid="source-note">
      <SourceText source={source} />
    </span>
  );
}

function SourceText({ source }: { source: SourceInfo }) {
  return source.kind === 'sample' ? (
    <>
      <Tag>
        <FormattedMessage id={SOURCE_NOTE_IDS.sampleTag} />
      </Tag>
      <FormattedMessage id={SOURCE_NOTE_IDS.sample} values={{ asOf: source.asOf }} />
    </>
  ) : (
    <FormattedMessage id={SOURCE_NOTE_IDS.imported} values={{ label: source.label, asOf: source.asOf }} />
  );
}
