import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { randomToken } from '../../lib/tokens.ts';

/**
 * argon2id at OWASP's minimum recommendation: 19 MiB of memory, 2 passes, 1 lane (docs/decisions.md).
 * Stored hashes carry their parameters; a sign-in with an older, weaker hash rehashes it (needsRehash).
 */
export const ARGON2_PARAMETERS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
// Algorithm is an ambient const enum, which isolatedModules cannot read at runtime: spell its value.
const OPTIONS = { algorithm: 2 as Algorithm.Argon2id, ...ARGON2_PARAMETERS };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** The algorithm and cost parameters written in a PHC string ($argon2id$v=19$m=…,t=…,p=…$salt$hash). */
export function hashParameters(
  stored: string,
): { algorithm: string; version: number; memoryCost: number; timeCost: number; parallelism: number } | null {
  const match = /^\$(argon2(?:id|i|d))\$v=(\d+)\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(stored);
  if (!match) return null;
  const [, algorithm = '', version, m, t, p] = match;
  return { algorithm, version: Number(version), memoryCost: Number(m), timeCost: Number(t), parallelism: Number(p) };
}

/** True when a stored hash is not argon2id or costs less than today's parameters. */
export function needsRehash(stored: string): boolean {
  const found = hashParameters(stored);
  if (!found) return true;
  return (
    found.algorithm !== 'argon2id' ||
    found.memoryCost < ARGON2_PARAMETERS.memoryCost ||
    found.timeCost < ARGON2_PARAMETERS.timeCost ||
    found.parallelism < ARGON2_PARAMETERS.parallelism
  );
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
