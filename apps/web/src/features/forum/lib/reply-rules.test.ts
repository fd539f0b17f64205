import { FORUM_REPLY_CONTENT_MAX } from '@blivion/shared/core';
import { forumReplyContentField } from '@blivion/shared/forum';
import { isCatalogueKey } from '@blivion/shared/i18n';
import { describe, expect, it } from 'vitest';
import { replyError } from './reply-rules';

const atLimit = 'a'.repeat(FORUM_REPLY_CONTENT_MAX);

describe('replyError', () => {
  it('asks for content when the reply is empty or only blank', () => {
    expect(replyError('')).toBe('forumValidation.replyRequired');
    expect(replyError(' \n\t ')).toBe('forumValidation.replyRequired');
  });

  it('accepts up to the API limit, an emoji counting as one character, and refuses one more', () => {
    expect(replyError('ok')).toBeUndefined();
    expect(replyError(atLimit)).toBeUndefined();
    expect(replyError(`${atLimit}a`)).toBe('forumValidation.replyTooLong');
    expect(replyError('😀'.repeat(FORUM_REPLY_CONTENT_MAX))).toBeUndefined();
  });

  it('gives the first message the API schema gives (a catalogue key), without zod', () => {
    const inputs = [
      '',
      '   ',
      'Olá',
      atLimit,
      `${atLimit}!`,
      ' '.repeat(FORUM_REPLY_CONTENT_MAX + 1),
      '😀'.repeat(5001),
    ];
    for (const input of inputs) {
      const result = forumReplyContentField.safeParse(input);
      const error = replyError(input);
      expect(error, input.slice(0, 10)).toBe(result.success ? undefined : result.error.issues[0]!.message);
      if (error) expect(isCatalogueKey(error)).toBe(true);
    }
  });
});
