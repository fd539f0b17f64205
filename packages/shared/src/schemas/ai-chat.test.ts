import { describe, expect, it } from 'vitest';
import { aiChatSendSchema, aiConversationListQuerySchema, updateAiConversationSchema } from './ai-chat.js';

const messagesOf = (input: unknown) => {
  const result = aiChatSendSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('the chat send body: a new message, a regeneration or an edit', () => {
  it('accepts each of the three modes', () => {
    expect(messagesOf({ text: 'Olá' })).toEqual([]);
    expect(messagesOf({ text: '', attachmentIds: ['3'] })).toEqual([]);
    expect(messagesOf({ regenerate: true })).toEqual([]);
    expect(messagesOf({ editMessageId: '12', text: 'Outra pergunta' })).toEqual([]);
  });

  it('refuses an empty message, mixed modes, NUL characters and unknown fields', () => {
    expect(messagesOf({})).toEqual(['aiLab.chatValidation.messageRequired']);
    expect(messagesOf({ text: '   ' })).toEqual(['aiLab.chatValidation.messageRequired']);
    expect(messagesOf({ regenerate: true, text: 'x' })).toEqual(['aiLab.chatValidation.regenerateAlone']);
    expect(messagesOf({ editMessageId: '4', text: 'x', attachmentIds: ['1'] })).toEqual([
      'aiLab.chatValidation.editWithoutAttachments',
    ]);
    expect(messagesOf({ text: 'a\u0000b' })).toEqual(['validation.nulCharacter']);
    expect(messagesOf({ text: 'x'.repeat(32_001) })).toEqual(['aiLab.chatValidation.messageTooLong']);
    expect(messagesOf({ text: 'x', messages: [] }).length).toBe(1);
    expect(messagesOf({ regenerate: false }).length).toBeGreaterThan(0);
  });

  it('reads a folder filter as an id or "none", and an out-of-range id as no row', () => {
    expect(aiConversationListQuerySchema.parse({ folder: 'none' }).folder).toBe('none');
    expect(aiConversationListQuerySchema.parse({ folder: '7' }).folder).toBe('7');
    expect(aiConversationListQuerySchema.parse({ folder: '99999999999' }).folder).toBe('0');
    expect(aiConversationListQuerySchema.safeParse({ folder: 'x' }).success).toBe(false);
    expect(updateAiConversationSchema.safeParse({}).success).toBe(false);
    expect(updateAiConversationSchema.parse({ folderId: null })).toEqual({ folderId: null });
  });
});
