import { ptBR } from '@blivion/shared';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

export const DEFAULT_LANGUAGE = 'pt-BR';

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  defaultNS: 'translation',
  ns: ['translation'],
  // A copy: i18next writes administrators' overrides into its resources, and the bundled
  // catalogue must stay the defaults (the translation manager shows them, a reset restores them).
  resources: { [DEFAULT_LANGUAGE]: { translation: structuredClone(ptBR) } },
  interpolation: { escapeValue: false, prefix: '{{', suffix: '}}' },
  nsSeparator: false,
  returnNull: false,
  initAsync: false,
  // Texts edited by an administrator arrive with addResources: re-render what shows them.
  react: { bindI18nStore: 'added' },
});

export { i18n };
