import { FormattedMessage, FormattedNumber } from 'react-intl';
import styled from 'styled-components';
import type { Rarity } from '@criadero/horse-leveling';
import type { HorseListing } from './api';

/** Rarity colours, from the theme's bands (common dull … mythic bright). */
const RARITY_TONE: Record<Rarity, 'bad' | 'poor' | 'normal' | 'good' | 'perfect'> = {
  Common: 'bad',
  Uncommon: 'poor',
  Rare: 'normal',
  Epic: 'good',
  Legendary: 'perfect',
  Mythic: 'perfect',
};

const Card = styled.article`
  background: ${({ theme }) => theme.colors.surface}; border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius}; padding: 0.8rem; display: grid; gap: 0.45rem; min-width: 0;
  header { display: flex; justify-content: space-between; gap: 0.5rem; align-items: baseline; }
  h3 { margin: 0; font-size: 1rem; overflow-wrap: anywhere; }
  .meta { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.85rem; margin: 0; }
  dl { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 0.3rem; margin: 0; }
  dl div { background: ${({ theme }) => theme.colors.bg}; border-radius: 6px; padding: 0.3rem 0.4rem; }
  dt { font-size: 0.75rem; color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; font-weight: 700; font-variant-numeric: tabular-nums; }
  .price { font-size: 1.15rem; font-weight: 800; color: ${({ theme }) => theme.colors.accent}; margin: 0; }
`;

const RarityTag = styled.span<{ $rarity: Rarity }>`
  font-size: 0.75rem; font-weight: 700; padding: 0.1rem 0.45rem; border-radius: 999px; white-space: nowrap;
  border: 1px solid ${({ theme, $rarity }) => theme.bands[RARITY_TONE[$rarity]]};
  color: ${({ theme, $rarity }) => theme.bands[RARITY_TONE[$rarity]]};
`;

const stat = (value: number) => <FormattedNumber value={value} maximumFractionDigits={2} />;

export function HorseCard({ horse }: { horse: HorseListing }) {
  return (
    <Card data-testid="horse-card" aria-labelledby={`horse-${horse.id}`}>
      <header>
        <h3 id={`horse-${horse.id}`}>{horse.name}</h3>
        <RarityTag $rarity={horse.rarity}>{horse.rarity}</RarityTag>
      </header>
      <p className="meta">
        <FormattedMessage
          id="horse.market.card.meta"
          values={{
            level: horse.level,
            gender: horse.gender === 'Male' ? <FormattedMessage id="horse.market.gender.male" /> : <FormattedMessage id="horse.market.gender.female" />,
            gen: horse.gen,
            used: horse.breedsUsed,
            max: horse.breedsMax,
          }}
        />
      </p>
      <dl>
        <div>
          <dt><FormattedMessage id="horse.market.stat.power" /></dt>
          <dd>{stat(horse.power)}</dd>
        </div>
        <div>
          <dt><FormattedMessage id="horse.market.stat.sprint" /></dt>
          <dd>{stat(horse.sprint)}</dd>
        </div>
        <div>
          <dt><FormattedMessage id="horse.market.stat.speed" /></dt>
          <dd>{stat(horse.speed)}</dd>
        </div>
      </dl>
      <p className="price" data-testid="horse-price">
        <FormattedNumber value={horse.priceUsd} style="currency" currency="USD" />
      </p>
    </Card>
  );
}
