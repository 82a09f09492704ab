import { describe, expect, it } from 'vitest';
import {
  addQuery,
  EMPTY_SESSION,
  parseSession,
  SESSION_MAX_QUERIES,
  type SearchSession,
  sessionInput,
} from './search-session.ts';

const typeLetters = (session: SearchSession, word: string) => {
  let next = session;
  for (let length = 2; length <= word.length; length++) next = addQuery(next, word.slice(0, length), 'typed');
  return next;
};

describe('addQuery', () => {
  it('keeps one query for a word typed letter by letter', () => {
    expect(typeLetters(EMPTY_SESSION, 'Strom')).toEqual({ queries: ['Strom'], draft: true });
  });

  it('keeps the shortened text when letters are deleted', () => {
    const session = addQuery(addQuery(EMPTY_SESSION, 'Stromnetz', 'typed'), 'Strom', 'typed');
    expect(session.queries).toEqual(['Strom']);
  });

  it('adds an unrelated query after the draft', () => {
    const session = addQuery(typeLetters(EMPTY_SESSION, 'Strom'), 'Wasser', 'typed');
    expect(session).toEqual({ queries: ['Strom', 'Wasser'], draft: true });
  });

  it('fixes a submitted query, so later typing adds a new one', () => {
    let session = addQuery(typeLetters(EMPTY_SESSION, 'Strom'), 'Strom', 'submitted');
    expect(session).toEqual({ queries: ['Strom'], draft: false });
    session = typeLetters(session, 'Stromnetz');
    expect(session.queries).toEqual(['Strom', 'Stromnetz']);
  });

  it('keeps each query once, ignoring case and spaces', () => {
    let session = addQuery(EMPTY_SESSION, 'Strom', 'submitted');
    session = addQuery(session, 'Wasser', 'submitted');
    session = addQuery(session, '  strom ', 'submitted');
    expect(session.queries).toEqual(['Strom', 'Wasser']);
    // A draft that is refined into an earlier query does not repeat it.
    session = addQuery(session, 'Strompreis', 'typed');
    session = addQuery(session, 'Strom', 'typed');
    expect(session).toEqual({ queries: ['Strom', 'Wasser'], draft: false });
  });

  it('ignores empty text', () => {
    expect(addQuery(EMPTY_SESSION, '   ', 'submitted')).toBe(EMPTY_SESSION);
  });

  it('keeps the newest 20 queries', () => {
    let session = EMPTY_SESSION;
    for (let n = 1; n <= 25; n++) session = addQuery(session, `Begriff ${n}`, 'submitted');
    expect(session.queries).toHaveLength(SESSION_MAX_QUERIES);
    expect(session.queries[0]).toBe('Begriff 6');
    expect(session.queries.at(-1)).toBe('Begriff 25');
  });

  it('cuts a query to 100 characters', () => {
    expect(addQuery(EMPTY_SESSION, 'x'.repeat(150), 'submitted').queries[0]).toHaveLength(100);
  });
});

describe('parseSession', () => {
  it('reads a stored session and treats anything else as a new one', () => {
    expect(parseSession(JSON.stringify({ queries: ['Strom', 3, ''], draft: true }))).toEqual({
      queries: ['Strom'],
      draft: true,
    });
    expect(parseSession(null)).toEqual(EMPTY_SESSION);
    expect(parseSession('{kaputt')).toEqual(EMPTY_SESSION);
    expect(parseSession('{"queries":"Strom"}')).toEqual(EMPTY_SESSION);
  });
});

describe('sessionInput', () => {
  const session = { queries: ['Strom', 'Ladesäule'], draft: false };

  it('names the queries, the origin and the chosen entry', () => {
    expect(sessionInput(session, 'suggestions', { type: 'SubServices', id: 9 })).toEqual({
      queries: ['Strom', 'Ladesäule'],
      origin: 'suggestions',
      followUpType: 'sub_service',
      followUp: 9,
    });
    expect(sessionInput(session, 'results', { type: 'Presse', id: 4 })).toMatchObject({
      origin: 'results',
      followUpType: 'press_post',
    });
  });

  it('records nothing for a person or without queries', () => {
    expect(sessionInput(session, 'results', { type: 'Ansprechpartner', id: 2 })).toBeNull();
    expect(sessionInput(EMPTY_SESSION, 'results', { type: 'News', id: 2 })).toBeNull();
  });
});
