// Imported for its effect by the signed-in area (RequireAuth): every section of the platform; a
// module with a section of its own (courses, aiLab, adSpy) adds it with its pages.
import { platformSections } from '@blivion/shared/i18n/pt-BR';
import { addCatalogueSections } from '@/lib/translations';

addCatalogueSections(platformSections);
