/** E-mails the administration sends (the invitation of a member created by an administrator). */
export const adminEmail = {
  invitationSubject: 'Você foi convidado para a Blivion',
  invitationGreeting: 'Olá, {{name}}!',
  invitationBody:
    'Uma conta Blivion foi criada para você por um administrador. Use o link abaixo para definir a sua senha. O link vale por 72 horas e só pode ser usado uma vez.',
  invitationIgnore: 'Se você não esperava este convite, ignore este e-mail.',
} as const;
