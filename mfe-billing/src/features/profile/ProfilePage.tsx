import { useAtomValue } from 'jotai';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { userAtom } from '@criadero/session';
import { Section, ToolPage } from '@criadero/ui';
import { ConfigCard } from './ConfigCard';
import { BillingHistory } from './BillingHistory';
import { CraftWorldCard } from './CraftWorldCard';
import { CreditsCard } from './CreditsCard';
import { PlanCard } from './PlanCard';
import { useBillingRecords } from './useBillingRecords';

const Grid = styled.div`
  display: grid; gap: 1rem; grid-template-columns: repeat(auto-fit, minmax(min(260px, 100%), 1fr));
  h2 { margin: 0 0 0.5rem; font-size: 1.05rem; }
  ul { margin: 0; padding-left: 1.1rem; }
  code { word-break: break-all; }
  p { margin: 0 0 0.6rem; }
`;
const Wide = styled.div`
  grid-column: 1 / -1; min-width: 0;
`;

/** The signed-in player's wallets, plan with its countdown, credits with their history, Craft World Premium and config. */
export default function ProfilePage() {
  const user = useAtomValue(userAtom);
  const { history, historyError, subscription, timeline } = useBillingRecords();

  if (!user) return null;
  return (
    <ToolPage title={<FormattedMessage id="billing.profile.title" />} purpose={<FormattedMessage id="billing.profile.purpose" />}>
      <Grid>
        <Section title="billing.profile.wallets">
          <ul data-testid="profile-wallets">
            {user.addresses.map((address) => (
              <li key={address}><code>{address}</code></li>
            ))}
          </ul>
        </Section>
        <PlanCard user={user} timeline={timeline} />
        <CreditsCard user={user} />
        <CraftWorldCard subscription={subscription} />
        <Wide>
          <ConfigCard />
        </Wide>
        <Wide>
          <BillingHistory history={history} error={historyError} />
        </Wide>
      </Grid>
    </ToolPage>
  );
}
