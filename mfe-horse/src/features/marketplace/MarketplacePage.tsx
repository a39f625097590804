import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import type { HorseMarketInfoResponse } from '@criadero/api-contracts/horse';
import { Button, Card, PaidSearchDialogs, SearchCostNote, ToolPage, useApiGet, useWalletLogin } from '@criadero/ui';
import { HorseResults } from './HorseResults';
import { SearchForm } from './SearchForm';
import { useHorseSearch } from './useHorseSearch';

const Status = styled.p`
  margin: 0 0 0.75rem; font-size: 0.9rem; color: ${({ theme }) => theme.colors.textMuted};
`;

export default function MarketplacePage() {
  const info = useApiGet<HorseMarketInfoResponse>('/api/horse/market/info');
  // only a live market costs a credit: the shipped sample listings are searched for free
  const source = info.status === 'ready' ? { live: info.data.source.kind === 'live', label: info.data.source.label, asOf: info.data.source.asOf } : null;
  const search = useHorseSearch(source);
  const { login, busy: loggingIn } = useWalletLogin();
  const { user, paid } = search;

  const loginAction = user ? undefined : (
    <Button type="button" $variant="primary" onClick={() => void login()} disabled={loggingIn}>
      <FormattedMessage id="horse.login.button" />
    </Button>
  );

  return (
    <ToolPage title={<FormattedMessage id="horse.marketplace.title" />} purpose={<FormattedMessage id="horse.marketplace.purpose" />} notice={<SearchCostNote user={user} source={source} />}>
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
      {search.response ? <HorseResults response={search.response} busy={search.busy} onSort={search.changeSort} onPage={search.changePage} /> : null}
      <PaidSearchDialogs dialog={paid.dialog} source={source} onConfirm={paid.confirm} onClose={paid.close} />
    </ToolPage>
  );
}
