import { adminEmail } from './admin-email.js';
import { adSpy } from './ad-spy.js';
import { adminValidation } from './admin-validation.js';
import { aiLab } from './ai-lab.js';
import { auth } from './auth.js';
import { common } from './common.js';
import { courses } from './courses.js';
import { errors } from './errors.js';
import { features } from './features.js';
import { forumValidation } from './forum-validation.js';
import { landing } from './landing.js';
import { pages } from './pages.js';
import { platformSections } from './platform.js';
import { sales } from './sales.js';
import { shell } from './shell.js';
import { signedInSections } from './signed-in-sections.js';
import { validation } from './validation.js';

// Each section is exported on its own too (`@blivion/shared/i18n/pt-BR`): the web app bundles
// the ones a page shows and loads the others with the pages that need them. A module of its own
// (courses, aiLab, adSpy, sales) has a section of its own, loaded only with that module's pages.
export {
  adSpy,
  adminEmail,
  adminValidation,
  aiLab,
  auth,
  common,
  courses,
  errors,
  features,
  forumValidation,
  landing,
  pages,
  sales,
  shell,
  validation,
};
export { platformSections, signedInSections };

export const ptBR = { ...platformSections, courses, aiLab, adSpy, sales } as const;
export type Catalogue = typeof ptBR;
