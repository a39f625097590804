import { useAtomValue, useSetAtom } from 'jotai';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { premiumModalOpenAtom, userAtom } from '@criadero/session';
import { Button } from '@criadero/ui';
import { isUnlocked, type GatedFeature } from '../domain/gates';
import { FEATURE_NAMES } from './labels';
import { useIntl } from 'react-intl';

const Locked = styled.div`
  display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center;
  border: 1px dashed ${({ theme }) => theme.colors.warning}; border-radius: ${({ theme }) => theme.radius};
  padding: 0.5rem 0.75rem; font-size: 0.9rem;
`;

/** Shows `children` on a paid plan; otherwise a 'Desbloquear Función' prompt that opens the premium modal. */
export function Gate({ feature, children }: { feature: GatedFeature; children: ReactNode }) {
  const user = useAtomValue(userAtom);
  const openPremium = useSetAtom(premiumModalOpenAtom);
  const intl = useIntl();
  if (isUnlocked(user?.premium, feature)) return <>{children}</>;
  return (
    <Locked data-testid={`locked-${feature}`}>
      <span>
        <FormattedMessage id="axie.breeding.gate.locked" values={{ feature: intl.formatMessage(FEATURE_NAMES[feature]) }} />
      </span>
      <Button type="button" $variant="primary" onClick={() => openPremium(true)}>
        <FormattedMessage id="axie.breeding.gate.unlock" />
      </Button>
    </Locked>
  );
}
