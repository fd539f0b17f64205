/** The logo slots (a member's, the platform's) that the me and platform modules set; the uploads module keeps them. */
export { readPlatformLogo, readProfileLogo, writePlatformLogo, writeProfileLogo } from './uploads.repository.js';
