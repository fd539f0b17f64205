/**
 * Issue 32's texts (section `courses.learning`): certificates, lesson materials, release schedules
 * and lesson notes (decisions 0088–0091).
 */
export const coursesLearning = {
  validation: {
    certificateTextTooLong: 'O texto do certificado pode ter no máximo 300 caracteres.',
    certificateCodeInvalid: 'Informe o código do certificado.',
    materialLabelRequired: 'Dê um nome ao link.',
    materialLabelTooLong: 'O nome do link pode ter no máximo 120 caracteres.',
    materialUrlInvalid: 'Informe um link válido começando com https://.',
    materialFileInvalid: 'Este arquivo não está mais disponível. Envie-o novamente.',
    tooManyMaterials: 'Uma aula pode ter no máximo 20 materiais.',
    releaseDaysInvalid: 'Informe um número de dias entre 1 e 540.',
    releaseDateInvalid: 'Informe uma data válida.',
    noteInvalid: 'Anotação inválida.',
    noteTooLong: 'A anotação pode ter no máximo 20.000 caracteres.',
  },
  notifications: {
    certificateReady: 'Seu certificado está pronto: “{{course}}”',
    moduleOpened: 'Novo módulo liberado: “{{module}}” em “{{course}}”',
  },
  verify: {
    title: 'Verificação de certificado',
    intro: 'Confira se um certificado de conclusão emitido pela academia é autêntico.',
    valid: 'Certificado válido',
    revoked: 'Certificado revogado: o curso não é mais oferecido pela academia.',
    notFound: 'Certificado não encontrado. Confira o código informado.',
    member: 'Aluno(a)',
    course: 'Curso',
    completedAt: 'Concluído em',
    code: 'Código',
    issuer: 'Emitido por',
    loading: 'Verificando certificado...',
  },
  certificate: {
    title: 'Certificado de conclusão',
    defaultText: 'Certificamos que',
    completedCourse: 'concluiu o curso',
    totalDuration: 'com carga horária de {{duration}}',
    completedOn: 'em {{date}}.',
    verifyAt: 'Verifique a autenticidade em {{url}}',
    codeLabel: 'Código de verificação: {{code}}',
    hours_zero: '{{count}} horas',
    hours_one: '{{count}} hora',
    hours_other: '{{count}} horas',
    minutes_zero: '{{count}} minutos',
    minutes_one: '{{count}} minuto',
    minutes_other: '{{count}} minutos',
    hoursAndMinutes: '{{hours}} e {{minutes}}',
  },
} as const;
