import { useSetAtom } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { craftWorldModalAtom } from '@criadero/session';
import { Button, Countdown, Section } from '@criadero/ui';
import type { Subscription } from '../../api/billing-api';

/** Whether Craft World Premium is active (with its countdown), and the button that opens its purchase. */
export function CraftWorldCard({ subscription }: { subscription: Subscription | null }) {
  const openCraftWorld = useSetAtom(craftWorldModalAtom);
  return (
    <Section title="billing.profile.cw">
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
    </Section>
  );
}
