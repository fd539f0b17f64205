import type { MeResponse } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, getMe } from '../../test-support/factories.js';
import type { TestApp } from '../../test-support/test-app.js';
import { createTestApp } from '../../test-support/test-app.js';
import { changeFeatureSwitches, featureSwitches } from './feature-switches.js';
import { writeFeatureSwitch } from './settings.repository.js';

describe('feature switches kept in the process', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('reads the database once, until a change goes through changeFeatureSwitches', async () => {
    const db = t.app.database.db;
    const first = await featureSwitches(db);
    // A write that bypasses changeFeatureSwitches is not seen: the copy in memory answers.
    await writeFeatureSwitch(db, 'adSpyEnabled', !first.adSpyEnabled);
    expect(await featureSwitches(db)).toBe(first);
    await changeFeatureSwitches(db, (trx) => writeFeatureSwitch(trx, 'adSpyEnabled', !first.adSpyEnabled));
    expect((await featureSwitches(db)).adSpyEnabled).toBe(!first.adSpyEnabled);
    await changeFeatureSwitches(db, (trx) => writeFeatureSwitch(trx, 'adSpyEnabled', first.adSpyEnabled));
    expect((await featureSwitches(db)).adSpyEnabled).toBe(first.adSpyEnabled);
  });

  it('forgets its copy even when the change fails, and keeps the stored value', async () => {
    const db = t.app.database.db;
    const before = (await featureSwitches(db)).adSpyEnabled;
    await expect(
      changeFeatureSwitches(db, async (trx) => {
        await writeFeatureSwitch(trx, 'adSpyEnabled', !before);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await featureSwitches(db)).adSpyEnabled).toBe(before);
  });

  it("shows an administrator's change in GET /api/me at once", async () => {
    const admin = await createStaff(t.app, 'admin');
    const before = admin.me.features.adSpyEnabled;
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/features',
      payload: { adSpyEnabled: !before },
      headers: { cookie: admin.cookie },
    });
    expect(put.statusCode).toBe(200);
    expect((await getMe(t.app, admin.cookie)).json<MeResponse>().features.adSpyEnabled).toBe(!before);
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/features',
      payload: { adSpyEnabled: before },
      headers: { cookie: admin.cookie },
    });
    expect((await getMe(t.app, admin.cookie)).json<MeResponse>().features.adSpyEnabled).toBe(before);
  });
});
