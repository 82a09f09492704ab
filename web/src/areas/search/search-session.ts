import type { SearchResult, SearchSessionInput } from '@kp/contract/search';
import { SEARCH_MAX_CHARS } from '@kp/contract/search-constants';
import { searchEndpoints as search } from '@kp/contract/search-endpoints';
import { call } from '../../app/api-client.ts';
import { followUpType } from './search-results.ts';

/** A search session holds at most this many queries (contract: SearchSessionInputSchema). */
export const SESSION_MAX_QUERIES = 20;

/**
 * The queries of the current search session (spec 01 §3), oldest first. `draft` says the last one is still
 * being typed in the search box: the next keystrokes refine it instead of adding a query per letter.
 */
export type SearchSession = { queries: string[]; draft: boolean };

export const EMPTY_SESSION: SearchSession = { queries: [], draft: false };

const same = (a: string, b: string) => a.toLocaleLowerCase('de') === b.toLocaleLowerCase('de');
const startsWith = (text: string, start: string) =>
  text.toLocaleLowerCase('de').startsWith(start.toLocaleLowerCase('de'));

/**
 * The session after a query: `typed` when the search box asked for suggestions, `submitted` when the
 * results page was opened for it. Each distinct query is kept once, in order; a typed query that extends or
 * shortens the draft replaces it; beyond SESSION_MAX_QUERIES the oldest go.
 */
export function addQuery(session: SearchSession, raw: string, kind: 'typed' | 'submitted'): SearchSession {
  const query = raw.trim().slice(0, SEARCH_MAX_CHARS);
  if (!query) return session;
  const draft = kind === 'typed';
  const last = session.queries.at(-1);
  if (last !== undefined && session.draft && (startsWith(query, last) || startsWith(last, query))) {
    const rest = session.queries.slice(0, -1);
    // The refined text may equal an earlier query of the session.
    if (rest.some((earlier) => same(earlier, query))) return { queries: rest, draft: false };
    return { queries: [...rest, query], draft };
  }
  if (session.queries.some((earlier) => same(earlier, query)))
    return { queries: session.queries, draft: false };
  return { queries: [...session.queries, query].slice(-SESSION_MAX_QUERIES), draft };
}

const STORAGE_KEY = 'kp.searchSession';

/** The stored session; anything unreadable counts as a new session. */
export function parseSession(stored: string | null): SearchSession {
  if (!stored) return EMPTY_SESSION;
  try {
    const value = JSON.parse(stored) as Partial<SearchSession>;
    if (!Array.isArray(value.queries)) return EMPTY_SESSION;
    const queries = value.queries.filter(
      (query): query is string => typeof query === 'string' && !!query.trim(),
    );
    return { queries: queries.slice(-SESSION_MAX_QUERIES), draft: value.draft === true };
  } catch {
    return EMPTY_SESSION;
  }
}

// sessionStorage may be unavailable (privacy settings); the search works on without a session then.
function load(): SearchSession {
  try {
    return parseSession(window.sessionStorage.getItem(STORAGE_KEY));
  } catch {
    return EMPTY_SESSION;
  }
}

function store(session: SearchSession | null): void {
  try {
    if (session) window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(session));
    else window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // See load().
  }
}

/** Adds a query to the current search session in this tab. */
export function noteSearchQuery(query: string, kind: 'typed' | 'submitted'): void {
  const session = load();
  const next = addQuery(session, query, kind);
  if (next !== session) store(next);
}

/** The call of POST /api/search/sessions for a chosen result; null for persons, which record nothing. */
export function sessionInput(
  session: SearchSession,
  origin: SearchSessionInput['origin'],
  result: Pick<SearchResult, 'type' | 'id'>,
): SearchSessionInput | null {
  const type = followUpType(result.type);
  if (!type || session.queries.length === 0) return null;
  return { queries: session.queries, origin, followUpType: type, followUp: result.id };
}

/**
 * The person chose a result (spec 01 §3 Search session): sends the session and starts a new one. The
 * server keeps it only with tracking consent; a failure is not the person's concern, so nothing is shown.
 */
export function recordSearchChoice(
  origin: SearchSessionInput['origin'],
  result: Pick<SearchResult, 'type' | 'id'>,
): void {
  const body = sessionInput(load(), origin, result);
  if (!body) return;
  store(null);
  call(search.recordSession, { body }).catch(() => {});
}
