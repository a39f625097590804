/**
 * A creator's display name: trimmed, inner spaces collapsed, Unicode NFC; 2 to 32 characters
 * of letters, digits, spaces and . _ - ' (starting with a letter or digit); never something
 * that reads as a wallet address. null when the text is not acceptable.
 */
export function normalizeDisplayName(raw: string): string | null {
  const name = raw.normalize('NFC').trim().replace(/\s+/gu, ' ');
  if ([...name].length < 2 || [...name].length > 32) return null;
  if (!/^[\p{L}\p{N}][\p{L}\p{N} ._'-]*$/u.test(name)) return null;
  if (/0x[0-9a-f]{6,}/iu.test(name)) return null;
  return name;
}

/** `0x1234…abcd`: how a creator without a display name is shown. */
export const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`.toLowerCase();
