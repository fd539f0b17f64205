import type { FeatureSwitches } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import { changeFeatureSwitches, writeFeatureSwitch } from '../modules/settings/feature-switches.js';

/** Sets one feature switch the way the administration does, so the process forgets its copy. */
export function setFeatureSwitch(app: FastifyInstance, key: keyof FeatureSwitches, on: boolean): Promise<void> {
  return changeFeatureSwitches(app.database.db, (trx) => writeFeatureSwitch(trx, key, on));
}
