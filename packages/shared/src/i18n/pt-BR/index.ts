import { adminEmail } from './admin-email.js';
import { adminValidation } from './admin-validation.js';
import { auth } from './auth.js';
import { common } from './common.js';
import { errors } from './errors.js';
import { features } from './features.js';
import { forumValidation } from './forum-validation.js';
import { landing } from './landing.js';
import { pages } from './pages.js';
import { shell } from './shell.js';
import { validation } from './validation.js';

// Each section is exported on its own too (`@blivion/shared/i18n/pt-BR`): the web app bundles
// the ones a page shows and loads the others with the pages that need them.
export {
  adminEmail,
  adminValidation,
  auth,
  common,
  errors,
  features,
  forumValidation,
  landing,
  pages,
  shell,
  validation,
};

export const ptBR = {
  common,
  auth,
  validation,
  errors,
  landing,
  pages,
  shell,
  features,
  adminValidation,
  adminEmail,
  forumValidation,
} as const;
export type Catalogue = typeof ptBR;
