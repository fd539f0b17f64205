// The 'pages' section of the catalogue (about, contact, help, privacy, terms, not found): added to
// i18next when one of those pages loads; its structure lists their sections and questions.
import { pages } from '@blivion/shared/i18n/pt-BR';
import { addCatalogueSections } from '@/lib/translations';

addCatalogueSections({ pages });

export { pages };
