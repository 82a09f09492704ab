import { describe, expect, it } from 'vitest';
import { markdownToPlainText, wordPreview } from './word-preview.ts';

describe('markdownToPlainText', () => {
  it('removes markdown marks and keeps the text', () => {
    expect(
      markdownToPlainText(
        '### Titel\n\nEin **fetter** und _kursiver_ [Link](https://example.org) mit `Code`.\n\n- Punkt eins\n1. Punkt zwei\n> Zitat',
      ),
    ).toBe('Titel Ein fetter und kursiver Link mit Code. Punkt eins Punkt zwei Zitat');
  });

  it('keeps underscores inside words and splits table cells', () => {
    expect(markdownToPlainText('| a | b_c |\n|---|---|\n| __d__ | e |')).toBe('a b_c d e');
  });

  it('drops images and HTML', () => {
    expect(markdownToPlainText('Vorher ![Bild](/uploads/a.png) <br/> nachher')).toBe('Vorher nachher');
  });

  it('keeps hyphenated words and numbers', () => {
    expect(markdownToPlainText('E-Mobilität für 18 Kommunen, 35.000 € - 4-8 Monate')).toBe(
      'E-Mobilität für 18 Kommunen, 35.000 € - 4-8 Monate',
    );
  });
});

describe('wordPreview', () => {
  it('cuts after the given number of words and adds an ellipsis', () => {
    expect(wordPreview('eins zwei drei vier fünf', 3)).toBe('eins zwei drei …');
  });

  it('adds no ellipsis when nothing was cut', () => {
    expect(wordPreview('eins zwei drei', 3)).toBe('eins zwei drei');
    expect(wordPreview('eins  zwei\n\ndrei', 20)).toBe('eins zwei drei');
  });

  it('counts words of the plain text, not markdown marks', () => {
    expect(wordPreview('**Unser Angebot:**\n\n- Netzanschlüsse für Baugebiete', 3)).toBe(
      'Unser Angebot: Netzanschlüsse …',
    );
  });

  it('handles empty content', () => {
    expect(wordPreview('', 20)).toBe('');
    expect(wordPreview(null, 20)).toBe('');
  });
});
