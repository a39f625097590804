import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, Field } from '@criadero/ui';
import { buildMarketplaceUrl } from '../../../../domain/market-url';
import type { SavedFilters } from '../../hooks/useSavedFilters';
import { filterConfigAtom, selectionAtom } from '../../state/atoms';
import { LinkButton, Row } from '../styled';

/** The filter's name, save, delete, clear, and the same search opened on the marketplace. */
export function SaveFilterBar({ filters }: { filters: SavedFilters }) {
  const selection = useAtomValue(selectionAtom);
  const config = useAtomValue(filterConfigAtom);
  const marketLink = useMemo(() => buildMarketplaceUrl(selection, config.auctionType), [selection, config.auctionType]);
  return (
    <Row>
      <Field>
        <FormattedMessage id="axie.breeding.saved.name" />
        <input value={filters.name} onChange={(e) => filters.setName(e.target.value)} />
      </Field>
      <Button type="button" $variant="primary" onClick={() => void filters.save()}>
        <FormattedMessage id="axie.breeding.saved.save" />
      </Button>
      <Button type="button" onClick={filters.remove} disabled={!filters.canDelete}>
        <FormattedMessage id="axie.breeding.saved.delete" />
      </Button>
      <Button type="button" onClick={filters.clear}>
        <FormattedMessage id="axie.breeding.filter.clear" />
      </Button>
      <LinkButton href={marketLink} target="_blank" rel="noopener noreferrer" data-testid="market-link">
        <FormattedMessage id="axie.breeding.filter.openMarket" />
      </LinkButton>
    </Row>
  );
}
