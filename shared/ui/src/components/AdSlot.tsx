import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';

/** One advertising slot from the site configuration (/site-config.json `ads`). */
export interface AdSlotConfig {
  id: string;
  /** where the ad links to */
  href: string;
  /** image URL; without one the slot shows the advertiser's text */
  imageUrl?: string;
  /** the advertiser's text: one string, or one per locale (`{ "es": …, "en": …, "pt": … }`) */
  text: string | Record<string, string>;
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

/** The text in the page's language, else Spanish (the site's default), else any given one. */
function adText(text: AdSlotConfig['text'], locale: string): string {
  if (typeof text === 'string') return text;
  return text[locale] ?? text.es ?? Object.values(text)[0] ?? '';
}

/** Vertical ad slot placed in each tool menu. */
export function AdSlot({ slot }: { slot: AdSlotConfig }) {
  const text = adText(slot.text, useIntl().locale);
  return (
    <Box $w={slot.width} $h={slot.height} data-ad-slot={slot.id}>
      <small><FormattedMessage id="ui.ad.label" /></small>
      <a href={slot.href} target="_blank" rel="noopener noreferrer sponsored">
        {slot.imageUrl ? <img src={slot.imageUrl} alt={text} width={slot.width} /> : text}
      </a>
    </Box>
  );
}
