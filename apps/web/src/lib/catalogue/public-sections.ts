// Imported for its effect by the public layout: the landing texts (its footer shows some) and the
// sign-in, sign-up and password pages' texts.
import { auth, landing } from '@blivion/shared/i18n/pt-BR';
import { addCatalogueSections } from '@/lib/translations';

addCatalogueSections({ auth, landing });
