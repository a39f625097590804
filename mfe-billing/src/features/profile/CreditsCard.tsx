import { useSetAtom } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { creditsModalOpenAtom, type UserState } from '@criadero/session';
import { Button, Muted, Section } from '@criadero/ui';

/** The player's search credits (unlimited under Elite) and the buy-credits button. */
export function CreditsCard({ user }: { user: UserState }) {
  const openCredits = useSetAtom(creditsModalOpenAtom);
  return (
    <Section title="billing.profile.credits">
      <p data-testid="profile-credits">
        <FormattedMessage id="billing.profile.creditsCount" values={{ count: user.creditos }} />
      </p>
      <Muted>
        {user.premium === 2 ? <FormattedMessage id="billing.profile.unlimited" /> : <FormattedMessage id="billing.profile.creditsNote" />}
      </Muted>
      <Button type="button" $variant="primary" onClick={() => openCredits(true)}>
        <FormattedMessage id="billing.profile.buyCredits" />
      </Button>
    </Section>
  );
}
