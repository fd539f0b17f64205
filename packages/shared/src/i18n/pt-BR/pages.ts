/** Public information pages: privacy, terms, about, contact, help, not found. */
export const pages = {
  notFound: {
    title: 'Página não encontrada',
    home: 'Voltar para o início',
  },
} as const;
