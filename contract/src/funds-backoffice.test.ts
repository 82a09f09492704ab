import { describe, expect, it } from 'vitest';
import { FundingProgrammeInputSchema, publicationLabel } from './funds-backoffice.ts';

describe('funding back-office contract', () => {
  it('names the publication state as the lists show it', () => {
    const now = new Date('2027-03-01T10:00:00Z');
    expect(publicationLabel(null, now)).toBe('Entwurf');
    expect(publicationLabel('2027-03-01T09:00:00Z', now)).toBe('Veröffentlicht');
    expect(publicationLabel('2027-03-02T08:30:00Z', now)).toBe('Geplant ab 02.03.2027 09:30');
  });

  it('turns empty optional fields into null and keeps lists as objects', () => {
    const parsed = FundingProgrammeInputSchema.parse({
      foerdertitel: ' Titel ',
      untertitel: '',
      frist: '',
      foerderthemaId: null,
      foerdermittelgeber: [{ Titel: 'Bund', Link: '', LogoUrl: '', LogoAlt: '' }],
      status: 'draft',
      publishedAt: '2027-03-01T10:00:00.000Z',
    });
    expect(parsed).toMatchObject({
      foerdertitel: 'Titel',
      untertitel: null,
      frist: null,
      themaIds: [],
      foerdermittelgeber: [{ Titel: 'Bund', Link: null, LogoUrl: null, LogoAlt: null }],
    });
  });
});
