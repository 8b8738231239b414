import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// Secrets the server must read back (two-step TOTP secrets), sealed at rest with AES-256-GCM under a
// key from SECRETS_KEY. Without a key they are stored as they are: the API still never returns them.
// A stored value says which it is, so setting the key later keeps older secrets readable.

const SEALED = 'v1:';
const PLAIN = 'plain:';

const keyOf = (secretsKey: string) => createHash('sha256').update(`eos-secrets:${secretsKey}`).digest();

export function seal(value: string, secretsKey: string | undefined): string {
  if (!secretsKey) return `${PLAIN}${value}`;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secretsKey), iv);
  const body = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return `${SEALED}${[iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.')}`;
}

/** The value sealed by `seal`; throws when it was sealed under another key (or tampered with). */
export function unseal(stored: string, secretsKey: string | undefined): string {
  if (stored.startsWith(PLAIN)) return stored.slice(PLAIN.length);
  if (!stored.startsWith(SEALED)) throw new Error('unknown sealed value');
  if (!secretsKey) throw new Error('a sealed secret needs SECRETS_KEY');
  const [iv, tag, body] = stored
    .slice(SEALED.length)
    .split('.')
    .map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body) throw new Error('malformed sealed value');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secretsKey), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}
