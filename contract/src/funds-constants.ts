// Kept free of zod, so pages that only need these constants do not load it.

/** The contact text's blocks are separated by three line breaks (spec 01 §2, funding detail). */
export const splitContactText = (text: string | null): string[] =>
  (text ?? '')
    .split('\n\n\n')
    .map((block) => block.trim())
    .filter(Boolean);

export const FUNDS_TEXTS = {
  title: 'Fördermöglichkeiten',
  all: 'Alle',
  sortDeadline: 'Fristende',
  sortCreated: 'Erstellungsdatum',
} as const;
