/**
 * Fresh randomness from outside the engine (the engine itself never draws on it: its only
 * randomness is the state's seeded generator). Used for default seeds, the sandbox's own dice and
 * the reseed after an undo past a die roll; the result enters the engine as data.
 */

/** `bytes` random bytes as hex digits, from the platform's cryptographic generator. */
export function freshEntropy(bytes = 16): string {
  const buffer = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(buffer);
  return Array.from(buffer, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A seed nobody can guess before the game: a prefix (the scenario id) and 64 random bits. */
export function freshSeed(prefix: string): string {
  return `${prefix}-${freshEntropy(8)}`;
}
