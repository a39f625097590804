import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { ELEMENTS, type Elements } from '@criadero/apeiron-breeding';
import { ELEMENT_COLORS, ELEMENT_LABELS } from '../i18n/labels';

const Bar = styled.div`
  display: flex; height: 0.8rem; border-radius: 4px; overflow: hidden; background: ${({ theme }) => theme.colors.bg}; min-width: 0;
`;
const Legend = styled.div`
  display: flex; flex-wrap: wrap; gap: 0.15rem 0.6rem; font-size: 0.8rem; margin-top: 0.2rem; font-variant-numeric: tabular-nums;
  span::before { content: ''; display: inline-block; width: 0.55rem; height: 0.55rem; border-radius: 2px; margin-right: 0.25rem; background: var(--c); }
`;

/** The 100 elemental points as a stacked bar with a text legend (the legend is what screen readers read). */
export function ElementBar({ elements }: { elements: Elements }) {
  const intl = useIntl();
  const shown = ELEMENTS.filter((e) => elements[e] > 0);
  return (
    <div>
      <Bar aria-hidden="true">
        {shown.map((e) => (
          <div key={e} style={{ width: `${elements[e]}%`, background: ELEMENT_COLORS[e] }} />
        ))}
      </Bar>
      <Legend>
        {shown.map((e) => (
          <span key={e} style={{ ['--c' as string]: ELEMENT_COLORS[e] }}>
            {intl.formatMessage(ELEMENT_LABELS[e])} {intl.formatNumber(elements[e], { maximumFractionDigits: 1 })}
          </span>
        ))}
      </Legend>
    </div>
  );
}
