import type { Foerdermittel, Foerderthema } from '@kp/contract/funds';
import { describe, expect, it } from 'vitest';
import {
  deadline,
  filterByTopic,
  localIsoDate,
  parseFundSort,
  parseTopicId,
  sortFunds,
  topicChips,
} from './fund-list.ts';

const klima: Foerderthema = { id: 1, Titel: 'Klimaschutz', Bild: [] };
const mobil: Foerderthema = { id: 2, Titel: 'Mobilität', Bild: [] };
const digital: Foerderthema = { id: 3, Titel: 'Digitalisierung', Bild: [] };

function buildFund(overrides: Partial<Foerdermittel> = {}): Foerdermittel {
  return {
    id: 1,
    Foerdertitel: 'Kommunalrichtlinie',
    Untertitel: null,
    Frist: null,
    Aufruf: null,
    themen: [],
    foerderthema: null,
    Antragsberechtigt: [],
    Beihilfekategorie: null,
    Foerdergegenstaende: [],
    Foerderhoehe: [],
    Hinweis: null,
    HinweisHtml: null,
    Ansprechpartner: null,
    Links: [],
    Foerdermittelgeber: [],
    AngebotDerNew: { Ansprechpartner: [], Services: [], SubServices: [] },
    created_at: '2025-01-01T08:00:00.000Z',
    ...overrides,
  };
}

const funds = [
  buildFund({
    id: 1,
    Foerdertitel: 'B',
    Frist: '2025-09-30',
    themen: [klima, mobil],
    created_at: '2025-02-01',
  }),
  buildFund({ id: 2, Foerdertitel: 'A', Frist: null, themen: [klima], created_at: '2025-03-01' }),
  buildFund({ id: 3, Foerdertitel: 'C', Frist: '2025-06-30', themen: [digital], created_at: '2025-01-01' }),
  buildFund({ id: 4, Foerdertitel: 'D', Frist: null, themen: [klima, klima], created_at: '2025-03-01' }),
];

describe('topicChips', () => {
  it("starts with 'Alle' and counts programmes per topic, alphabetically", () => {
    expect(topicChips(funds).map((chip) => chip.label)).toEqual([
      'Alle (4)',
      'Digitalisierung (1)',
      'Klimaschutz (3)',
      'Mobilität (1)',
    ]);
    expect(topicChips(funds)[0].topicId).toBeNull();
  });

  it("has only 'Alle (0)' without programmes", () => {
    expect(topicChips([])).toEqual([{ topicId: null, title: 'Alle', count: 0, label: 'Alle (0)' }]);
  });
});

describe('filterByTopic', () => {
  it('keeps the programmes with the topic; null keeps all', () => {
    expect(filterByTopic(funds, 2).map((fund) => fund.id)).toEqual([1]);
    expect(filterByTopic(funds, null)).toHaveLength(4);
    expect(filterByTopic(funds, 99)).toEqual([]);
  });
});

describe('sortFunds', () => {
  it('Fristende: ascending deadline, open-ended next, ties by title', () => {
    expect(sortFunds(funds, 'frist', '2025-01-01').map((fund) => fund.id)).toEqual([3, 1, 2, 4]);
  });

  it('Fristende: expired programmes last, the most recently expired first', () => {
    expect(sortFunds(funds, 'frist', '2025-07-15').map((fund) => fund.id)).toEqual([1, 2, 4, 3]);
    expect(sortFunds(funds, 'frist', '2025-12-01').map((fund) => fund.id)).toEqual([2, 4, 1, 3]);
  });

  it('Erstellungsdatum: newest first', () => {
    expect(sortFunds(funds, 'erstellt').map((fund) => fund.id)).toEqual([4, 2, 1, 3]);
  });

  it('does not change its input', () => {
    const input = [...funds];
    sortFunds(input, 'frist');
    expect(input).toEqual(funds);
  });
});

describe('URL values', () => {
  it('falls back to the defaults', () => {
    expect(parseFundSort(null)).toBe('frist');
    expect(parseFundSort('quatsch')).toBe('frist');
    expect(parseFundSort('erstellt')).toBe('erstellt');
    expect(parseTopicId('3')).toBe(3);
    expect(parseTopicId('0')).toBeNull();
    expect(parseTopicId('-1')).toBeNull();
    expect(parseTopicId('1e3')).toBeNull();
    expect(parseTopicId(null)).toBeNull();
  });
});

describe('deadline', () => {
  it('formats the date and marks a past one as expired', () => {
    expect(deadline('2025-06-30', '2025-07-01')).toEqual({ text: '30.06.2025', expired: true });
    expect(deadline('2025-06-30', '2025-06-30')).toEqual({ text: '30.06.2025', expired: false });
    expect(deadline(null, '2025-06-30')).toEqual({ text: 'offen', expired: false });
  });

  it('takes today in local time', () => {
    expect(localIsoDate(new Date(2025, 0, 5, 23, 30))).toBe('2025-01-05');
  });
});
