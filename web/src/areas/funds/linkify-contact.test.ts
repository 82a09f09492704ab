import { describe, expect, it } from 'vitest';
import { linkifyContact } from './linkify-contact.ts';

describe('linkifyContact', () => {
  it('links e-mail, phone and web addresses and keeps the rest as text', () => {
    expect(
      linkifyContact(
        'Projektträger Jülich\nTel.: 02461 61-3773\nE-Mail: ptj@fz-juelich.de\nhttps://www.ptj.de.',
      ),
    ).toEqual([
      { text: 'Projektträger Jülich\nTel.: ' },
      { text: '02461 61-3773', href: 'tel:02461613773' },
      { text: '\nE-Mail: ' },
      { text: 'ptj@fz-juelich.de', href: 'mailto:ptj@fz-juelich.de' },
      { text: '\n' },
      { text: 'https://www.ptj.de', href: 'https://www.ptj.de' },
      { text: '.' },
    ]);
  });

  it('leaves dates, postcodes and plain text alone', () => {
    expect(linkifyContact('Frist 30.06.2025, 41747 Viersen')).toEqual([
      { text: 'Frist 30.06.2025, 41747 Viersen' },
    ]);
    expect(linkifyContact('+49 2161 490-0')).toEqual([{ text: '+49 2161 490-0', href: 'tel:+4921614900' }]);
  });
});
