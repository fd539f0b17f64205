import { describe, expect, it } from 'vitest';
import { createSecretBox, lastFour, SecretBoxError } from './secret-box.js';

const box = createSecretBox('a'.repeat(48));

describe('secret box', () => {
  it('opens what it sealed, and the sealed text holds nothing of the secret', () => {
    const sealed = box.seal('sk-live-1234567890abcd', 'ai-provider-key');
    expect(sealed).not.toContain('1234567890');
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(box.open(sealed, 'ai-provider-key')).toBe('sk-live-1234567890abcd');
  });

  it('seals the same secret differently each time (random nonce)', () => {
    expect(box.seal('same', 'p')).not.toBe(box.seal('same', 'p'));
  });

  it('refuses another server key, another purpose, an altered value and garbage', () => {
    const sealed = box.seal('token-value', 'adspy-token');
    expect(() => createSecretBox('b'.repeat(48)).open(sealed, 'adspy-token')).toThrow(SecretBoxError);
    expect(() => box.open(sealed, 'ai-provider-key')).toThrow(SecretBoxError);
    const [version, nonce, body, tag] = sealed.split('.');
    const flipped = `${body!.startsWith('A') ? 'B' : 'A'}${body!.slice(1)}`;
    expect(() => box.open([version, nonce, flipped, tag].join('.'), 'adspy-token')).toThrow(SecretBoxError);
    expect(() => box.open('not-sealed', 'adspy-token')).toThrow(SecretBoxError);
    expect(() => box.open(`${sealed}.extra`, 'adspy-token')).toThrow(SecretBoxError);
  });

  it('shows only the last four characters', () => {
    expect(lastFour(' sk-abcdefWXYZ ')).toBe('WXYZ');
  });
});
