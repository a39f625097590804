import { FormattedMessage } from 'react-intl';
import { PaidSearchDialogs } from '@criadero/ui';
import { useMarketSearch } from '../hooks/useMarketSearch';
import { IdsForm } from './creature-picker/IdsForm';
import { MarketSearchForm } from './creature-picker/MarketSearchForm';
import { WalletImportForm } from './creature-picker/WalletImportForm';
import { Stack } from './styled';
import { WalletLists } from './WalletLists';
import { Panel } from '../../../components/styled';

/** Loads creatures by ids, by wallet (free) or from the marketplace (paid search). */
export function CreaturePicker() {
  const search = useMarketSearch();
  const { paid } = search;
  return (
    <Panel aria-labelledby="breeding-picker-title">
      <h2 id="breeding-picker-title">
        <FormattedMessage id="axie.breeding.picker.title" />
      </h2>
      <Stack>
        <IdsForm />
        <WalletImportForm />
        <WalletLists />
        <MarketSearchForm search={search} />
      </Stack>
      <PaidSearchDialogs dialog={paid.dialog} source={paid.source} onConfirm={paid.confirm} onClose={paid.close} />
    </Panel>
  );
}
