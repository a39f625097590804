import { percentFromParents } from '@criadero/genetics';
import type { CreatureCard } from '@criadero/api-contracts/axie';
import type { GenesCache } from '../market/genes-cache';
import type { PricedOrder } from '../market/listing-usd';
import type { AxieDoc } from '../market/store/axie-doc';

export const portraitUrl = (genes: string) => `/api/axie-img?genes=${genes}`;

/** The spec's creature card (§3) for one indexed axie; `priced` answers its order now (ListingUsd). */
export function toCard(doc: AxieDoc, genes: GenesCache, priced: (doc: AxieDoc) => PricedOrder | null): CreatureCard {
  const parsed = genes.get(doc.genes);
  return {
    id: String(doc.id),
    breedCount: doc.breedCount,
    image: doc.image ?? portraitUrl(doc.genes),
    stage: doc.stage,
    class: doc.class,
    order: priced(doc),
    owner: doc.owner,
    parsedGenes: parsed as unknown as CreatureCard['parsedGenes'],
    percentFromParents: percentFromParents(parsed),
    genes: doc.genes,
    sireId: doc.sireId ? String(doc.sireId) : null,
    matronId: doc.matronId ? String(doc.matronId) : null,
  };
}
