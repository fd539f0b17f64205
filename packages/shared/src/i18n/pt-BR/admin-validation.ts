/** Field messages and error titles of the administration API (banners, members, translations, uploads). */
export const adminValidation = {
  bannerRequiredTitle: 'Campos obrigatórios',
  bannerRequired: 'Título e URL da imagem são obrigatórios',
  bannerTitleTooLong: 'O título deve ter no máximo 120 caracteres.',
  bannerDescriptionTooLong: 'A descrição deve ter no máximo 500 caracteres.',
  bannerImageUrlInvalid: 'A URL da imagem deve começar com https:// ou ser um arquivo enviado (/uploads/...).',
  bannerLinkInvalid: 'O link deve começar com http://, https:// ou / (página da plataforma).',
  expirationInvalid: 'Informe uma data de expiração válida.',
  searchTooLong: 'A busca deve ter no máximo 254 caracteres.',
  translationRequired: 'O texto não pode ficar vazio.',
  translationTooLong: 'O texto deve ter no máximo 5000 caracteres.',
  uploadErrorTitle: 'Erro ao fazer upload',
  invalidFileTypeTitle: 'Tipo de arquivo inválido',
  fileTooLargeTitle: 'Arquivo muito grande',
} as const;
