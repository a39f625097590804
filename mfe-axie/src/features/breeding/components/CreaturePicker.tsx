import { PaidSearchDialogs, Section } from '@criadero/ui';
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
    <Section title="axie.breeding.picker.title" as={Panel}>
      <Stack>
        <IdsForm />
        <WalletImportForm />
        <WalletLists />
        <MarketSearchForm search={search} />
      </Stack>
      <PaidSearchDialogs dialog={paid.dialog} source={paid.source} onConfirm={paid.confirm} onClose={paid.close} />
    </Section>
  );
}
