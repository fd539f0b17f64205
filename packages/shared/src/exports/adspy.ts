/** `@blivion/shared/adspy`: the AdSpy module's requests and responses, and the Ad Library's public links. */
export * from '../schemas/adspy.js';
export * from '../schemas/adspy-responses.js';
export * from '../schemas/adspy-links.js';
