import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Button, Card, ToolPage, useWalletLogin } from '@criadero/ui';
import { ConfirmSearchModal } from '../market/ConfirmSearchModal';
import { HorseResults } from '../market/HorseResults';
import { SearchForm } from '../market/SearchForm';
import { useHorseSearch } from '../market/useHorseSearch';

const Status = styled.p`
  margin: 0 0 0.75rem; font-size: 0.9rem; color: ${({ theme }) => theme.colors.textMuted};
`;

export default function MarketplacePage() {
  const search = useHorseSearch();
  const { login, busy: loggingIn } = useWalletLogin();
  const { user } = search;

  const loginAction = user ? undefined : (
    <Button type="button" $variant="primary" onClick={() => void login()} disabled={loggingIn}>
      <FormattedMessage id="horse.login.button" />
    </Button>
  );

  return (
    <ToolPage
      title={<FormattedMessage id="horse.marketplace.title" />}
      purpose={<FormattedMessage id="horse.marketplace.purpose" />}
      notice={<FormattedMessage id="horse.market.paidNotice" />}
    >
      <Card>
        <Status data-testid="market-status">
          {!user ? (
            <FormattedMessage id="horse.market.loginPrompt" />
          ) : user.premium === 2 ? (
            <FormattedMessage id="horse.market.unlimited" />
          ) : (
            <FormattedMessage id="horse.market.credits" values={{ creditos: user.creditos }} />
          )}
        </Status>
        <SearchForm busy={search.busy} loginAction={loginAction} onSearch={search.requestSearch} />
      </Card>
      {search.response ? (
        <HorseResults response={search.response} busy={search.busy} onSort={search.changeSort} onPage={search.changePage} />
      ) : null}
      <ConfirmSearchModal open={search.confirming} creditos={user?.creditos ?? 0} onConfirm={search.confirm} onCancel={search.cancel} />
    </ToolPage>
  );
}
