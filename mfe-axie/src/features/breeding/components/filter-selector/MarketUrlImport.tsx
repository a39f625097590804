import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Field, useToast } from '@criadero/ui';
import { parseMarketplaceUrl } from '../../../../domain/market-url';
import { filterConfigAtom, selectionAtom } from '../../state/atoms';

/** A marketplace search address pasted in and applied as the filter (what it cannot express is named in a toast). */
export function MarketUrlImport() {
  const intl = useIntl();
  const toast = useToast();
  const setSelection = useSetAtom(selectionAtom);
  const setConfig = useSetAtom(filterConfigAtom);
  const [marketUrl, setMarketUrl] = useState('');

  const apply = () => {
    const parsed = parseMarketplaceUrl(marketUrl);
    if (!parsed) return toast({ kind: 'warning', title: intl.formatMessage({ id: 'axie.breeding.filter.badUrl' }) });
    setSelection(parsed.selection);
    if (parsed.auctionType) setConfig((c) => ({ ...c, auctionType: parsed.auctionType! }));
    if (parsed.breedCount) setConfig((c) => ({ ...c, breed_count: parsed.breedCount! }));
    if (parsed.ignored.length) toast({ kind: 'info', title: intl.formatMessage({ id: 'axie.breeding.filter.urlIgnored' }, { values: parsed.ignored.join(', ') }) });
  };

  return (
    <>
      <Field>
        <FormattedMessage id="axie.breeding.filter.marketUrl" />
        <input type="url" value={marketUrl} onChange={(e) => setMarketUrl(e.target.value)} placeholder="https://app.axieinfinity.com/marketplace/axies/?parts=…" />
      </Field>
      <Button type="button" onClick={apply} disabled={!marketUrl.trim()}>
        <FormattedMessage id="axie.breeding.filter.applyUrl" />
      </Button>
    </>
  );
}
