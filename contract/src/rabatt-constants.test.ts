import { describe, expect, it } from 'vitest';
import { rabattChangeFailedText, rabattFailureText } from './rabatt-constants.ts';

describe('rabattChangeFailedText (decision 016)', () => {
  it('gives the reason the server names, e.g. who changed the row', () => {
    const text = rabattChangeFailedText(
      'DE0001',
      409,
      'Die Lieferstelle wurde inzwischen von Nina Neu geändert. Bitte laden Sie die Ansicht neu und versuchen Sie es noch einmal.',
    );
    expect(text).toContain('Nina Neu');
    expect(text).not.toContain('Datenbank antwortet nicht');
  });

  it("keeps the spec's text when the server did not answer or failed", () => {
    expect(rabattChangeFailedText('DE0001', 0, null)).toBe(rabattFailureText('DE0001', 0));
    expect(rabattChangeFailedText('DE0001', 503, 'Die Datenbank ist nicht erreichbar.')).toBe(
      rabattFailureText('DE0001', 503),
    );
  });
});
