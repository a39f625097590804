import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { ELEMENT_LABELS } from '../../../i18n/labels';

export const Section = styled.section`
  margin-bottom: 1rem;
  h3 { font-size: 1rem; margin: 0 0 0.4rem; }
`;

/** "Fuego 60": a legacy's element and the threshold that grants it. */
export function useLegacyText() {
  const intl = useIntl();
  return (element: keyof typeof ELEMENT_LABELS, threshold: number) => `${intl.formatMessage(ELEMENT_LABELS[element])} ${threshold}`;
}
