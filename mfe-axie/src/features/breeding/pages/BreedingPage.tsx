import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { ToolPage } from '@criadero/ui';
import { CreatureGrid } from '../components/CreatureGrid';
import { CreaturePicker } from '../components/CreaturePicker';
import { FilterSelector } from '../components/FilterSelector';
import { PairEvaluation } from '../components/PairEvaluation';
import { useIdsFromUrl } from '../hooks/useIdsFromUrl';
import { useServerUserConfig } from '../hooks/useServerUserConfig';
import { AdvancedFilterModal } from '../modals/AdvancedFilterModal';
import { CombinationFilterModal } from '../modals/CombinationFilterModal';
import { ConfirmDialog } from '../modals/ConfirmDialog';
import { CreatureGeneticsModal } from '../modals/CreatureGeneticsModal';
import { GeneticsAnalysisModal } from '../modals/GeneticsAnalysisModal';
import { PairViewerModal } from '../modals/PairViewerModal';
import { UserConfigModal } from '../modals/UserConfigModal';

const Layout = styled.div`
  display: grid; gap: 0 1rem; grid-template-columns: minmax(0, 1fr);
  @media (min-width: 1100px) { grid-template-columns: minmax(0, 5fr) minmax(0, 7fr); }
`;

/** /axie-infinity-tools/breeding-calculator */
export default function BreedingPage() {
  useIdsFromUrl();
  useServerUserConfig();
  return (
    <ToolPage title={<FormattedMessage id="axie.breeding.title" />} purpose={<FormattedMessage id="axie.breeding.purpose" />}>
      <Layout>
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
