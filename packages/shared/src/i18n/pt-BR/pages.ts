/**
 * Public information pages: privacy, terms, about, contact, help, not found.
 * Long documents use numbered sections (s1, s2, ...); inside a section, `title` is the heading,
 * keys starting with `p` are paragraphs and keys starting with `i` are list items, shown in key order.
 */
export const pages = {
  privacy: {
    title: 'Política de Privacidade',
    effectiveDate: 'Vigente desde 22 de outubro de 2024',
    intro:
      'Esta política explica quais dados pessoais a Blivion trata quando você usa a plataforma, para que os usamos, com quem os compartilhamos e como você exerce seus direitos, nos termos da Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018, LGPD).',
    dpoLabel: 'E-mail do encarregado',
    dpoEmail: 'privacidade@blivion.com.br',
    sections: {
      s1: {
        title: '1. Quem somos',
        p1: 'A Blivion é uma academia online para empreendedores digitais. Para os fins da LGPD, a Blivion é a controladora dos dados pessoais tratados na plataforma, incluindo o site, a área de membros, o fórum, o Laboratório de IA e o AdSpy.',
      },
      s2: {
        title: '2. Dados que coletamos',
        p1: 'Coletamos apenas os dados necessários para oferecer os recursos que você usa:',
        i1: 'Dados de conta: nome, e-mail e senha. A senha é guardada apenas de forma irreversível (hash argon2id); ninguém na Blivion consegue lê-la.',
        i2: 'Dados de acesso: papel (gratuito, premium, administrador), permissões liberadas, data de expiração do acesso e, quando houver, o logo pessoal que você enviar.',
        i3: 'Dados de uso: aulas concluídas e progresso nos cursos, créditos de IA recebidos e consumidos, notificações.',
        i4: 'Conteúdo do fórum: tópicos, respostas, tags, enquetes, votos e curtidas, e a pontuação calculada para o ranking.',
        i5: 'Laboratório de IA: as conversas com modelos e agentes, os arquivos anexados a elas e os agentes que você criar.',
        i6: 'Arquivos enviados: imagens de logo e, para administradores, capas e vídeos de cursos e imagens de banners.',
        i7: 'AdSpy: os concorrentes que você cadastra e o histórico de contagens de anúncios desses concorrentes.',
        i8: 'Dados técnicos: endereço IP, data e hora de acesso, navegador e registros de erros, usados para segurança e para cumprir a lei.',
        p2: 'Não coletamos dados sensíveis (como origem racial, saúde ou religião) e pedimos que você não os informe em publicações ou conversas com a IA.',
      },
      s3: {
        title: '3. Para que usamos seus dados',
        i1: 'Criar e manter sua conta, autenticar seu acesso e recuperar sua senha por e-mail.',
        i2: 'Liberar e controlar o acesso aos cursos, ao Laboratório de IA e ao AdSpy conforme o seu plano.',
        i3: 'Exibir seu progresso, suas conversas, suas publicações e o ranking da comunidade.',
        i4: 'Enviar emails transacionais, como o link de redefinição de senha e avisos sobre o seu acesso.',
        i5: 'Proteger a plataforma contra fraudes e abusos, por exemplo limitando tentativas de login.',
        i6: 'Cumprir obrigações legais e atender pedidos de autoridades competentes.',
        p1: 'Não vendemos seus dados e não os usamos para publicidade de terceiros.',
      },
      s4: {
        title: '4. Bases legais',
        p1: 'Tratamos seus dados com base nas hipóteses do art. 7º da LGPD:',
        i1: 'Execução de contrato (inciso V): dados de conta, de acesso, de uso e o conteúdo que você cria, necessários para prestar o serviço que você contratou ou aceitou ao se cadastrar.',
        i2: 'Cumprimento de obrigação legal (inciso II): guarda dos registros de acesso à aplicação por seis meses, exigida pelo art. 15 do Marco Civil da Internet (Lei nº 12.965/2014).',
        i3: 'Legítimo interesse (inciso IX): segurança da plataforma, prevenção a fraudes e melhoria dos recursos, sempre respeitando seus direitos e expectativas.',
        i4: 'Consentimento (inciso I): quando você escolhe enviar conteúdo a um provedor de IA em uma conversa. Você pode deixar de usar o recurso a qualquer momento.',
      },
      s5: {
        title: '5. Com quem compartilhamos',
        p1: 'Compartilhamos dados somente quando um recurso precisa disso, e apenas o necessário:',
        i1: 'Provedores de inteligência artificial: quando você conversa com um modelo no Laboratório de IA, o texto das mensagens, os anexos e as instruções do agente são enviados ao provedor do modelo escolhido (por exemplo OpenAI, Anthropic, Google, DeepSeek, Mistral, xAI, Perplexity ou Groq). Não enviamos seu nome nem seu e-mail. Cada provedor trata esses dados conforme a própria política de privacidade.',
        i2: 'Meta (Biblioteca de Anúncios): o AdSpy consulta a Biblioteca de Anúncios da Meta com os termos de busca e os identificadores de páginas dos concorrentes. Nenhum dado pessoal seu é enviado à Meta.',
        i3: 'Serviço de envio de e-mail: seu nome e e-mail, para entregar mensagens como a de redefinição de senha.',
        i4: 'Provedores de hospedagem e infraestrutura, que armazenam os dados em nosso nome e sob contrato.',
        i5: 'Autoridades públicas, quando houver obrigação legal ou ordem judicial.',
        p2: 'O conteúdo que você publica no fórum fica visível para os demais membros da plataforma.',
      },
      s6: {
        title: '6. Transferência internacional',
        p1: 'Alguns provedores de IA e de infraestrutura processam dados fora do Brasil. Nesses casos, a transferência ocorre conforme o art. 33 da LGPD, com provedores que oferecem garantias de proteção compatíveis e apenas para executar o recurso que você usou.',
      },
      s7: {
        title: '7. Cookies e armazenamento local',
        p1: 'Usamos um único cookie, essencial: o cookie de sessão que mantém você conectado. Ele é marcado como HttpOnly (scripts da página não conseguem lê-lo), expira automaticamente e é apagado quando você sai da conta.',
        p2: 'O armazenamento local do seu navegador guarda apenas preferências de interface: tema (claro, escuro ou roxo), barra lateral aberta ou fechada, o momento em que você fechou um banner e as configurações de exibição dos cursos. Esses dados não saem do seu dispositivo.',
        p3: 'Não usamos cookies de publicidade nem de rastreamento de terceiros.',
      },
      s8: {
        title: '8. Por quanto tempo guardamos',
        i1: 'Dados de conta, de uso e conteúdo: enquanto sua conta estiver ativa.',
        i2: 'Registros de acesso à aplicação: seis meses, como exige o Marco Civil da Internet.',
        i3: 'Links de redefinição de senha: valem por uma hora e podem ser usados uma única vez.',
        i4: 'Após a exclusão da conta, apagamos ou anonimizamos seus dados em até 30 dias, exceto os que a lei nos obriga a guardar.',
      },
      s9: {
        title: '9. Segurança',
        p1: 'Adotamos medidas técnicas e administrativas para proteger seus dados: conexão criptografada, senhas com hash argon2id, chaves de API e tokens de terceiros criptografados no servidor e nunca enviados ao navegador, limite de tentativas de login e acesso interno restrito a quem precisa.',
        p2: 'Se ocorrer um incidente de segurança que possa causar risco ou dano relevante, comunicaremos você e a Autoridade Nacional de Proteção de Dados (ANPD), como determina o art. 48 da LGPD.',
      },
      s10: {
        title: '10. Seus direitos',
        p1: 'Como titular, você pode pedir a qualquer momento, nos termos do art. 18 da LGPD:',
        i1: 'confirmação de que tratamos seus dados e acesso a eles;',
        i2: 'correção de dados incompletos, inexatos ou desatualizados;',
        i3: 'anonimização, bloqueio ou eliminação de dados desnecessários, excessivos ou tratados em desconformidade com a lei;',
        i4: 'portabilidade dos dados a outro fornecedor;',
        i5: 'eliminação dos dados tratados com base no consentimento e revogação desse consentimento;',
        i6: 'informação sobre as entidades com quem compartilhamos seus dados;',
        i7: 'oposição a tratamento realizado em desconformidade com a LGPD.',
        p2: 'Envie seu pedido ao encarregado pelo e-mail indicado abaixo, a partir do e-mail da sua conta. Responderemos em até 15 dias. Você também pode apresentar reclamação à ANPD.',
      },
      s11: {
        title: '11. Menores de idade',
        p1: 'A Blivion é destinada a maiores de 18 anos. Não coletamos intencionalmente dados de crianças ou adolescentes; se identificarmos uma conta nessa situação, ela será excluída.',
      },
      s12: {
        title: '12. Alterações desta política',
        p1: 'Podemos atualizar esta política para refletir mudanças na plataforma ou na lei. A data de vigência no topo da página indica a versão atual, e avisaremos na plataforma sobre mudanças relevantes.',
      },
      s13: {
        title: '13. Encarregado e contato',
        p1: 'Para dúvidas sobre esta política ou para exercer seus direitos, fale com o encarregado pelo tratamento de dados pessoais da Blivion pelo e-mail abaixo.',
      },
    },
  },
  terms: {
    title: 'Termos de Uso',
    effectiveDate: 'Vigentes desde 22 de outubro de 2024',
    intro:
      'Estes termos regem o uso da plataforma Blivion. Ao criar uma conta, você declara que leu e aceita estes termos e a Política de Privacidade.',
    sections: {
      s1: {
        title: '1. A plataforma',
        p1: 'A Blivion é uma academia online para empreendedores digitais, com cursos em vídeo, fórum da comunidade, Laboratório de IA com modelos e agentes, e o AdSpy, ferramenta de monitoramento de anúncios da concorrência.',
      },
      s2: {
        title: '2. Cadastro e conta',
        i1: 'Você precisa ter pelo menos 18 anos e informar dados verdadeiros.',
        i2: 'A conta é pessoal e intransferível. Guarde sua senha em sigilo; você responde pelo que for feito com a sua conta.',
        i3: 'Se suspeitar de uso indevido, redefina sua senha e avise o suporte.',
      },
      s3: {
        title: '3. Acesso aos recursos',
        p1: 'O cadastro é gratuito e dá acesso ao fórum. Cursos, Laboratório de IA e AdSpy são liberados por um administrador da Blivion, conforme o seu plano, e podem ter data de expiração.',
        p2: 'Quando o acesso expira, você continua com acesso ao fórum. O conteúdo que você criou não é apagado.',
        p3: 'Recursos podem ser desativados temporariamente para manutenção ou melhoria.',
      },
      s4: {
        title: '4. Regras da comunidade',
        p1: 'No fórum e em qualquer área da plataforma, é proibido:',
        i1: 'publicar conteúdo ilegal, ofensivo, discriminatório, de ódio ou que incentive violência;',
        i2: 'fazer spam, propaganda não solicitada ou esquemas de pirâmide;',
        i3: 'expor dados pessoais de outras pessoas sem autorização;',
        i4: 'violar direitos autorais, marcas ou outros direitos de terceiros;',
        i5: 'tentar burlar a segurança, sobrecarregar a plataforma ou acessar contas de outras pessoas.',
        p2: 'Publicações que violem estas regras podem ser removidas, e a conta responsável pode ser suspensa.',
      },
      s5: {
        title: '5. Laboratório de IA',
        p1: 'As respostas são geradas por modelos de inteligência artificial de terceiros e podem conter erros ou informações desatualizadas. Elas não substituem orientação profissional jurídica, contábil, financeira ou médica; revise antes de usar.',
        p2: 'Cada resposta consome créditos de IA conforme o uso real do modelo. Créditos não têm valor monetário e não são reembolsáveis.',
        p3: 'Não envie dados sensíveis ou informações confidenciais de terceiros nas conversas.',
      },
      s6: {
        title: '6. AdSpy',
        p1: 'O AdSpy mostra informações públicas da Biblioteca de Anúncios da Meta e contagens registradas pela própria Blivion. Os dados dependem da disponibilidade da Meta e podem estar incompletos. Use-os de acordo com a lei e com os termos da Meta.',
      },
      s7: {
        title: '7. Propriedade intelectual',
        p1: 'Os cursos, materiais, marca e software da Blivion são protegidos por direitos autorais. Você recebe uma licença pessoal, não exclusiva e intransferível para assistir e usar o conteúdo dentro da plataforma; não é permitido baixar, copiar, revender ou redistribuir os cursos.',
        p2: 'Você continua dono do conteúdo que publica e concede à Blivion licença gratuita para exibi-lo na plataforma enquanto ele estiver publicado.',
      },
      s8: {
        title: '8. Suspensão e encerramento',
        p1: 'Você pode encerrar sua conta a qualquer momento pelo contato do suporte. A Blivion pode suspender ou encerrar contas que violem estes termos, informando o motivo sempre que possível.',
      },
      s9: {
        title: '9. Responsabilidade',
        p1: 'A Blivion oferece conteúdo educacional e ferramentas; não garante resultados financeiros ou de vendas. Trabalhamos para manter a plataforma disponível, mas ela pode passar por interrupções. Nada nestes termos limita os direitos que você tem como consumidor.',
      },
      s10: {
        title: '10. Alterações dos termos',
        p1: 'Podemos alterar estes termos. Mudanças relevantes serão avisadas na plataforma antes de entrarem em vigor; se você continuar usando a Blivion depois disso, os novos termos passam a valer.',
      },
      s11: {
        title: '11. Lei aplicável e contato',
        p1: 'Estes termos seguem as leis da República Federativa do Brasil. Fica eleito o foro do domicílio do usuário. Dúvidas podem ser enviadas pela página de contato.',
      },
    },
  },
  about: {
    title: 'Sobre a Blivion',
    intro:
      'A Blivion é uma academia online feita para empreendedores digitais brasileiros: quem vende ou quer vender pela internet e busca conhecimento prático, comunidade e boas ferramentas.',
    sections: {
      s1: {
        title: 'Nossa missão',
        p1: 'Tornar o empreendedorismo digital mais acessível, reunindo em um só lugar o que é preciso para aprender, praticar e acompanhar o mercado, em português e direto ao ponto.',
      },
      s2: {
        title: 'O que oferecemos',
        i1: 'Cursos em vídeo de marketing digital, e-commerce, dropshipping, mídias sociais e idiomas, com progresso salvo aula a aula.',
        i2: 'Um fórum com categorias, tags, enquetes e rankings mensais para aprender com a comunidade.',
        i3: 'Um Laboratório de IA com vários modelos de inteligência artificial e agentes especializados.',
        i4: 'O AdSpy, para acompanhar os anúncios da concorrência pela Biblioteca de Anúncios da Meta.',
      },
      s3: {
        title: 'Como funciona o acesso',
        p1: 'O cadastro é gratuito e libera o fórum na hora. Os cursos, o Laboratório de IA e o AdSpy são liberados por um administrador, conforme o seu plano.',
      },
      s4: {
        title: 'Acesso antecipado',
        p1: 'A plataforma está em acesso antecipado: novos cursos, agentes e recursos chegam com frequência, e as sugestões da comunidade ajudam a decidir o que vem a seguir.',
      },
    },
    cta: 'Criar conta grátis',
  },
  contact: {
    title: 'Contato',
    intro: 'Fale com a equipe Blivion. Atendemos por e-mail.',
    emailLabel: 'E-mail',
    email: 'contato@blivion.com.br',
    responseTime: 'Respondemos em dias úteis, por ordem de chegada.',
    sections: {
      s1: {
        title: 'Suporte à conta',
        p1: 'Escreva do e-mail cadastrado na sua conta e descreva o que aconteceu. Nunca pedimos sua senha.',
      },
      s2: {
        title: 'Liberação de acesso',
        p1: 'Para liberar cursos, Laboratório de IA ou AdSpy, entre em contato informando o e-mail da sua conta. Um administrador analisa o pedido e libera o acesso conforme o seu plano.',
      },
      s3: {
        title: 'Privacidade e dados pessoais',
        p1: 'Pedidos sobre seus dados pessoais vão para o encarregado, pelo e-mail indicado na Política de Privacidade.',
      },
    },
    helpLink: 'Veja também a Central de Ajuda',
    privacyLink: 'Ler a Política de Privacidade',
  },
  help: {
    title: 'Central de Ajuda',
    intro:
      'Respostas para as dúvidas mais comuns. Não encontrou o que procurava? Fale com a gente pela página de contato.',
    contactLink: 'Ir para a página de contato',
    groups: {
      g1: {
        title: 'Conta e cadastro',
        q1: {
          question: 'Como crio minha conta?',
          answer:
            'Clique em Cadastrar, informe nome, e-mail e uma senha de pelo menos 8 caracteres, confirme a senha e aceite os termos de uso. Você entra na plataforma logo em seguida.',
        },
        q2: {
          question: 'O cadastro é gratuito?',
          answer: 'Sim. A conta gratuita dá acesso imediato ao fórum da comunidade.',
        },
        q3: {
          question: 'Esqueci minha senha. E agora?',
          answer:
            'Na tela de login, clique em Esqueceu a senha? e informe seu e-mail. Você recebe um link para criar uma nova senha; ele vale por uma hora e só pode ser usado uma vez. Ao trocar a senha, as sessões abertas em outros dispositivos são encerradas.',
        },
      },
      g2: {
        title: 'Acesso aos recursos',
        q1: {
          question: 'Por que só tenho acesso ao fórum?',
          answer:
            'Toda conta nova começa com acesso ao fórum. Cursos, Laboratório de IA e AdSpy são liberados por um administrador, conforme o seu plano.',
        },
        q2: {
          question: 'Como libero o acesso aos cursos e ao Laboratório de IA?',
          answer:
            'Entre em contato pela página de contato informando o e-mail da sua conta. Quando um administrador liberar o acesso, os novos recursos aparecem no menu lateral na próxima vez que você abrir a plataforma.',
        },
        q3: {
          question: 'Meu acesso expirou. O que acontece?',
          answer:
            'Depois da data de expiração, você continua com acesso ao fórum, e seu progresso e suas conversas ficam guardados. Fale com um administrador para renovar.',
        },
      },
      g3: {
        title: 'Usando a plataforma',
        q1: {
          question: 'Como funcionam os créditos de IA?',
          answer:
            'Cada resposta de um modelo de IA consome créditos de acordo com o tamanho da conversa e o modelo escolhido. Seu saldo aparece no painel e no Laboratório de IA.',
        },
        q2: {
          question: 'Como funciona o ranking do fórum?',
          answer:
            'Você ganha pontos ao criar tópicos, responder e receber curtidas. O ranking Blivion do Mês considera o mês atual; o Elite Blivion considera todo o histórico.',
        },
        q3: {
          question: 'Como troco o tema?',
          answer:
            'Use o menu de tema no cabeçalho e escolha Claro, Escuro ou Roxo & Preto. A escolha fica salva neste navegador.',
        },
      },
    },
  },
  notFound: {
    title: 'Página não encontrada',
    message: 'O endereço que você tentou abrir não existe ou foi movido.',
    code: 'Erro 404',
    home: 'Voltar para o início',
  },
} as const;
