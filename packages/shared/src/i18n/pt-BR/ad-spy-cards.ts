/** AdSpy's library-card and trend-line texts (issue 30 section 4; spread into section `adSpy`). */
export const adSpyCards = {
  cards: {
    liveDays_zero: 'No ar desde hoje',
    liveDays_one: 'No ar há {{count}} dia',
    liveDays_other: 'No ar há {{count}} dias',
    ranDays_zero: 'Ficou no ar menos de um dia',
    ranDays_one: 'Ficou no ar {{count}} dia',
    ranDays_other: 'Ficou no ar {{count}} dias',
    platformsLabel: 'Plataformas do anúncio',
    showMore: 'ver mais',
    showLess: 'ver menos',
    suggestionsTitle: 'Anúncios dos seus concorrentes',
    suggestionsHint: 'Toque em um concorrente para ver os anúncios dele.',
    suggestionsLabel: 'Concorrentes sugeridos para a busca',
    searchCompetitor: 'Buscar anúncios de {{name}}',
  },
  trend: {
    label: 'Anúncios ativos nos últimos {{days}} dias',
    up: 'Subiu de {{from}} para {{to}} nos últimos {{days}} dias',
    down: 'Caiu de {{from}} para {{to}} nos últimos {{days}} dias',
    flat: 'Estável em {{to}} nos últimos {{days}} dias',
    none: 'Sem contagens suficientes nos últimos {{days}} dias',
  },
  refreshMenu: {
    more: 'Mais opções de atualização de {{name}}',
    manual: 'Informar contagem manual',
  },
} as const;
