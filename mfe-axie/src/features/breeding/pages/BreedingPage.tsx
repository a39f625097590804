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

// one column below 1100 px: once there are results they come first (a phone would otherwise
// scroll past the picker and the filter to find them)
const Layout = styled.div<{ $resultsFirst: boolean }>`
  display: grid; gap: 0 1rem; grid-template-columns: minmax(0, 1fr);
  > :last-child { order: ${({ $resultsFirst }) => ($resultsFirst ? -1 : 0)}; }
  @media (min-width: 1100px) {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    > :last-child { order: 0; }
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
        <div>
          <CreaturePicker />
          <FilterSelector />
        </div>
        <div>
          <PairEvaluation />
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
