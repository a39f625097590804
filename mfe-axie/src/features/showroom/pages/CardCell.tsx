import { FormattedMessage } from 'react-intl';
import { EffectText } from '../../../components/EffectText';
import type { CardRef } from '@criadero/api-contracts/axie';

/** One Origins card: name, numbers and effect. */
export function CardCell({ card }: { card: CardRef | null }) {
  if (!card) return <>—</>;
  return (
    <>
      <strong>{card.name}</strong>{' '}
      <small>
        <FormattedMessage id="axie.showroom.cardNumbers" values={{ energy: card.energy, attack: card.attack, defense: card.defense, healing: card.healing }} />
      </small>
      <br />
      <small>
        <EffectText text={card.description} />
      </small>
    </>
  );
}
