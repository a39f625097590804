import { useAtomValue } from 'jotai';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { ToolPage } from '@criadero/ui';
import { CreatureGrid } from '../components/CreatureGrid';
import { CreaturePicker } from '../components/CreaturePicker';
import { FilterSelector } from '../components/FilterSelector';
import { PairEvaluation } from '../components/PairEvaluation';
import { useIdsFromUrl } from '../hooks/useIdsFromUrl';
import { useListsFollowAccount } from '../hooks/useListsFollowAccount';
import { usePagePersistence } from '../hooks/usePagePersistence';
import { useServerUserConfig } from '../hooks/useServerUserConfig';
import { useSharedLink } from '../hooks/useSharedLink';
import { AdvancedFilterModal } from '../modals/AdvancedFilterModal';
import { CombinationFilterModal } from '../modals/CombinationFilterModal';
import { ConfirmDialog } from '../modals/ConfirmDialog';
import { CreatureGeneticsModal } from '../modals/CreatureGeneticsModal';
import { GeneticsAnalysisModal } from '../modals/GeneticsAnalysisModal';
import { PairViewerModal } from '../modals/PairViewerModal';
import { UserConfigModal } from '../modals/UserConfigModal';
import { rankedPairsAtom } from '../state/atoms';

// One column below 1100 px: once there are results they come first (a phone would otherwise
// scroll past the picker and the filter to find them). From 1100 px the picker and filter sit
// beside the evaluation and the grid; once there are results the evaluation takes the whole
// width, so the ranked table shows every column without scrolling sideways.
const Layout = styled.div<{ $resultsFirst: boolean }>`
  display: grid; gap: 0 1rem; grid-template-columns: minmax(0, 1fr);
  grid-template-areas: ${({ $resultsFirst }) => ($resultsFirst ? `'evaluation' 'grid' 'inputs'` : `'inputs' 'evaluation' 'grid'`)};
  > .inputs { grid-area: inputs; }
  > .evaluation { grid-area: evaluation; }
  > .grid { grid-area: grid; }
  @media (min-width: 1100px) {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    grid-template-areas: ${({ $resultsFirst }) => ($resultsFirst ? `'evaluation evaluation' 'inputs grid'` : `'inputs evaluation' 'inputs grid'`)};
    align-items: start;
  }
`;

/** /axie-infinity-tools/breeding-calculator */
export default function BreedingPage() {
  useIdsFromUrl();
  useServerUserConfig();
  useListsFollowAccount();
  useSharedLink(usePagePersistence());
  const hasResults = useAtomValue(rankedPairsAtom) !== null;
  return (
    <ToolPage title={<FormattedMessage id="axie.breeding.title" />} purpose={<FormattedMessage id="axie.breeding.purpose" />}>
      <Layout $resultsFirst={hasResults}>
        <div className="inputs">
          <CreaturePicker />
          <FilterSelector />
        </div>
        <div className="evaluation">
          <PairEvaluation />
        </div>
        <div className="grid">
          <CreatureGrid />
        </div>
      </Layout>
      <ConfirmDialog />
      <CreatureGeneticsModal />
      <GeneticsAnalysisModal />
      <AdvancedFilterModal />
      <UserConfigModal />
      <CombinationFilterModal />
      <PairViewerModal />
    </ToolPage>
  );
}
