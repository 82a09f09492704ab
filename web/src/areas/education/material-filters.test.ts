import { describe, expect, it } from 'vitest';
import {
  ageGroupOptions,
  filterMaterials,
  materialHashtags,
  readFilters,
  topicButtons,
} from './material-filters.ts';

const material = (id: number, topics: string[], ages: string[], subjects: string[] = []) => ({
  id,
  Themas: topics.map((Name) => ({ Name })),
  Jahrgangsstufen: ages.map((Bezeichnung) => ({ Bezeichnung })),
  Schulfaecher: subjects.map((Name) => ({ Name })),
});

const list = [
  material(1, ['Strom', 'Energiesparen'], ['Klasse 5-7']),
  material(2, ['Strom'], ['Klasse 1-4', 'Klasse 5-7']),
  material(3, ['Wasser', 'Wasser'], ['Klasse 10-13']),
  material(4, [], ['Klasse 1-4']),
];

describe('material filters', () => {
  it('lists the age groups that occur, in natural order', () => {
    expect(ageGroupOptions(list)).toEqual(['Klasse 1-4', 'Klasse 5-7', 'Klasse 10-13']);
  });

  it("starts the topic buttons with 'Alle' and counts each material once per topic", () => {
    expect(topicButtons(list, null, 'Alle')).toEqual([
      { topic: null, title: 'Alle', count: 4 },
      { topic: 'Energiesparen', title: 'Energiesparen', count: 1 },
      { topic: 'Strom', title: 'Strom', count: 2 },
      { topic: 'Wasser', title: 'Wasser', count: 1 },
    ]);
  });

  it('counts the topics within the chosen age group', () => {
    expect(topicButtons(list, 'Klasse 1-4', 'Alle')).toEqual([
      { topic: null, title: 'Alle', count: 2 },
      { topic: 'Strom', title: 'Strom', count: 1 },
    ]);
  });

  it('filters by age group and topic and keeps the order of the server', () => {
    const ids = (items: { id: number }[]) => items.map((item) => item.id);
    expect(ids(filterMaterials(list, { ageGroup: null, topic: null }))).toEqual([1, 2, 3, 4]);
    expect(ids(filterMaterials(list, { ageGroup: 'Klasse 5-7', topic: null }))).toEqual([1, 2]);
    expect(ids(filterMaterials(list, { ageGroup: 'Klasse 1-4', topic: 'Strom' }))).toEqual([2]);
    expect(ids(filterMaterials(list, { ageGroup: null, topic: 'Wasser' }))).toEqual([3]);
  });

  it('ignores filters of the URL that no material carries', () => {
    const params = new URLSearchParams({ altersgruppe: 'Klasse 1-4', thema: 'Strom' });
    expect(readFilters(params, list)).toEqual({ ageGroup: 'Klasse 1-4', topic: 'Strom' });
    expect(readFilters(new URLSearchParams({ altersgruppe: 'Kita' }), list)).toEqual({
      ageGroup: null,
      topic: null,
    });
    // Wasser exists, but not for Klasse 1-4.
    expect(readFilters(new URLSearchParams({ altersgruppe: 'Klasse 1-4', thema: 'Wasser' }), list)).toEqual({
      ageGroup: 'Klasse 1-4',
      topic: null,
    });
  });

  it('makes hashtags of topics, subjects and age groups, each once', () => {
    const tag = (text: string) => `#${text.toLowerCase().replace(/\s+/g, '')}`;
    expect(
      materialHashtags(
        material(9, ['Erneuerbare Energien', 'Strom'], ['Klasse 5-7'], ['Physik', 'Strom']),
        tag,
      ),
    ).toEqual(['#erneuerbareenergien', '#strom', '#physik', '#klasse5-7']);
  });
});
