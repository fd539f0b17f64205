import { ptBR } from '@blivion/shared';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

export const DEFAULT_LANGUAGE = 'pt-BR';

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  defaultNS: 'translation',
  ns: ['translation'],
  resources: { [DEFAULT_LANGUAGE]: { translation: ptBR } },
  interpolation: { escapeValue: false, prefix: '{{', suffix: '}}' },
  nsSeparator: false,
  returnNull: false,
  initAsync: false,
});

export { i18n };
