import type { PageType } from '@kp/contract/tracking-constants';

/** German names of the tracked page types, as the analytics page shows them. */
export const PAGE_TYPE_LABELS: Record<PageType, string> = {
  home: 'Startseite',
  about: 'Über die NEW',
  faq: 'FAQ',
  'service-area': 'Fachbereich',
  service: 'Leistung',
  'sub-service': 'Angebot',
  'constructions-map': 'Bauprojekte',
  news: 'Nachrichten und Presse',
  pressDetail: 'Pressemitteilung (Detail)',
  newsDetail: 'Nachricht (Detail)',
  newCompanyDetail: 'NEW-Gesellschaft (Detail)',
  'approval-pending': 'Freischaltung',
  login: 'Anmeldung',
  search: 'Suchergebnisse',
  magazin: 'Magazin',
  funds: 'Fördermöglichkeiten',
  'fund-details': 'Fördermöglichkeit (Detail)',
};
