/** The settings module's door: academy-wide settings (system_settings) and the feature switches. */
export type { SettingsTables } from './settings.tables.js';
export { readSetting, readSettingText, writeSetting, writeSettingText } from './system-settings.js';
export {
  changeFeatureSwitches,
  featureSwitches,
  readStoredFeatureSwitches,
  shareFeatureSwitchChanges,
  writeFeatureSwitch,
} from './feature-switches.js';
