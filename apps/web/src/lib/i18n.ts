import { common, errors, shell, validation } from '@blivion/shared/i18n/pt-BR';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

export const DEFAULT_LANGUAGE = 'pt-BR';

/**
 * The catalogue sections every page needs (the shell, API errors, form messages). The others
 * arrive with the pages that show them, through addCatalogueSections (lib/translations.ts).
 */
export const CORE_SECTIONS = { common, shell, errors, validation };

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  defaultNS: 'translation',
  ns: ['translation'],
  // A copy: i18next writes administrators' overrides into its resources, and the bundled
  // catalogue must stay the defaults (the translation manager shows them, a reset restores them).
  resources: { [DEFAULT_LANGUAGE]: { translation: structuredClone(CORE_SECTIONS) } },
  interpolation: { escapeValue: false, prefix: '{{', suffix: '}}' },
  nsSeparator: false,
  returnNull: false,
  // The catalogue writes '' where nothing is shown (a count's zero form, a social link not set):
  // i18next 27 would take it for a missing text and show the key.
  returnEmptyString: true,
  initAsync: false,
  // Texts edited by an administrator arrive with addResources: re-render what shows them.
  react: { bindI18nStore: 'added' },
});

export { i18n };
