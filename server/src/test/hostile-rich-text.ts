import { expect } from 'vitest';

/**
 * What an editor's rich text may carry that must never reach a reader (decision 007): a script, event
 * handlers, `javascript:` links and image sources, frames, an SVG, inline styles, images over plain http, from
 * `//host` or as `data:` (https images stay allowed: the former system's texts link them). Written
 * as the rich-text editor saves it (HTML), with one markdown link as the former system stored them, and
 * with harmless markup that must survive (a heading, bold text, a media-library image with its alt text).
 */
export const HOSTILE_RICH_TEXT = [
  '<h2>Wichtig</h2>',
  '<p>Antrag <strong>online</strong> stellen.<script>alert(1)</script></p>',
  '<p><img src="/api/media/0b5b8c1e-1111-4222-8333-944445555666-large.webp" alt="Ein Windrad"></p>',
  '<p><img src="http://example.com/a.png" onerror="alert(2)"><img src="//evil.example/b.png" alt="b"></p>',
  '<p><img src="data:image/png;base64,AAAA" alt="Daten"></p>',
  '<p><img src="javascript:alert(3)" alt="Falle"></p>',
  '<p><a href="javascript:alert(4)">Link</a> <span onclick="alert(5)" style="color:red">rot</span></p>',
  '[Klick](javascript:alert(6))',
  '<iframe src="https://evil.example"></iframe><svg onload="alert(7)"></svg>',
].join('\n\n');

/** A reader's HTML of `HOSTILE_RICH_TEXT`: the harmless parts are there, nothing active is. */
export function expectHarmless(html: string | null | undefined) {
  expect(html).toBeTypeOf('string');
  const text = html as string;
  expect(text).toContain('<h2>Wichtig</h2>');
  expect(text).toContain('<strong>online</strong>');
  expect(text).toContain(
    '<img alt="Ein Windrad" loading="lazy" src="/api/media/0b5b8c1e-1111-4222-8333-944445555666-large.webp" />',
  );
  // Text may say "javascript:" (the literal markdown link); no tag or attribute may carry it.
  expect(text).not.toMatch(
    /<script|<iframe|<svg|\son\w+\s*=|(?:href|src)\s*=\s*["']?\s*javascript:|style=|example\.com|evil\.example|data:/i,
  );
  // Only the media-library image survives: the others are dropped whole.
  expect(text.match(/<img/g)).toHaveLength(1);
}
