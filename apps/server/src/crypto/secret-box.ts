import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Seals secrets the server must use later (AI provider keys, Ad Library tokens) so that the database
 * alone never reveals them: AES-256-GCM with a random 96-bit nonce, under a key derived by HKDF-SHA256
 * from the server's secrets key (SECRETS_KEY, or DATA_DIR/secrets-key beside the session secret).
 * A sealed value is `v1.<nonce>.<ciphertext>.<tag>` in base64url; the purpose is bound as associated
 * data, so a value sealed for one purpose cannot be opened as another.
 */
export interface SecretBox {
  seal(plain: string, purpose: string): string;
  /** Throws SecretBoxError when the value was sealed with another key or purpose, or was altered. */
  open(sealed: string, purpose: string): string;
}

export class SecretBoxError extends Error {
  constructor() {
    super('the sealed value cannot be opened with this server secret');
    this.name = 'SecretBoxError';
  }
}

const VERSION = 'v1';
const NONCE_BYTES = 12;

export function createSecretBox(secretsKey: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', secretsKey, 'blivion', 'secret-box v1', 32));
  return {
    seal(plain, purpose) {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      cipher.setAAD(Buffer.from(purpose, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, nonce, body, cipher.getAuthTag()]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed, purpose) {
      const [version, nonce, body, tag, ...rest] = sealed.split('.');
      if (version !== VERSION || nonce === undefined || body === undefined || tag === undefined || rest.length > 0) {
        throw new SecretBoxError();
      }
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
        decipher.setAAD(Buffer.from(purpose, 'utf8'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        throw new SecretBoxError();
      }
    },
  };
}

/** The last four characters, the only part of a stored secret ever shown (an admin tells keys apart by them). */
export function lastFour(secret: string): string {
  return secret.trim().slice(-4);
}
