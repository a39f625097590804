import { FormattedMessage, FormattedNumber } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@criadero/ui';
import type { Planet } from '@criadero/api-contracts/apeiron';
import { ElementBar } from '../../components/ElementBar';
import { PlanetMeta } from '../../components/PlanetMeta';
import { ELEMENT_LABELS } from '../../i18n/labels';

const Row = styled.li`
  display: grid; gap: 0.5rem 1rem; grid-template-columns: minmax(0, 1fr) auto; align-items: start;
  background: ${({ theme }) => theme.colors.surface}; border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius}; padding: 0.7rem 0.8rem;
  h3 { margin: 0 0 0.2rem; font-size: 1rem; }
  small { color: ${({ theme }) => theme.colors.textMuted}; display: block; margin-bottom: 0.35rem; }
  @media (max-width: 480px) { grid-template-columns: minmax(0, 1fr); }
`;
const Side = styled.div`
  display: grid; gap: 0.35rem; justify-items: end; text-align: right;
  strong { font-size: 1.1rem; font-variant-numeric: tabular-nums; }
  div { display: flex; gap: 0.35rem; flex-wrap: wrap; justify-content: flex-end; }
  @media (max-width: 480px) { justify-items: start; text-align: left; div { justify-content: flex-start; } }
`;

export function PlanetRow({ planet, onPick }: { planet: Planet; onPick: (slot: 'a' | 'b') => void }) {
  return (
    <Row data-testid="planet-row">
      <div>
        <h3>
          #{planet.id} · {planet.type}
        </h3>
        <small>
          <PlanetMeta planet={planet} />
          {planet.legacy ? (
            <>
              {' · '}
              <FormattedMessage id="apeiron.market.row.legacy" values={{ element: <FormattedMessage {...ELEMENT_LABELS[planet.legacy.element]} />, threshold: planet.legacy.threshold }} />
            </>
          ) : null}
        </small>
        <ElementBar elements={planet.elements} />
      </div>
      <Side>
        <strong>
          <FormattedNumber value={planet.listing?.priceUsd ?? 0} style="currency" currency="USD" />
        </strong>
        <div>
          <Button type="button" onClick={() => onPick('a')}>
            <FormattedMessage id="apeiron.market.useAsA" />
          </Button>
          <Button type="button" onClick={() => onPick('b')}>
            <FormattedMessage id="apeiron.market.useAsB" />
          </Button>
        </div>
      </Side>
    </Row>
  );
}
