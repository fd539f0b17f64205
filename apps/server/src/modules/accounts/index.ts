/** The accounts module's door. */
export { readProfileLogo, writeProfileLogo } from './profile-images.repository.js';
export { capturingMailer, createOrPromoteMaster } from './create-master.js';
