import { useState } from 'react';
import styled from 'styled-components';
import { ApiImage } from '@criadero/ui';
import { axieImageUrl, proxiedImageUrl } from '../api/axie-api';

const Img = styled(ApiImage)`
  width: 100%; height: 120px; object-fit: contain; display: block;
`;
const Placeholder = styled.div`
  width: 100%; height: 120px; display: grid; place-items: center; font-size: 2.5rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The card image (through the API client in an embed: see ApiImage), then the same image through the image proxy, then the portrait generated from the genes, then a placeholder (spec §8). */
export function CreatureImage({ image, genes, alt }: { image: string | null; genes: string; alt: string }) {
  const sources = [image, image ? proxiedImageUrl(image) : null, genes ? axieImageUrl(genes) : null].filter((s): s is string => !!s);
  const [index, setIndex] = useState(0);
  if (index >= sources.length) return <Placeholder role="img" aria-label={alt}>?</Placeholder>;
  return <Img src={sources[index]} alt={alt} loading="lazy" onError={() => setIndex((i) => i + 1)} />;
}
