import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { defineMessages, FormattedDate, FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { craftWorldModalAtom, creditsModalOpenAtom, premiumModalOpenAtom, userAtom, type PremiumLevel } from '@criadero/session';
import { Button, Card, Countdown, Muted, ToolPage } from '@criadero/ui';
import { billingApi, type History, type PlanTimeline, type Subscription } from '../../api/billing-api';
import { billingRevisionAtom } from '../../payments/billing-revision';
import { ConfigCard } from './ConfigCard';
import { BillingHistory } from './BillingHistory';
import BillingModals from '../billing-modals/BillingModals';

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

const PLAN_LABEL: Record<PremiumLevel, { id: string }> = defineMessages({
  0: { id: 'billing.profile.plan.none' },
  1: { id: 'billing.profile.plan.premium' },
  2: { id: 'billing.profile.plan.elite' },
});

/** The signed-in player's wallets, plan with its countdown, credits with their history, Craft World Premium and config. */
export default function ProfilePage() {
  const user = useAtomValue(userAtom);
  const openPlans = useSetAtom(premiumModalOpenAtom);
  const openCredits = useSetAtom(creditsModalOpenAtom);
  const [history, setHistory] = useState<History | null>(null);
  const [historyError, setHistoryError] = useState(false);
  const [subscription, setSubscription] = useState<Subscription | null>(null);
  const [timeline, setTimeline] = useState<PlanTimeline | null>(null);
  const [craftWorldModal, openCraftWorld] = useAtom(craftWorldModalAtom);
  const cwOpen = craftWorldModal !== null;
  const creditos = user?.creditos;
  const premiumUntil = user?.premiumUntil;
  const revision = useAtomValue(billingRevisionAtom);

  // reload the history whenever the user state changes or a payment is credited (a purchase,
  // or the background retry of a pending one, Craft World's included)
  useEffect(() => {
    if (creditos === undefined) return;
    let live = true;
    billingApi.history().then(
      (h) => live && (setHistory(h), setHistoryError(false)),
      () => live && setHistoryError(true),
    );
    billingApi.subscription().then((s) => live && setSubscription(s), () => undefined);
    billingApi.plan().then((p) => live && setTimeline(p), () => undefined);
    return () => {
      live = false;
    };
  }, [creditos, premiumUntil, cwOpen, revision]);

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
            <p data-testid="profile-plan-ends">
              <FormattedMessage id="billing.profile.planEnds" /> <Countdown target={user.premiumUntil} />
              {user.premiumUntil ? (
                <>
                  {' '}(<FormattedDate value={user.premiumUntil} dateStyle="medium" timeStyle="short" />)
                </>
              ) : null}
            </p>
          ) : null}
          {user.premium === 2 && timeline?.next ? (
            <p data-testid="profile-plan-next">
              <FormattedMessage
                id="billing.profile.premiumResumes"
                values={{ date: <FormattedDate value={timeline.next.until} dateStyle="medium" timeStyle="short" /> }}
              />
            </p>
          ) : null}
          <Button type="button" $variant="primary" onClick={() => openPlans(true)}>
            {user.premium > 0 ? <FormattedMessage id="billing.profile.extendPlan" /> : <FormattedMessage id="billing.profile.upgradePlan" />}
          </Button>
        </Card>
        <Card aria-labelledby="profile-credits">
          <h2 id="profile-credits"><FormattedMessage id="billing.profile.credits" /></h2>
          <p data-testid="profile-credits">
            <FormattedMessage id="billing.profile.creditsCount" values={{ count: user.creditos }} />
          </p>
          <Muted>
            {user.premium === 2 ? <FormattedMessage id="billing.profile.unlimited" /> : <FormattedMessage id="billing.profile.creditsNote" />}
          </Muted>
          <Button type="button" $variant="primary" onClick={() => openCredits(true)}>
            <FormattedMessage id="billing.profile.buyCredits" />
          </Button>
        </Card>
        <Card aria-labelledby="profile-cw">
          <h2 id="profile-cw"><FormattedMessage id="billing.profile.cw" /></h2>
          <p data-testid="profile-cw">
            {subscription?.active ? (
              <>
                <FormattedMessage id="billing.profile.cw.active" /> <Countdown target={subscription.expiresAt} />
              </>
            ) : (
              <FormattedMessage id="billing.profile.cw.inactive" />
            )}
          </p>
          <Button type="button" onClick={() => openCraftWorld({ referralCode: null })}>
            <FormattedMessage id="billing.cw.title" />
          </Button>
        </Card>
        <Wide>
          <ConfigCard />
        </Wide>
        <Wide>
          <BillingHistory history={history} error={historyError} />
        </Wide>
      </Grid>
      {/* the shell's root mount takes over when present (single instance) */}
      <BillingModals />
    </ToolPage>
  );
}
