import { format, isValid, parseISO } from 'date-fns';
import { ptBR } from 'date-fns/locale/pt-BR';

/** Formats an ISO date with a catalogue pattern (dd/MM/yyyy), in Brazilian Portuguese. */
export function formatDate(iso: string | null | undefined, pattern: string): string | null {
  if (!iso) return null;
  const date = parseISO(iso);
  return isValid(date) ? format(date, pattern, { locale: ptBR }) : null;
}
