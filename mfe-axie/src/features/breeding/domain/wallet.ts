/** Spec §5: a 'ronin:' prefix becomes '0x' before sending. Returns null for anything but a 20-byte hex address. */
export function normalizeWallet(input: string): string | null {
  const trimmed = input.trim();
  const address = /^ronin:/i.test(trimmed) ? `0x${trimmed.slice('ronin:'.length)}` : trimmed;
  return /^0x[0-9a-fA-F]{40}$/.test(address) ? address.toLowerCase() : null;
}
