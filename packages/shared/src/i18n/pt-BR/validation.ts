/** Field messages used by the shared zod schemas; the server and the forms show the same text. */
export const validation = {
  required: 'Campo obrigatório.',
  cursorInvalid: 'Página inválida. Atualize a lista.',
  nameRequired: 'O nome é obrigatório.',
  nameTooLong: 'O nome deve ter no máximo 120 caracteres.',
  emailRequired: 'O email é obrigatório.',
  emailInvalid: 'Informe um email válido.',
  passwordRequired: 'A senha é obrigatória.',
  passwordTooShort: 'A senha deve ter pelo menos 8 caracteres.',
  passwordTooLong: 'A senha deve ter no máximo 128 caracteres.',
  passwordTooCommon: 'Esta senha é muito comum e fácil de adivinhar. Escolha outra.',
  passwordMismatch: 'Senhas não coincidem',
  termsRequired: 'Você precisa aceitar os termos de uso para continuar.',
  tokenRequired: 'O link de redefinição é inválido.',
  invalidValue: 'Valor inválido.',
  nulCharacter: 'O texto contém um caractere nulo (U+0000), que não é aceito. Remova-o e tente novamente.',
  illFormedText:
    'O texto contém um caractere incompleto (metade de um emoji ou símbolo), que não é aceito. Remova-o e tente novamente.',
} as const;
