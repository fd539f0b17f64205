import { describe, expect, it } from 'vitest';
import { buildHistory, estimateTokens } from './history.js';

const row = (id: number, role: 'user' | 'assistant', text: string, status: 'complete' | 'error' = 'complete') => ({
  id,
  role,
  text,
  status,
});
const noFiles = new Map();

describe('the history sent to the model', () => {
  const rows = [
    row(1, 'assistant', 'Olá! Sou o Modelo. Como posso ajudar você hoje?'),
    row(2, 'user', 'a'.repeat(400)),
    row(3, 'assistant', 'b'.repeat(400)),
    row(4, 'user', 'c'.repeat(40)),
    row(5, 'assistant', '', 'error'),
  ];

  it('leaves out the greeting and failed replies, and estimates the input', () => {
    const history = buildHistory({
      rows,
      files: noFiles,
      newest: { text: 'Nova pergunta', parts: [] },
      system: 'Você é um agente.',
      limits: { contextLimit: 100_000, maxOutputTokens: 1_000 },
    });
    expect(history.messages.map((m) => [m.role, String(m.content).slice(0, 1)])).toEqual([
      ['user', 'a'],
      ['assistant', 'b'],
      ['user', 'c'],
      ['user', 'N'],
    ]);
    const expected = [rows[1]!, rows[2]!, rows[3]!].reduce((sum, r) => sum + estimateTokens(r.text), 0);
    expect(history.inputTokens).toBe(expected + estimateTokens('Nova pergunta') + estimateTokens('Você é um agente.'));
  });

  it('drops the oldest messages to fit the context with the longest reply, never the newest, never starting with a reply', () => {
    const limits = { contextLimit: 1_000 + 120 + 30, maxOutputTokens: 1_000 };
    const history = buildHistory({ rows, files: noFiles, newest: { text: 'Nova', parts: [] }, system: null, limits });
    // The 400-character pair does not fit; the reply 'b…' alone would start the history, so it goes too.
    expect(history.messages.map((m) => String(m.content).slice(0, 1))).toEqual(['c', 'N']);
    const tiny = buildHistory({
      rows,
      files: noFiles,
      newest: { text: 'x'.repeat(10_000), parts: [] },
      system: null,
      limits: { contextLimit: 100, maxOutputTokens: 50 },
    });
    expect(tiny.messages).toHaveLength(1);
  });

  it('sends earlier files with their messages and counts them', () => {
    const files = new Map([[4, [{ type: 'text' as const, text: 'Arquivo anexado: "a.txt"' }]]]);
    const history = buildHistory({
      rows,
      files,
      newest: { text: '', parts: [{ type: 'image', image: new Uint8Array([1]), mediaType: 'image/png' }] },
      system: null,
      limits: { contextLimit: 100_000, maxOutputTokens: 1_000 },
    });
    expect(history.messages.at(-2)).toEqual({
      role: 'user',
      content: [
        { type: 'text', text: 'c'.repeat(40) },
        { type: 'text', text: 'Arquivo anexado: "a.txt"' },
      ],
    });
    expect(history.messages.at(-1)!.content).toEqual([
      { type: 'image', image: new Uint8Array([1]), mediaType: 'image/png' },
    ]);
  });
});
