/**
 * A member's notification choices (features.notificationPreferences, docs/decisions/0100): the
 * settings section, the notification e-mails, their unsubscribe page and the weekly digest. _one /
 * _zero keys are the singular and zero forms of the count texts.
 */
export const notificationPreferences = {
  title: 'Notificações',
  description: 'Escolha o que aparece no sino e o que chega por e-mail.',
  tableLabel: 'Preferências de notificação',
  kindColumn: 'Tipo',
  inAppColumn: 'No app',
  emailColumn: 'E-mail',
  kinds: {
    replies: 'Respostas aos meus tópicos',
    mentions: 'Menções a mim',
    likes: 'Curtidas',
    newCourses: 'Cursos novos',
    competitorJumps: 'Saltos de concorrentes (AdSpy)',
    accessExpiring: 'Acesso perto de expirar',
    weeklyDigest: 'Resumo semanal',
  },
  inAppLabel: '{{kind}}: no app',
  emailLabel: '{{kind}}: por e-mail',
  digestLabel: 'Receber o resumo semanal por e-mail',
  digestHint:
    'Aulas novas, tópicos mais curtidos, dúvidas nas aulas que você assistiu e os movimentos dos seus concorrentes.',
  save: 'Salvar notificações',
  saving: 'Salvando...',
  saved: 'Preferências de notificação salvas.',
  saveError: 'Não foi possível salvar as preferências.',
  loadError: 'Não foi possível carregar as preferências de notificação.',
  email: {
    subject: 'Nova notificação - {{academy}}',
    greeting: 'Olá, {{name}}!',
    open: 'Abrir na plataforma',
    why: 'Você recebe este e-mail porque ativou “{{kind}}” por e-mail.',
    unsubscribe: 'Não quero mais receber estes e-mails',
  },
  unsubscribe: {
    pageTitle: 'Cancelar e-mails',
    done: 'Pronto: você não receberá mais e-mails de “{{kind}}”.',
    doneHint: 'Você pode ativá-los de novo em Configurações › Notificações.',
    invalid: 'Este link de cancelamento é inválido ou foi alterado. Nada foi mudado.',
    invalidHint:
      'Abra o link exatamente como chegou no e-mail, ou mude suas preferências em Configurações › Notificações.',
    settings: 'Abrir minhas preferências',
  },
  digest: {
    subject: 'Seu resumo da semana - {{academy}}',
    intro: 'Veja o que aconteceu na semana.',
    lessons: 'Aulas novas',
    topics: 'Tópicos mais curtidos',
    questions: 'Dúvidas nas aulas que você assistiu',
    competitors: 'Movimentos dos seus concorrentes',
    likes: '{{count}} curtidas',
    likes_zero: '{{count}} curtidas',
    likes_one: '{{count}} curtida',
    lessonIn: '{{lesson}} — {{course}}',
    competitorMove: '{{name}}: de {{from}} para {{to}} anúncios',
    why: 'Você recebe este resumo porque ativou o resumo semanal.',
  },
} as const;
