import { account } from './accounts.ts';
import { expect, ROUTES, test } from './fixtures.ts';

// Before, on /verbrauchsdaten at 1440 px the right column's heading broke as
// 'Fördermöglich- / keiten' (the theme lets headings hyphenate and wrap anywhere). No word of the
// column's headings may be split across lines, at 1440, 1264 and 900 px.

const viersen = account('commune');

for (const width of [1440, 1264, 900]) {
  test(`Verbrauchsdaten bei ${width} px: die Überschriften der rechten Spalte trennen kein Wort`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      locale: 'de-DE',
      timezoneId: 'Europe/Berlin',
    });
    const page = await context.newPage();
    await viersen.login(page);
    await page.goto(ROUTES.verbrauchsdaten);
    const aside = page.getByRole('complementary', { name: /^Über / });
    const heading = aside.getByRole('heading', { name: 'Aktuelle Fördermöglichkeiten' });
    await expect(heading).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`verbrauchsdaten-${width}.png`) });
    // Each word of each heading lies on one line: a word split by a break (an automatic hyphen) has two
    // client rects.
    const split = await aside.getByRole('heading').evaluateAll((headings) =>
      headings.flatMap((element) => {
        const text = element.firstChild;
        if (!text || text.nodeType !== Node.TEXT_NODE) return [];
        const words: string[] = [];
        const value = text.textContent ?? '';
        // A break after a written hyphen ('CO₂-/Bilanzen') is fine: the parts count as words.
        for (const match of value.matchAll(/[^\s-]+/g)) {
          const range = document.createRange();
          range.setStart(text, match.index);
          range.setEnd(text, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1) words.push(match[0]);
        }
        return words;
      }),
    );
    expect(split).toEqual([]);
    await context.close();
  });
}
