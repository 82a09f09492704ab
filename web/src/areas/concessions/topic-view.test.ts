import { describe, expect, it } from 'vitest';
import {
  formatDay,
  parseOrder,
  parseSort,
  parseTopicId,
  parseTopicView,
  selectedTopic,
  splitTopics,
  topicCountText,
  withTopicView,
} from './topic-view.ts';

describe('topic view in the URL', () => {
  it('defaults to Änderungsdatum ascending', () => {
    expect(parseTopicView(new URLSearchParams(), true)).toEqual({
      sort: 'updated',
      order: 'asc',
      commune: null,
      archived: false,
      selected: null,
    });
    expect(parseSort('vertrag')).toBe('vertrag');
    expect(parseSort('kommune')).toBe('kommune');
    expect(parseSort('titel')).toBe('updated');
    expect(parseOrder('desc')).toBe('desc');
    expect(parseOrder('DESC')).toBe('asc');
  });

  it('reads topic ids', () => {
    expect(parseTopicId('12')).toBe(12);
    expect(parseTopicId('0')).toBeNull();
    expect(parseTopicId('-3')).toBeNull();
    expect(parseTopicId('1e3')).toBeNull();
    expect(parseTopicId(null)).toBeNull();
  });

  it('takes a known commune from the URL for employees only', () => {
    const params = new URLSearchParams('commune=Wegberg');
    expect(parseTopicView(params, true).commune).toBe('Wegberg');
    expect(parseTopicView(params, false).commune).toBeNull();
    expect(parseTopicView(new URLSearchParams('commune=Köln'), true).commune).toBeNull();
  });

  it('writes the view and leaves defaults out', () => {
    const view = { sort: 'kommune', order: 'desc', commune: 'Viersen', archived: true, selected: 7 } as const;
    const params = withTopicView(new URLSearchParams('x=1'), view);
    expect(params.toString()).toBe('x=1&sort=kommune&order=desc&commune=Viersen&archiv=1&thema=7');
    expect(parseTopicView(params, true)).toEqual(view);
    const back = withTopicView(params, {
      sort: 'updated',
      order: 'asc',
      commune: null,
      archived: false,
      selected: null,
    });
    expect(back.toString()).toBe('x=1');
  });
});

describe('topic list', () => {
  const topics = [
    { id: 1, Archiviert: false },
    { id: 2, Archiviert: true },
    { id: 3, Archiviert: false },
  ];

  it('puts archived topics in their own section, keeping the order', () => {
    expect(splitTopics(topics)).toEqual({
      current: [topics[0], topics[2]],
      archived: [topics[1]],
    });
  });

  it('opens the history only of a topic that is shown', () => {
    expect(selectedTopic(topics, { selected: 3, archived: false })).toBe(topics[2]);
    expect(selectedTopic(topics, { selected: 2, archived: false })).toBeNull();
    expect(selectedTopic(topics, { selected: 2, archived: true })).toBe(topics[1]);
    expect(selectedTopic(topics, { selected: 9, archived: true })).toBeNull();
    expect(selectedTopic(topics, { selected: null, archived: true })).toBeNull();
  });

  it('shows dates on the German calendar day', () => {
    expect(formatDay(Date.parse('2025-03-04T00:00:00Z'))).toBe('04.03.2025');
    // 23:30 UTC is the next day in Germany.
    expect(formatDay(Date.parse('2025-03-04T23:30:00Z'))).toBe('05.03.2025');
  });

  it('counts topics', () => {
    expect(topicCountText(1, null)).toBe('1 Thema');
    expect(topicCountText(4, null)).toBe('4 Themen');
    expect(topicCountText(0, 2)).toBe('0 Themen, 2 archiviert');
  });
});
