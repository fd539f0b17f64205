// Imported for its effect by the signed-in area (RequireAuth): the platform's sections a signed-in
// page may show. Not 'pages' (privacy, terms, help...: 6 KB no signed-in page shows; those pages
// add it themselves), and a module with a section of its own (courses, aiLab, adSpy) adds it with
// its pages.
import {
  adminEmail,
  adminValidation,
  auth,
  common,
  errors,
  features,
  forumValidation,
  landing,
  shell,
  validation,
} from '@blivion/shared/i18n/pt-BR';
import { addCatalogueSections } from '@/lib/translations';

addCatalogueSections({
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
});
