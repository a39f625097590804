import { useState } from 'react';
import styled from 'styled-components';
import { ApiImage } from '@criadero/ui';
import { axieImageUrl, proxiedImageUrl } from '../../../api/axie-api';

const Img = styled(ApiImage)<{ $height: number }>`
  width: 100%; height: ${({ $height }) => $height}px; object-fit: contain; display: block;
`;
const Placeholder = styled.div<{ $height: number }>`
  width: 100%; height: ${({ $height }) => $height}px; display: grid; place-items: center; font-size: 2.5rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The card image (through the API client in an embed: see ApiImage), then the same image through the image proxy, then the portrait generated from the genes, then a placeholder (spec §8). */
export function CreatureImage({ image, genes, alt, height = 120 }: { image: string | null; genes: string; alt: string; height?: number }) {
  const sources = [image, image ? proxiedImageUrl(image) : null, genes ? axieImageUrl(genes) : null].filter((s): s is string => !!s);
  const [index, setIndex] = useState(0);
  if (index >= sources.length) return <Placeholder role="img" aria-label={alt} $height={height}>?</Placeholder>;
  return <Img $height={height} src={sources[index]} alt={alt} loading="lazy" decoding="async" onError={() => setIndex((i) => i + 1)} />;
}
