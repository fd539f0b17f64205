import { pages } from './pages.js';
import { signedInSections } from './signed-in-sections.js';

/**
 * The platform's sections: all but those of the modules with a section of their own. Apart from
 * the whole catalogue (index.ts's ptBR) so that the modules' sections load only with their pages.
 */
export const platformSections = { ...signedInSections, pages } as const;
