import { describe, expect, it } from 'vitest';
import { headingShift } from './markdown.tsx';

describe('headingShift', () => {
  it('moves the top heading of the content to h2', () => {
    expect(headingShift('### So läuft es\n\ntext\n\n#### Details')).toBe(-1);
    expect(headingShift('# Titel\n\n## Abschnitt')).toBe(1);
    expect(headingShift('## Abschnitt')).toBe(0);
  });

  it('leaves content without headings alone', () => {
    expect(headingShift('Nur Text mit #hashtag')).toBe(0);
  });
});
