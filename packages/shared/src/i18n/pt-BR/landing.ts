/** Landing page and site footer. */
export const landing = {
  badge: 'Acesso antecipado',
  /** A signed-in member's button in place of sign-up and sign-in. */
  goToPlatform: 'Ir para a plataforma',
  counters: {
    label: 'A Blivion em números',
    // Labels under a number: _one for 1, _zero for 0 (Brazilian Portuguese counts 0 as singular).
    students_zero: 'Alunos ativos',
    students_one: 'Aluno ativo',
    students_other: 'Alunos ativos',
    premiumCourses_zero: 'Cursos premium',
    premiumCourses_one: 'Curso premium',
    premiumCourses_other: 'Cursos premium',
    aiAgents_zero: 'Agentes de IA',
    aiAgents_one: 'Agente de IA',
    aiAgents_other: 'Agentes de IA',
  },
  hero: {
    title: 'A academia completa para empreendedores digitais',
    subtitle:
      'Cursos práticos, uma comunidade ativa e um laboratório de inteligência artificial para você aprender, criar e vender mais na internet.',
    claimsLabel: 'Destaques',
    claimCourses: '+20 cursos de marketing digital, e-commerce, dropshipping, mídias sociais e idiomas',
    claimCommunity: 'Junte-se a mais de 10.000 profissionais do digital',
    claimFree: 'Comece grátis, sem cartão de crédito',
    signUp: 'Cadastrar',
    signIn: 'Entrar',
    productAlt:
      'A plataforma no celular: o painel do membro com a aula para continuar assistindo, a atividade do fórum e os créditos de IA.',
  },
  features: {
    title: 'Tudo o que você precisa para crescer no digital',
    subtitle: 'Aprenda, pratique e acompanhe o mercado em um só lugar.',
    courses: {
      title: 'Cursos personalizados',
      description:
        'Trilhas de marketing digital, e-commerce, dropshipping, mídias sociais e idiomas, com aulas em vídeo direto ao ponto.',
    },
    aiAssistants: {
      title: 'Assistentes de IA',
      description:
        'Converse com os principais modelos de inteligência artificial para criar textos, analisar ideias e revisar código, com respostas em tempo real.',
    },
    community: {
      title: 'Comunidade',
      description:
        'Tire dúvidas, compartilhe resultados e troque experiências com outros empreendedores no fórum, organizado por categorias e tags.',
    },
    performance: {
      title: 'Análise de desempenho',
      description: 'Acompanhe seu progresso em cada curso e módulo, aula por aula, e retome exatamente de onde parou.',
    },
    ranking: {
      title: 'Ranking da comunidade',
      description:
        'Ganhe pontos com tópicos, respostas e curtidas e dispute os rankings Blivion do Mês e Elite Blivion.',
    },
    agents: {
      title: 'Agentes personalizados',
      description:
        'Use os agentes especializados da academia ou crie os seus, com instruções próprias sobre o modelo que preferir.',
    },
    adSpy: {
      title: 'AdSpy',
      description:
        'Monitore os anúncios da concorrência pela Biblioteca de Anúncios da Meta e acompanhe a evolução de cada marca dia a dia.',
    },
    access: {
      title: 'Acesso sob medida',
      description:
        'Comece grátis com o fórum. Cursos, Laboratório de IA e AdSpy são liberados por um administrador conforme o seu plano.',
    },
    brazil: {
      title: 'Feito para brasileiros',
      description: 'Conteúdo em português e uma interface que se adapta a você, nos temas claro, escuro e roxo.',
    },
  },
  steps: {
    title: 'Como funciona',
    subtitle: 'Três passos para começar a evoluir hoje.',
    stepLabel: 'Passo {{n}}',
    s1: {
      title: 'Escolha um curso',
      description: 'Encontre a trilha ideal para o seu momento e assista às aulas no seu ritmo.',
    },
    s2: {
      title: 'Participe da comunidade',
      description: 'Publique dúvidas e resultados no fórum e aprenda com quem já está vendendo.',
    },
    s3: {
      title: 'Aprenda com IA',
      description: 'Use modelos e agentes de IA para transformar o que aprendeu em anúncios, textos e planos.',
    },
  },
  cta: {
    title: 'Pronto para começar?',
    subtitle: 'Crie sua conta grátis e tenha acesso imediato ao fórum da comunidade.',
    primary: 'Começar grátis',
    secondary: 'Já tenho conta',
  },
  footer: {
    label: 'Rodapé',
    tagline: 'A academia online para empreendedores digitais brasileiros.',
    company: {
      title: 'Empresa',
      about: 'Sobre',
      contact: 'Contato',
    },
    support: {
      title: 'Suporte',
      help: 'Ajuda',
      terms: 'Termos de Uso',
      privacy: 'Privacidade',
    },
    platform: {
      title: 'Plataforma',
      courses: 'Cursos',
      forum: 'Fórum',
      aiLab: 'Laboratório IA',
    },
    contact: {
      title: 'Fale conosco',
      emailLabel: 'E-mail',
      email: 'contato@blivion.com.br',
      note: 'Respondemos por e-mail em dias úteis.',
    },
    social: {
      title: 'Redes sociais',
      instagram: 'Instagram',
      instagramUrl: '',
      youtube: 'YouTube',
      youtubeUrl: '',
      linkedin: 'LinkedIn',
      linkedinUrl: '',
      externalHint: '(abre em nova aba)',
    },
    copyright: '© {{year}} Blivion. Todos os direitos reservados.',
  },
} as const;
