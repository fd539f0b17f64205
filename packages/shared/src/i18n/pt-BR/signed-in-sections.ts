import { adminEmail } from './admin-email.js';
import { adminValidation } from './admin-validation.js';
import { auth } from './auth.js';
import { common } from './common.js';
import { errors } from './errors.js';
import { features } from './features.js';
import { forumValidation } from './forum-validation.js';
import { landing } from './landing.js';
import { shell } from './shell.js';
import { validation } from './validation.js';

/**
 * The platform's sections a signed-in page may show: all but 'pages' (privacy, terms, help...,
 * which their own pages load) and those of the modules with a section of their own.
 */
export const signedInSections = {
  common,
  auth,
  validation,
  errors,
  landing,
  shell,
  features,
  adminValidation,
  adminEmail,
  forumValidation,
} as const;
