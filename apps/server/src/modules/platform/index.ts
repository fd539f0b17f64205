/** The platform module's door: what other modules may use of it. */
export { readPlatformLogo } from './platform-logo.js';
