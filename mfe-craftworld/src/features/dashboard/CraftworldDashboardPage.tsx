import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@criadero/router';
import styled from 'styled-components';
import { userAtom } from '@criadero/session';
import { Button, Countdown, LoadState, Muted, Section, ToolPage, useApiLoad, useErrorText, useToast } from '@criadero/ui';
import { craftworldApi, type CraftWorldSubscription, type SavedSetup } from '../../api/craftworld-api';
import { Stack } from '../../components/ui';
import { UpgradeButton } from '../../components/UpgradePrompt';
import { useSubscription } from '../../api/useSubscription';

const Facts = styled.dl`
  display: grid; grid-template-columns: minmax(8rem, max-content) 1fr; gap: 0.4rem 1rem; margin: 0 0 1rem;
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; min-width: 0; overflow-wrap: anywhere; }
`;
const SetupList = styled.ul`
  list-style: none; padding: 0; margin: 0; display: flex; flex-direction: column; gap: 0.5rem;
  li { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; justify-content: space-between;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border}; padding-bottom: 0.5rem; }
  a { color: ${({ theme }) => theme.colors.info}; }
`;

/** /dashboard/craftworld (login required; the shell shows 'Panel de Usuario' to visitors). */
export default function CraftworldDashboardPage() {
  const subscription = useSubscription();
  return (
    <ToolPage title={<FormattedMessage id="craftworld.dashboard.title" />} purpose={<FormattedMessage id="craftworld.dashboard.purpose" />}>
      <Stack>
        {subscription.status === 'ready' ? <Status subscription={subscription.data} refresh={subscription.retry} /> : <LoadState state={subscription} retry={subscription.retry} />}
        <Setups />
      </Stack>
    </ToolPage>
  );
}

function Status({ subscription, refresh }: { subscription: CraftWorldSubscription; refresh: () => void }) {
  const intl = useIntl();
  const { active, expiresAt, renewals, currentReferralCode, price } = subscription;
  return (
    <Section title="craftworld.dashboard.statusTitle" data-testid="craftworld-status">
      <Facts>
        <dt>
          <FormattedMessage id="craftworld.dashboard.state" />
        </dt>
        <dd data-testid="craftworld-state">
          {active ? <FormattedMessage id="craftworld.dashboard.active" /> : <FormattedMessage id="craftworld.dashboard.inactive" />}
        </dd>
        <dt>
          <FormattedMessage id="craftworld.dashboard.expires" />
        </dt>
        <dd data-testid="craftworld-expiry">
          <Countdown target={expiresAt} />
          {expiresAt ? ` (${intl.formatDate(expiresAt, { dateStyle: 'medium', timeStyle: 'short' })})` : null}
        </dd>
        <dt>
          <FormattedMessage id="craftworld.dashboard.renewals" />
        </dt>
        <dd>{renewals}</dd>
        <dt>
          <FormattedMessage id="craftworld.dashboard.price" />
        </dt>
        <dd>
          <FormattedMessage id="craftworld.dashboard.priceValue" values={{ price: Number(price) }} />
        </dd>
        <dt>
          <FormattedMessage id="craftworld.dashboard.referral" />
        </dt>
        <dd data-testid="craftworld-referral">
          {currentReferralCode ? (
            <FormattedMessage
              id="craftworld.dashboard.referralValue"
              values={{ code: currentReferralCode.code, owner: currentReferralCode.owner_name, discount: currentReferralCode.discount_percentage }}
            />
          ) : (
            <FormattedMessage id="craftworld.dashboard.noReferral" />
          )}
        </dd>
      </Facts>
      <Muted>
        {active ? <FormattedMessage id="craftworld.dashboard.renewHelp" /> : <FormattedMessage id="craftworld.dashboard.subscribeHelp" />}
      </Muted>
      <UpgradeButton
        label={active ? <FormattedMessage id="craftworld.dashboard.renew" /> : <FormattedMessage id="craftworld.premium.upgrade" />}
        onClosed={refresh}
      />
    </Section>
  );
}

function Setups() {
  const intl = useIntl();
  const toast = useToast();
  const errorText = useErrorText();
  const user = useAtomValue(userAtom);
  const list = useApiLoad(user ? `setups:${user.accountId}` : null, craftworldApi.setups);
  const remove = async (setup: SavedSetup) => {
    try {
      list.set(await craftworldApi.deleteSetup(setup.id));
      toast({ kind: 'success', title: intl.formatMessage({ id: 'craftworld.setups.deleted' }, { name: setup.name }) });
    } catch (error) {
      toast({ kind: 'error', title: errorText(error) });
    }
  };
  return (
    <Section title="craftworld.setups.title" data-testid="craftworld-setups">
      {list.status !== 'ready' ? (
        <LoadState state={list} retry={list.retry} />
      ) : list.data.setups.length === 0 ? (
        <Muted>
          <FormattedMessage id="craftworld.setups.none" />
        </Muted>
      ) : (
        <>
          <Muted>
            <FormattedMessage id="craftworld.setups.count" values={{ count: list.data.setups.length, max: list.data.max }} />
          </Muted>
          <SetupList>
            {list.data.setups.map((setup) => (
              <li key={setup.id}>
                <span>
                  <strong>{setup.name}</strong>{' '}
                  <FormattedMessage
                    id="craftworld.setups.summary"
                    values={{ factories: setup.input.factories.length, hours: setup.input.timeBudgetHours, date: intl.formatDate(setup.createdAt, { dateStyle: 'medium' }) }}
                  />
                </span>
                <span style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
                  <Link to={`/craft-world-tools/resource-optimizer?setup=${encodeURIComponent(setup.id)}`}>
                    <FormattedMessage id="craftworld.setups.open" />
                  </Link>
                  <Button type="button" $variant="danger" onClick={() => void remove(setup)} aria-label={intl.formatMessage({ id: 'craftworld.setups.deleteNamed' }, { name: setup.name })}>
                    <FormattedMessage id="craftworld.setups.delete" />
                  </Button>
                </span>
              </li>
            ))}
          </SetupList>
        </>
      )}
    </Section>
  );
}
