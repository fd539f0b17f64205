import { describe, expect, it } from 'vitest';
import { chatRequestBody } from './chat-transport';
import { withServerIds, type LabMessage } from './ui-messages';

const user = (id: string, text: string, metadata?: LabMessage['metadata']): LabMessage => ({
  id,
  role: 'user',
  parts: [{ type: 'text', text }],
  metadata,
});
const reply = (id: string, text: string, metadata?: LabMessage['metadata']): LabMessage => ({
  id,
  role: 'assistant',
  parts: [{ type: 'text', text }],
  metadata,
});

describe('what a send carries (only what is new: the server keeps the history)', () => {
  const history = [reply('1', 'Olá!'), user('2', 'Primeira'), reply('3', 'Resposta')];

  it('a new message: its text alone, not the history', () => {
    expect(chatRequestBody('submit-message', undefined, [...history, user('tmp-a', 'Segunda')])).toEqual({
      text: 'Segunda',
    });
  });

  it('a new message with attachments: their ids', () => {
    const file = (id: string) => ({
      id,
      kind: 'pdf' as const,
      name: `${id}.pdf`,
      mediaType: 'application/pdf',
      sizeBytes: 10,
      url: `/api/ai/attachments/${id}`,
      generated: false,
      textTruncated: false,
      pageCount: 1,
    });
    const last = user('tmp-b', 'Veja o PDF', { attachments: [file('7'), file('9')] });
    expect(chatRequestBody('submit-message', undefined, [...history, last])).toEqual({
      text: 'Veja o PDF',
      attachmentIds: ['7', '9'],
    });
  });

  it('an edited message: its id and the new text', () => {
    expect(chatRequestBody('submit-message', '2', [reply('1', 'Olá!'), user('2', 'Primeira, corrigida')])).toEqual({
      editMessageId: '2',
      text: 'Primeira, corrigida',
    });
  });

  it('regenerate: nothing but the flag', () => {
    expect(chatRequestBody('regenerate-message', '3', history.slice(0, 2))).toEqual({ regenerate: true });
  });
});

describe('ids after a reply', () => {
  it("gives the member's message and the reply the server's ids and keeps the outcome", () => {
    const streamed = reply('tmp-r', 'Parcial', { userMessageId: '12', assistantMessageId: '13', status: 'stopped' });
    const messages = [reply('1', 'Olá!'), user('tmp-u', 'Pergunta'), streamed];
    const next = withServerIds(messages, streamed, 'complete');
    expect(next.map((message) => message.id)).toEqual(['1', '12', '13']);
    expect(next[2]?.metadata?.status).toBe('stopped');
  });

  it('falls back to the way the stream ended when the server said nothing (an abort)', () => {
    const streamed = reply('tmp-r', 'Parcial', { userMessageId: '12' });
    const next = withServerIds([user('tmp-u', 'Pergunta'), streamed], streamed, 'stopped');
    expect(next.map((message) => message.id)).toEqual(['12', 'tmp-r']);
    expect(next[1]?.metadata?.status).toBe('stopped');
  });
});
