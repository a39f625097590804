import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { CurvePoint } from '@criadero/api-contracts/lumiterra-pixels';

const Svg = styled.svg`
  width: 100%; height: auto; display: block;
  background: ${({ theme }) => theme.colors.bg}; border-radius: ${({ theme }) => theme.radius};
`;

const W = 600;
const H = 180;
const PAD = 24;

/** Energy through the session as a line (the figures are also in the summary beside it). */
export function EnergyChart({ curve, maxEnergy, totalActions }: { curve: CurvePoint[]; maxEnergy: number; totalActions: number }) {
  const intl = useIntl();
  const x = (action: number) => PAD + (action / Math.max(1, totalActions)) * (W - 2 * PAD);
  const y = (energy: number) => H - PAD - (energy / maxEnergy) * (H - 2 * PAD);
  const points = curve.map((p) => `${x(p.action).toFixed(1)},${y(p.energy).toFixed(1)}`).join(' ');
  return (
    <Svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={intl.formatMessage({ id: 'lumiterraPixels.energy.chartLabel' }, { max: maxEnergy, actions: totalActions })}>
      <line x1={PAD} y1={y(maxEnergy)} x2={W - PAD} y2={y(maxEnergy)} stroke="#2e3a57" strokeDasharray="4 4" />
      <line x1={PAD} y1={y(0)} x2={W - PAD} y2={y(0)} stroke="#2e3a57" />
      <text x={PAD} y={y(maxEnergy) - 6} fill="#a5b0c6" fontSize="12">{maxEnergy}</text>
      <text x={PAD} y={H - 6} fill="#a5b0c6" fontSize="12">0</text>
      <text x={W - PAD} y={H - 6} fill="#a5b0c6" fontSize="12" textAnchor="end">{totalActions}</text>
      <polyline points={points} fill="none" stroke="#3ecf8e" strokeWidth="2.5" />
    </Svg>
  );
}
