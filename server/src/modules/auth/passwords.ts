import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { randomToken } from '../../lib/tokens.ts';

// argon2id with the library's defaults (19 MiB, 2 passes): OWASP's minimum recommendation.
// Algorithm is an ambient const enum, which isolatedModules cannot read at runtime: spell its value.
const OPTIONS = { algorithm: 2 as Algorithm.Argon2id };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/**
 * A hash of a random secret, verified against when the account does not exist (or has no password),
 * so an unknown email takes as long to refuse as a wrong password and the timing reveals nothing.
 */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword(randomToken());
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    // A malformed stored hash is a refusal, not a 500.
    return false;
  }
}
