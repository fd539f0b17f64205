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

/**
 * The platform's sections: all but those of the modules with a section of their own. Apart from
 * the whole catalogue (index.ts's ptBR) so that the signed-in area, which loads these, does not
 * load the modules' sections with them (a module's pages load its section).
 */
export const platformSections = {
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
