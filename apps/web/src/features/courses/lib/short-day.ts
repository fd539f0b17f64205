/** 'dd/MM' in Brasília, as 'Disponível em 12/12' says it. */
export function shortDay(iso: string): string {
  return new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', timeZone: 'America/Sao_Paulo' }).format(
    new Date(iso),
  );
}
