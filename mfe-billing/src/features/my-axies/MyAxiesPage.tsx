import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@criadero/router';
import styled from 'styled-components';
import { userAtom } from '@criadero/session';
import { ApiImage, Card, Muted, ToolPage } from '@criadero/ui';
import { postJson } from '@criadero/session/api';

interface AxieCard {
  id: string;
  class: string;
  breedCount: number;
  stage: number;
  image: string;
  owner: string;
}

const CALCULATOR = '/axie-infinity-tools/breeding-calculator';

const Grid = styled.ul`
  list-style: none; padding: 0; margin: 0; display: grid; gap: 0.75rem;
  grid-template-columns: repeat(auto-fill, minmax(min(170px, 100%), 1fr));
  li { display: flex; flex-direction: column; gap: 0.25rem; align-items: flex-start; }
  img { width: 100%; aspect-ratio: 4 / 3; object-fit: contain; background: ${({ theme }) => theme.colors.surfaceRaised}; border-radius: ${({ theme }) => theme.radius}; }
`;

/** The axies of every wallet of the account (free wallet import of the Axie service), with links into the calculator. */
async function loadAxies(addresses: string[]): Promise<AxieCard[]> {
  const found = await Promise.all(addresses.map((owner) => postJson<{ axies: string }>('/api/search', { owner, auctionType: 'All', sort: 'PriceAsc' })));
  const ids = [...new Set(found.flatMap((r) => r.axies.split(' ').filter(Boolean)))].slice(0, 500);
  if (ids.length === 0) return [];
  return (await postJson<{ axies: AxieCard[] }>('/api/axie/cards', { ids })).axies;
}

export default function MyAxiesPage() {
  const intl = useIntl();
  const user = useAtomValue(userAtom);
  const [axies, setAxies] = useState<AxieCard[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const key = user?.addresses.join(',') ?? '';

  useEffect(() => {
    if (!key) return;
    let live = true;
    loadAxies(key.split(',')).then(
      (list) => live && setAxies(list),
      (e: unknown) => live && setError(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      live = false;
    };
  }, [key]);

  const allIds = axies?.map((a) => a.id).join(',') ?? '';
  return (
    <ToolPage title={<FormattedMessage id="billing.axie.title" />} purpose={<FormattedMessage id="billing.axie.purpose" />}>
      <Card>
        {error ? <Muted role="alert"><FormattedMessage id="billing.axies.error" values={{ detail: error }} /></Muted> : null}
        {!axies && !error ? <Muted><FormattedMessage id="billing.axies.loading" /></Muted> : null}
        {axies && axies.length === 0 ? <Muted><FormattedMessage id="billing.axies.none" /></Muted> : null}
        {axies && axies.length > 0 ? (
          <>
            <p>
              <FormattedMessage id="billing.axies.count" values={{ count: axies.length }} />{' '}
              <Link to={`${CALCULATOR}?ids=${allIds}`}><FormattedMessage id="billing.axies.openAll" /></Link>
            </p>
            <Grid data-testid="my-axies">
              {axies.map((axie) => (
                <li key={axie.id}>
                  <ApiImage src={axie.image} alt={intl.formatMessage({ id: 'billing.axies.alt' }, { id: axie.id, cls: axie.class })} loading="lazy" />
                  <strong>#{axie.id}</strong>
                  <span>
                    <FormattedMessage id="billing.axies.meta" values={{ cls: axie.class, breeds: axie.breedCount }} />
                  </span>
                  <Link to={`${CALCULATOR}?ids=${axie.id}`}><FormattedMessage id="billing.axies.open" /></Link>
                </li>
              ))}
            </Grid>
          </>
        ) : null}
      </Card>
    </ToolPage>
  );
}
