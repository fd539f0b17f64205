import type { AiAttachment } from '@blivion/shared';
import { isWellFormedText } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachmentRow, uploaded } from '../../test-support/ai-files.js';
import type { TestMember } from '../../test-support/factories.js';
import { createStaff } from '../../test-support/factories.js';
import type { TestApp } from '../../test-support/test-app.js';
import { createTestApp } from '../../test-support/test-app.js';
import { pngBytes } from '../uploads/test-images.js';

/**
 * Issue 27 item 10 (decision 0077): a file name longer than 255 is cut between characters (never
 * half an emoji) and keeps its extension, in the answer and in the stored row, on both databases.
 */
describe('AI lab attachment names are cut between characters', () => {
  let t: TestApp;
  let member: TestMember;
  const png = pngBytes(4, 4);

  beforeAll(async () => {
    t = await createTestApp();
    member = await createStaff(t.app, 'premium');
  }, 60_000);
  afterAll(async () => t.close());

  async function sendAs(filename: string): Promise<{ sent: AiAttachment; stored: string }> {
    const sent = await uploaded(t, { filename, contentType: 'image/png', data: png }, member);
    const row = await attachmentRow(t, sent.id);
    return { sent, stored: row!.name };
  }

  it('254 letters and an emoji: 254 letters, no lone surrogate', async () => {
    const { sent, stored } = await sendAs(`${'a'.repeat(254)}😀`);
    expect(sent.name).toBe('a'.repeat(254));
    expect(stored).toBe(sent.name);
    expect(isWellFormedText(sent.name)).toBe(true);
  });

  it('a long name with an emoji at the cut keeps whole characters and its extension', async () => {
    const { sent, stored } = await sendAs(`${'b'.repeat(250)}👍🏽 resto do nome.png`);
    expect(sent.name).toBe(`${'b'.repeat(250)}.png`);
    expect(stored).toBe(sent.name);
    // 249 + 'é' (e and its combining accent) is 251, what is left beside '.png'.
    const accent = await sendAs(`${'c'.repeat(249)}e\u0301fg.png`);
    expect(accent.sent.name).toBe(`${'c'.repeat(249)}e\u0301.png`);
    const split = await sendAs(`${'c'.repeat(250)}e\u0301fg.png`);
    expect(split.sent.name).toBe(`${'c'.repeat(250)}.png`);
  });

  it('a name within 255 is kept as sent', async () => {
    const name = `${'d'.repeat(253)}😀`;
    expect((await sendAs(name)).sent.name).toBe(name);
  });
});
