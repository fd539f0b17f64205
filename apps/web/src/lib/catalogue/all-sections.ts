// Imported for its effect by the signed-in area (RequireAuth): every section of the catalogue, so
// that any signed-in page, present or future, finds all its texts.
import { ptBR } from '@blivion/shared';
import { addCatalogueSections } from '@/lib/translations';

addCatalogueSections(ptBR);
