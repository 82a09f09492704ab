import { describe, expect, it } from 'vitest';
import { markdownToHtml, sanitizeRichHtml } from './rich-text.ts';

const DANGEROUS = [
  '<script',
  'alert',
  'onerror',
  'onload',
  'onclick',
  'javascript:',
  '<iframe',
  '<svg',
  '<style',
  'style=',
  'class=',
];

function expectHarmless(html: string) {
  for (const bad of DANGEROUS) expect(html, bad).not.toContain(bad);
}

describe('markdownToHtml', () => {
  it('keeps ordinary markdown: paragraphs, emphasis, lists, tables, links and images', () => {
    const html = markdownToHtml(
      [
        '## Abschnitt',
        'Die **NEW** baut *aus* und ~~nicht~~ ab.',
        '- eins\n- zwei',
        '1. erstens\n2. zweitens',
        '| Sparte | Anteil |\n|:--|--:|\n| Strom | 40 % |',
        '> Zitat',
        '[Leistung](/service/3), [Mail](mailto:kommune@new.de), [Telefon](tel:+492161490)',
        '![Umspannwerk](https://cdn.example/werk.jpg "Werk") ![Plan](/uploads/plan.png)',
        '`code`',
      ].join('\n\n'),
    );
    expect(html).toContain('<h2>Abschnitt</h2>');
    expect(html).toContain('<p>Die <strong>NEW</strong> baut <em>aus</em> und <del>nicht</del> ab.</p>');
    expect(html).toMatch(/<ul>\s*<li>eins<\/li>\s*<li>zwei<\/li>\s*<\/ul>/);
    expect(html).toMatch(/<ol>\s*<li>erstens<\/li>\s*<li>zweitens<\/li>\s*<\/ol>/);
    expect(html).toContain('<th align="left">Sparte</th>');
    expect(html).toContain('<td align="right">40 %</td>');
    expect(html).toMatch(/<blockquote>\s*<p>Zitat<\/p>\s*<\/blockquote>/);
    expect(html).toContain('<a href="/service/3">Leistung</a>');
    expect(html).toContain('<a href="mailto:kommune@new.de">Mail</a>');
    expect(html).toContain('<a href="tel:+492161490">Telefon</a>');
    expect(html).toContain(
      '<img alt="Umspannwerk" loading="lazy" src="https://cdn.example/werk.jpg" title="Werk" />',
    );
    expect(html).toContain('<img alt="Plan" loading="lazy" src="/api/uploads/plan.png" />');
    expect(html).toContain('<code>code</code>');
  });

  it('moves the top heading to h2 and keeps the distance of the levels below', () => {
    expect(markdownToHtml('### So läuft es\n\ntext\n\n#### Details')).toBe(
      '<h2>So läuft es</h2>\n<p>text</p>\n<h3>Details</h3>\n',
    );
    expect(markdownToHtml('# Titel\n\n## Abschnitt')).toBe('<h2>Titel</h2>\n<h3>Abschnitt</h3>\n');
    expect(markdownToHtml('## Abschnitt\n\n###### Tief')).toBe('<h2>Abschnitt</h2>\n<h6>Tief</h6>\n');
    expect(markdownToHtml('Nur Text mit #hashtag')).toBe('<p>Nur Text mit #hashtag</p>\n');
  });

  it('opens external links in a new tab without access to the portal', () => {
    const html = markdownToHtml('[NEW](https://www.new.de) und www.example.org und [intern](/faq)');
    expect(html).toContain('<a href="https://www.new.de" target="_blank" rel="noopener noreferrer">NEW</a>');
    expect(html).toContain(
      '<a href="http://www.example.org" target="_blank" rel="noopener noreferrer">www.example.org</a>',
    );
    expect(html).toContain('<a href="/faq">intern</a>');
  });

  it('neutralises script, handlers, javascript: links, iframes, svg and styles in raw HTML', () => {
    const html = markdownToHtml(
      [
        'Text <script>alert(1)</script> weiter',
        '<img src="x" onerror="alert(2)">',
        '<a href="javascript:alert(3)">böse</a>',
        '[auch böse](javascript:alert(4))',
        '[getarnt](JaVaScRiPt&#58;alert(5))',
        '<iframe src="https://evil.example"></iframe>',
        '<svg onload="alert(6)"><circle r="1"/></svg>',
        '<p style="position:fixed" class="x" onclick="alert(7)">Stil</p>',
        '<style>body{display:none}</style>',
      ].join('\n\n'),
    );
    expectHarmless(html);
    expect(html).toContain('<p>Text  weiter</p>');
    expect(html).toContain('<a>böse</a>');
    expect(html).toContain('<a>auch böse</a>');
    expect(html).toContain('<p>Stil</p>');
    expect(html).not.toContain('<img');
  });

  it('returns nothing for empty markdown', () => {
    expect(markdownToHtml('')).toBe('');
    expect(markdownToHtml('  \n ')).toBe('');
  });
});

describe('sanitizeRichHtml', () => {
  it('removes every dangerous construct', () => {
    const html = sanitizeRichHtml(
      [
        '<p>Vorher</p><script>alert(1)</script>',
        '<img src="x" onerror="alert(2)"><img src="javascript:alert(3)"><img src="data:image/png;base64,AAAA">',
        '<img src="http://insecure.example/a.png"><img src="//cdn.example/a.png">',
        '<a href="javascript:alert(4)">js</a><a href="jav&#x09;ascript:alert(5)">js2</a>',
        '<a href="vbscript:msgbox(1)">vb</a><a href="data:text/html,x">data</a>',
        '<a href="//evil.example">proto</a><a href="/&#x09;/evil.example">tab</a>',
        '<iframe src="https://evil.example"></iframe><object data="x.swf"></object><embed src="x">',
        '<svg onload="alert(6)"><circle r="1"/></svg><math><mi>x</mi></math>',
        '<form action="/x"><input name="a"><button>Los</button></form>',
        '<p style="color:red" class="big" id="x" onmouseover="alert(7)">Text</p>',
        '<a href="https://www.new.de" onclick="alert(8)" target="_top" rel="opener">NEW</a>',
      ].join(''),
    );
    expectHarmless(html);
    for (const bad of [
      'vbscript',
      'data:',
      '<object',
      '<embed',
      '<form',
      '<input',
      '<button',
      'evil',
      'http:',
    ])
      expect(html, bad).not.toContain(bad);
    expect(html).not.toContain('<img');
    expect(html).toContain('<p>Vorher</p>');
    expect(html).toContain('<a>js</a><a>js2</a><a>vb</a><a>data</a><a>proto</a><a>tab</a>');
    expect(html).toContain('<p>Text</p>');
    expect(html).toContain('<a href="https://www.new.de" target="_blank" rel="noopener noreferrer">NEW</a>');
  });

  it('keeps ordinary editorial markup and gives stored files the API base', () => {
    const html = sanitizeRichHtml(
      [
        '<h2>Neue Leitung</h2><p>Die <strong>NEW</strong> baut <em>aus</em>.<br></p>',
        '<ul><li>Punkt</li></ul><table><tbody><tr><td colspan="2">Zelle</td></tr></tbody></table>',
        '<figure><img src="/uploads/bild.jpg" alt="Bild"><figcaption>Unterschrift</figcaption></figure>',
        '<a href="/uploads/bericht.pdf">Bericht</a><a href="/news-detail/3" target="_blank">intern</a>',
        '<a href="#abschnitt">Anker</a><p>H<sub>2</sub>O, m<sup>2</sup>, <u>u</u> <s>s</s> <span>x</span></p>',
      ].join(''),
    );
    expect(html).toBe(
      [
        '<h2>Neue Leitung</h2><p>Die <strong>NEW</strong> baut <em>aus</em>.<br /></p>',
        '<ul><li>Punkt</li></ul><table><tbody><tr><td colspan="2">Zelle</td></tr></tbody></table>',
        '<figure><img alt="Bild" loading="lazy" src="/api/uploads/bild.jpg" /><figcaption>Unterschrift</figcaption></figure>',
        '<a href="/api/uploads/bericht.pdf">Bericht</a><a href="/news-detail/3">intern</a>',
        '<a href="#abschnitt">Anker</a><p>H<sub>2</sub>O, m<sup>2</sup>, <u>u</u> <s>s</s> <span>x</span></p>',
      ].join(''),
    );
  });

  it('shifts HTML headings like markdown ones, and never leaves an h1', () => {
    expect(sanitizeRichHtml('<h1>Titel</h1><h3>Unter</h3>')).toBe('<h2>Titel</h2><h4>Unter</h4>');
    expect(sanitizeRichHtml('<h4>Oben</h4><h5>Unten</h5>')).toBe('<h2>Oben</h2><h3>Unten</h3>');
    expect(sanitizeRichHtml('<p>&lt;h4&gt; bleibt Text</p><h3 class="x">T</h3>')).toBe(
      '<p>&lt;h4&gt; bleibt Text</p><h2>T</h2>',
    );
  });

  it('returns what it returned when given its own output', () => {
    const once = sanitizeRichHtml(
      '<h3>A</h3><p><a href="https://x.example">x</a><img src="/uploads/a.png"></p>',
    );
    expect(sanitizeRichHtml(once)).toBe(once);
  });
});
