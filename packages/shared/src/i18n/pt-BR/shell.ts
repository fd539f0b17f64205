/** Header, signed-in layout, guards, dashboard, settings and profile. */
export const shell = {
  header: {
    home: 'Início',
    courses: 'Cursos',
    forum: 'Fórum',
    aiLab: 'Laboratório IA',
    about: 'Sobre',
    settings: 'Configurações',
    signOut: 'Sair',
    signIn: 'Entrar',
    signUp: 'Cadastrar',
  },
} as const;
