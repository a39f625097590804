import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import type { SourceInfo } from '@criadero/api-contracts/apeiron';
import { SOURCE_NOTE_IDS } from './source-note';

const Tag = styled.span`
  display: inline-block; font-size: 0.72rem; text-transform: uppercase; letter-spacing: 0.04em; margin-right: 0.4rem;
  color: ${({ theme }) => theme.colors.warning}; border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: 4px; padding: 0 0.3rem;
`;

/**
 * Where the data shown comes from: 'datos de ejemplo' for the shipped sample, else the import's
 * label; with the 'as of' date. Its nav draws it in the served page the same way (sourceNote).
 */
export function SourceNote({ source }: { source: SourceInfo }) {
  return (
    <span data-testid="source-note">
      {source.kind === 'sample' ? (
        <>
          <Tag>
            <FormattedMessage id={SOURCE_NOTE_IDS.sampleTag} />
          </Tag>
          <FormattedMessage id={SOURCE_NOTE_IDS.sample} values={{ asOf: source.asOf }} />
        </>
      ) : (
        <FormattedMessage id={SOURCE_NOTE_IDS.imported} values={{ label: source.label, asOf: source.asOf }} />
      )}
    </span>
  );
}
