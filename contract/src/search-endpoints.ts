import { defineEndpoint } from './endpoint.ts';
import {
  SearchQuerySchema,
  SearchResultsSchema,
  SearchSessionInputSchema,
  SuggestionsSchema,
} from './search.ts';

// The search (spec 01 §3). Hits are the municipal portal's content: refused to education-only users.

const municipal = { access: 'confirmed', portal: 'municipal', tags: ['search'] } as const;

export const searchEndpoints = {
  suggestions: defineEndpoint({
    ...municipal,
    method: 'GET',
    path: '/search/suggestions',
    summary: 'Vorschläge der Suchbox: bis zu 2 je Kategorie',
    query: SearchQuerySchema,
    answers: { 200: SuggestionsSchema },
  }),
  results: defineEndpoint({
    ...municipal,
    method: 'GET',
    path: '/search',
    summary: 'Suchergebnisse mit Anzahl je Kategorie',
    query: SearchQuerySchema,
    answers: { 200: SearchResultsSchema },
  }),
  recordSession: defineEndpoint({
    ...municipal,
    method: 'POST',
    path: '/search/sessions',
    summary: 'Hält fest, welches Suchergebnis gewählt wurde (nur mit Einwilligung)',
    body: SearchSessionInputSchema,
    answers: { 204: 'empty' },
  }),
};
