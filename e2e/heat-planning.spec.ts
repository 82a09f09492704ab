import type { Browser } from '@playwright/test';
import { type Account, account } from './accounts.ts';
import { api, expect, expectNoSeriousA11yViolations, pageHeading, ROUTES, test } from './fixtures.ts';

// Heat planning (decision 012): the terms dialog on opening, then the embedded app with a token that the app
// verifies with our JWKS (e2e/heat-planning-app.ts); the FAQ in three groups; the flag.

const viersen = account('commune');
const employee = account('employee');
const brueggen = account('communeSmall');

async function signedInPage(browser: Browser, user: Account, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'de-DE' });
  const page = await context.newPage();
  await user.login(page);
  return page;
}

// Each width with an account of its own: the acceptance is stored per person.
for (const [width, user] of [
  [1440, viersen],
  [900, employee],
] as const) {
  test(`Kommunale Wärmeplanung: Nutzungsbedingungen, dann die Anwendung bei ${width} px`, async ({
    browser,
  }) => {
    const page = await signedInPage(browser, user, width);
    await page.goto(ROUTES.waermeplanung);
    // The modal dialog hides the page from assistive technology until it is answered.
    const dialog = page.getByRole('dialog', { name: 'Nutzungsbedingungen Kommunale Wärmeplanung' });
    await expect(dialog).toBeVisible();
    await expect(page.getByTitle('Anwendung Kommunale Wärmeplanung')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    // Persistent: Escape does not close it.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    await expect(pageHeading(page)).toHaveText('Kommunale Wärmeplanung');
    const app = page.frameLocator('iframe[title="Anwendung Kommunale Wärmeplanung"]');
    await expect(app.getByText(/^Token gültig für /)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Accepted once: the next opening goes straight to the app, also through the service page.
    await page.reload();
    await expect(app.getByText(/^Token gültig für /)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await page.context().close();
  });
}

test('FAQ Kommunale Wärmeplanung: drei Gruppen mit aufklappbaren Antworten', async ({ browser }) => {
  const page = await signedInPage(browser, viersen, 1440);
  await page.goto(ROUTES.waermeplanungFaq);
  await expect(pageHeading(page)).toHaveText('FAQ Kommunale Wärmeplanung');
  const main = page.getByRole('main');
  for (const group of ['Allgemein', 'Endverbraucher:innen', 'Kommunen']) {
    await expect(main.getByRole('heading', { name: group, level: 2 })).toBeVisible();
  }
  const question = main.getByRole('button', { name: 'Bis wann muss der Wärmeplan vorliegen?' });
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(main.getByText(/30\. Juni 2028/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.context().close();
});

test('ohne Freischaltung: die Seiten leiten zurück, der Server verweigert', async ({ browser }) => {
  const page = await signedInPage(browser, brueggen, 1440);
  for (const route of [ROUTES.waermeplanung, ROUTES.waermeplanungFaq]) {
    await page.goto(route);
    await expect(page).toHaveURL(new RegExp(`${ROUTES.home}$`));
  }
  for (const call of ['/api/faq-waerme', '/api/waermeplanung/checkTosStatus', '/api/waermeplanung/getUrl']) {
    expect((await api(page.request).get(call)).status(), call).toBe(403);
  }
  await page.context().close();
});
