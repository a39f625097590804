import styled from 'styled-components';
import { classColor } from '../../components/styled';
import type { OriginsItem } from '@criadero/api-contracts/axie';

const Badge = styled.span<{ $color: string }>`
  display: inline-grid; place-items: center; width: 1.8rem; height: 1.8rem; border-radius: 50%;
  background: ${({ $color }) => $color}; color: #10131c; font-size: 0.75rem; font-weight: 700; vertical-align: middle;
`;

/** Icon placeholder: the item's class colour and initials (no game art is shipped). */
export function ItemIcon({ item }: { item: Pick<OriginsItem, 'name' | 'class'> }) {
  const initials = item.name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
  return (
    <Badge aria-hidden="true" $color={classColor(item.class) ?? '#a5b0c6'}>
      {initials}
    </Badge>
  );
}
