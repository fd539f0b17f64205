import type { AiFolderList } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiChatApi } from '../../../test-support/ai-chat.js';
import { createStaff } from '../../../test-support/factories.js';
import type { TestApp } from '../../../test-support/test-app.js';
import { createTestApp } from '../../../test-support/test-app.js';

/** Issue 27 item 9 (decision 0076): 'Pastas' by name as a reader sorts them, on both databases. */
describe('folders sort by name as a reader does', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(async () => t.close(), 60_000);

  it('ignores accents and case, then keeps the order of creation for names that fold alike', async () => {
    const api = aiChatApi(t);
    const member = await createStaff(t.app, 'premium');
    const created = new Map<string, string>();
    for (const name of ['Zeca', 'Úrsula', 'Óscar', 'estudos', 'Érica', 'Ângela', 'ana', 'Estudos']) {
      created.set(name, (await api.folder(member, name)).id);
    }
    const list = await api.ok<AiFolderList>(api.request(member, 'GET', '/folders'));
    const estudos = ['estudos', 'Estudos'].sort((a, b) => Number(created.get(a)) - Number(created.get(b)));
    expect(list.items.map((folder) => folder.name)).toEqual([
      'ana',
      'Ângela',
      'Érica',
      ...estudos,
      'Óscar',
      'Úrsula',
      'Zeca',
    ]);
  });
});
