import { useSetAtom } from 'jotai';
import { defineMessages, FormattedDate, FormattedMessage } from 'react-intl';
import { premiumModalOpenAtom, type PremiumLevel, type UserState } from '@criadero/session';
import { Button, Countdown, Section } from '@criadero/ui';
import type { PlanTimeline } from '../../api/billing-api';

const PLAN_LABEL: Record<PremiumLevel, { id: string }> = defineMessages({
  0: { id: 'billing.profile.plan.none' },
  1: { id: 'billing.profile.plan.premium' },
  2: { id: 'billing.profile.plan.elite' },
});

/** The player's plan, when it ends (with a countdown), when a paused Premium resumes, and the upgrade/extend button. */
export function PlanCard({ user, timeline }: { user: UserState; timeline: PlanTimeline | null }) {
  const openPlans = useSetAtom(premiumModalOpenAtom);
  return (
    <Section title="billing.profile.plan">
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
    </Section>
  );
}
