// Kept free of zod, so pages that only need these constants do not load it.

/** Titles with their own views or flag rules (spec 01 §2 and §6). Matched exactly, as the spec names them. */
export const SPECIAL_TITLES = {
  concessionAreas: ['Trinkwasser', 'Abwasser', 'Straßenbeleuchtung'],
  nachhaltigkeit: 'Nachhaltigkeit',
  mobilitaet: 'Mobilität',
  quartiersentwicklung: 'Quartiersentwicklung',
  waermeplanung: 'Kommunale Wärmeplanung',
  waermeplanungFaq: 'FAQs Wärmeplanung',
  events: 'NEW Erleben',
  vereinsfoerderung: 'NEW-Vereinsförderung',
  laufserie: 'NEW-Laufserie',
} as const;

/** Hosts whose iframes an embed (about video, Mobilität map form) may load. */
export const VIDEO_EMBED_HOSTS = ['www.youtube-nocookie.com', 'player.vimeo.com'] as const;

export const CONTENT_TEXTS = {
  offerHeading: 'Unser Angebot:',
  communesHeading: 'Unsere Kommunen:',
  faqEmpty: 'Es wurde keine FAQ Elemente gefunden.',
  contact: 'Kontakt',
  downloads: 'Downloads',
  interesting: 'Ebenfalls Interessant',
} as const;

/** Service preview text: 20 words then an ellipsis; company excerpt 200 characters (spec 01 §9). */
export const SERVICE_PREVIEW_WORDS = 20;
export const COMPANY_EXCERPT_CHARS = 200;
/** Quartiersentwicklung (spec 02): 7 process steps, a typical project takes 4-8 months. */
export const QUARTIER_PROCESS_STEPS = 7;
export const QUARTIER_PROJECT_MONTHS = '4-8';
