import { COOKIE_DIALOG_DELAY_MS } from '@kp/contract/shell';
import { account } from './accounts.ts';
import { expect, expectNoSeriousA11yViolations, pageHeading, ROUTES, test } from './fixtures.ts';

// Styles without a runtime (issue 28, decision 032): the pages moved to CSS Modules write no <style>
// element, neither in the server's HTML nor in the browser, and take their look from the design tokens.
// The one element is the build's stylesheet, which the server puts in the head for the first paint.

const RUNTIME_STYLES = 'style:not(#kp-stylesheet)';

test('die Anmeldeseite kommt ohne Stil-Laufzeit aus, auch mit dem Cookie-Dialog', async ({ page }) => {
  await page.clock.install();
  const answer = await page.goto(ROUTES.login);
  const html = (await answer?.text()) ?? '';
  expect(html.match(/<style/g), 'one style element: the stylesheet').toHaveLength(1);
  expect(html).toContain('<style id="kp-stylesheet">');
  expect(html, 'no stylesheet to wait for').not.toContain('rel="stylesheet"');
  const heading = page.getByRole('heading', { level: 1, name: 'Willkommen im Kommunalportal der NEW' });
  await expect(heading).toBeVisible();
  expect(await page.locator(RUNTIME_STYLES).count(), 'style elements after hydration').toBe(0);
  await expect(page.locator('#kp-stylesheet')).toHaveCount(1);

  // The look comes from the tokens' stylesheet: NEW's green on the sign-in button, the type scale's h4.
  const look = await page.evaluate(() => {
    const button = document.querySelector('main a[href*="/api/auth/login"], main button[aria-describedby]');
    const h1 = document.querySelector('main h1');
    return {
      token: getComputedStyle(document.documentElement).getPropertyValue('--kp-color-primary').trim(),
      button: button ? getComputedStyle(button).backgroundColor : '',
      headingSize: h1 ? getComputedStyle(h1).fontSize : '',
    };
  });
  expect(look.token).toBe('#0a6e3c');
  expect(look.headingSize).toBe('34px');
  expect(look.button).not.toBe('rgba(0, 0, 0, 0)');

  await page.clock.fastForward(COOKIE_DIALOG_DELAY_MS + 1_000);
  const dialog = page.getByRole('dialog', { name: 'Cookies und Nutzungsstatistik' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toBeFocused();
  expect(await page.locator(RUNTIME_STYLES).count(), 'style elements with the dialog open').toBe(0);
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(heading).toBeVisible();
});

const viersen = account('commune');

// Every reader area has moved (decision 032): a page of each writes no <style> beside the stylesheet.
for (const route of [ROUTES.home, ROUTES.news, ROUTES.faq, ROUTES.verbrauchsdaten, ROUTES.kommunalrabatt]) {
  test(`${route} schreibt keine Stile zur Laufzeit`, async ({ page }) => {
    await viersen.login(page);
    const answer = await page.goto(route);
    const html = (await answer?.text()) ?? '';
    expect(html.match(/<style/g), 'one style element: the stylesheet').toHaveLength(1);
    await expect(pageHeading(page)).toBeVisible();
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    expect(await page.locator(RUNTIME_STYLES).count(), 'style elements after hydration').toBe(0);
  });
}
