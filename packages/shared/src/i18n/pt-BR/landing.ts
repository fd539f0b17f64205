/** Landing page and site footer. */
export const landing = {
  badge: 'Acesso antecipado',
} as const;
