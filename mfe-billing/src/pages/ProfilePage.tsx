import { useAtomValue } from 'jotai';
import { defineMessages, FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { userAtom, type PremiumLevel } from '@criadero/session';
import { Card, Countdown, ToolPage } from '@criadero/ui';

const Grid = styled.div`
  display: grid; gap: 1rem; grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  h2 { margin: 0 0 0.5rem; font-size: 1.05rem; }
  ul { margin: 0; padding-left: 1.1rem; }
  code { word-break: break-all; }
`;

const PLAN_LABEL: Record<PremiumLevel, { id: string }> = defineMessages({
  0: { id: 'billing.profile.plan.none' },
  1: { id: 'billing.profile.plan.premium' },
  2: { id: 'billing.profile.plan.elite' },
});

/** The signed-in player's wallets, plan and credits (the shell only routes here with a session). */
export default function ProfilePage() {
  const user = useAtomValue(userAtom);
  if (!user) return null;
  return (
    <ToolPage title={<FormattedMessage id="billing.profile.title" />} purpose={<FormattedMessage id="billing.profile.purpose" />}>
      <Grid>
        <Card aria-labelledby="profile-wallets">
          <h2 id="profile-wallets"><FormattedMessage id="billing.profile.wallets" /></h2>
          <ul data-testid="profile-wallets">
            {user.addresses.map((address) => (
              <li key={address}><code>{address}</code></li>
            ))}
          </ul>
        </Card>
        <Card aria-labelledby="profile-plan">
          <h2 id="profile-plan"><FormattedMessage id="billing.profile.plan" /></h2>
          <p data-testid="profile-plan"><FormattedMessage {...PLAN_LABEL[user.premium]} /></p>
          {user.premium > 0 ? (
            <p>
              <FormattedMessage id="billing.profile.planEnds" /> <Countdown target={user.premiumUntil} />
            </p>
          ) : null}
        </Card>
        <Card aria-labelledby="profile-credits">
          <h2 id="profile-credits"><FormattedMessage id="billing.profile.credits" /></h2>
          <p data-testid="profile-credits">
            <FormattedMessage id="billing.profile.creditsCount" values={{ count: user.creditos }} />
          </p>
        </Card>
      </Grid>
    </ToolPage>
  );
}
