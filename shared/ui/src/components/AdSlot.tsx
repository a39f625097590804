import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';

/** One advertising slot from the site configuration (/site-config.json `ads`). */
export interface AdSlotConfig {
  id: string;
  /** where the ad links to */
  href: string;
  /** image URL; without one the slot shows the advertiser's text */
  imageUrl?: string;
  text: string;
  width: number;
  height: number;
}

const Box = styled.aside<{ $w: number; $h: number }>`
  width: ${({ $w }) => $w}px; max-width: 100%; min-height: ${({ $h }) => $h}px;
  border: 1px dashed ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radius};
  display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 0.4rem;
  padding: 0.5rem; text-align: center; font-size: 0.85rem;
  small { color: ${({ theme }) => theme.colors.textMuted}; text-transform: uppercase; letter-spacing: 0.05em; }
  img { max-width: 100%; }
`;

/** Vertical ad slot placed in each tool menu. */
export function AdSlot({ slot }: { slot: AdSlotConfig }) {
  return (
    <Box $w={slot.width} $h={slot.height} data-ad-slot={slot.id}>
      <small><FormattedMessage id="ui.ad.label" /></small>
      <a href={slot.href} target="_blank" rel="noopener noreferrer sponsored">
        {slot.imageUrl ? <img src={slot.imageUrl} alt={slot.text} width={slot.width} /> : slot.text}
      </a>
    </Box>
  );
}
