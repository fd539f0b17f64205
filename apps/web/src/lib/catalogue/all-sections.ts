// Imported for its effect by the signed-in area (RequireAuth): the platform's sections a signed-in
// page may show (not 'pages': those pages add it themselves); a module with a section of its own
// (courses, aiLab, adSpy) adds it with its pages.
import { signedInSections } from '@blivion/shared/i18n/pt-BR';
import { addCatalogueSections } from '@/lib/translations';

addCatalogueSections(signedInSections);
