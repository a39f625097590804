import { FormattedMessage } from 'react-intl';
import { Button, Field, LoginButton, NumberInput, SearchChargeNote, SearchCostNote } from '@criadero/ui';
import type { MarketSearch } from '../../hooks/useMarketSearch';
import { MarketFreshness } from '../../../../components/MarketFreshness';
import { Hint, Row } from '../styled';

/** The maximum price and the paid marketplace search (or log in), its cost, charge and the market data's age. */
export function MarketSearchForm({ search }: { search: MarketSearch }) {
  const { paid, maxPrice, setMaxPrice, setMaxPriceValid } = search;
  const user = paid.user;
  return (
    <form onSubmit={search.submit} noValidate>
      <Row>
        <Field style={{ flex: '0 1 12rem' }}>
          <FormattedMessage id="axie.breeding.picker.maxPrice" />
          <NumberInput value={maxPrice} min={1} max={1e9} maxFractionDigits={2} required onChange={(v) => v !== null && setMaxPrice(v)} onValidity={setMaxPriceValid} />
        </Field>
        {user ? (
          <Button type="submit" $variant="primary" disabled={paid.searching}>
            {paid.searching ? <FormattedMessage id="axie.breeding.search.searching" /> : <FormattedMessage id="axie.breeding.search.button" />}
          </Button>
        ) : (
          <LoginButton />
        )}
      </Row>
      {paid.error ? <Hint role="alert">{paid.error}</Hint> : null}
      <Hint>
        {user ? (
          <SearchCostNote user={user} source={paid.source} />
        ) : (
          <FormattedMessage id="axie.breeding.login.prompt" />
        )}
      </Hint>
      <SearchChargeNote charge={paid.charge} creditos={user?.creditos ?? 0} />
      <MarketFreshness />
    </form>
  );
}
