// Ronin Waypoint, Sky Mavis' keyless wallet (an account made with an email or a social login):
// its own EIP-1193 provider. Connecting opens Waypoint's window on Sky Mavis' origin, where the
// player signs in; signatures are asked there too. Loaded only when the player picks it.
import { WaypointProvider } from '@sky-mavis/waypoint';
import type { EventfulProvider } from '../provider';

export function waypointProvider(clientId: string, chainId: number): EventfulProvider {
  return WaypointProvider.create({ clientId, chainId });
}
