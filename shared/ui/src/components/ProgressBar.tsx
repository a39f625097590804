import { useIntl } from 'react-intl';
import styled from 'styled-components';

const Track = styled.div`
  height: 10px; border-radius: 5px; overflow: hidden; background: ${({ theme }) => theme.colors.border};
`;
// the width is an inline style: as a styled prop each new value added a CSS rule, and every
// rule added makes the browser recompute the style of the whole page
const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.accent}; transition: width 120ms linear;
`;

/** Progress of long work, `value` between 0 and 1. */
export function ProgressBar({ value, label }: { value: number; label?: string }) {
  const intl = useIntl();
  const ratio = Math.min(1, Math.max(0, Number.isFinite(value) ? value : 0));
  return (
    <Track
      role="progressbar"
      aria-label={label ?? intl.formatMessage({ id: 'ui.progress.label' })}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(ratio * 100)}
    >
      <Fill style={{ width: `${(ratio * 100).toFixed(2)}%` }} />
    </Track>
  );
}
