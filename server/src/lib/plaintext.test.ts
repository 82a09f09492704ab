import { describe, expect, it } from 'vitest';
import { htmlToPlaintext, markdownToPlaintext } from './plaintext.ts';

describe('htmlToPlaintext', () => {
  it('keeps the text of blocks as lines and decodes every entity', () => {
    const html = '<h2>Titel &amp; mehr</h2><p>Ein <a href="/x">Link</a> &uuml;ber &#8364;&nbsp;5<br>neu</p>';
    expect(htmlToPlaintext(html)).toBe('Titel & mehr\nEin Link über € 5\nneu');
  });

  it('drops lists’ bullets, images, scripts and comments', () => {
    const html =
      '<ul><li>eins</li><li>zwei</li></ul><ol><li>drei</li></ol><img src="a.png" alt="Bild"><script>alert(1)</script><!-- <p>alt</p> -->';
    expect(htmlToPlaintext(html)).toBe('eins\nzwei\ndrei');
  });

  it('reads a > inside an attribute as part of the tag, not as text', () => {
    expect(htmlToPlaintext('<p title="a > b">Text</p>')).toBe('Text');
  });

  it('puts table cells on lines of their own', () => {
    expect(
      htmlToPlaintext('<table><tr><th>Jahr</th><th>MWh</th></tr><tr><td>2024</td><td>12</td></tr></table>'),
    ).toBe('Jahr\nMWh\n2024\n12');
  });

  it('gives an empty string for empty input', () => {
    expect(htmlToPlaintext('')).toBe('');
  });
});

describe('markdownToPlaintext', () => {
  it('leaves no markdown syntax behind', () => {
    const markdown =
      '# Kopf\n\n**fett** und _kursiv_ [Link](https://example.org) ![Bild](x.png)\n\n- a\n- b\n\n1. c\n\n`code`';
    expect(markdownToPlaintext(markdown)).toBe('Kopf\nfett und kursiv Link\na\nb\nc\ncode');
  });
});
