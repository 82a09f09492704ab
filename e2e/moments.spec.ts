import type { Browser, Page } from '@playwright/test';
import { type Account, account } from './accounts.ts';
import {
  api,
  expect,
  expectNoSeriousA11yViolations,
  pageHeading,
  ROUTES,
  test,
  WALK_WIDTHS,
} from './fixtures.ts';

// Moments (NEW Erleben, decision 012): the grid with the availability texts, the claim dialog and its checks,
// the grid on the sub-service, and the flag.

const viersen = account('commune');
const brueggen = account('communeSmall');

async function signedInPage(browser: Browser, user: Account, width = 1440) {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
  });
  const page = await context.newPage();
  await user.login(page);
  return page;
}

const main = (page: Page) => page.getByRole('main');

for (const width of WALK_WIDTHS) {
  test(`NEW Erleben: einen Moment beanspruchen bei ${width} px`, async ({ browser }) => {
    const page = await signedInPage(browser, viersen, width);
    await page.goto(ROUTES.newErleben);
    await expect(pageHeading(page)).toHaveText('NEW Erleben');
    const grid = main(page).getByRole('list', { name: 'Momente' });
    // As many cards as the API gives this account: other specs may publish moments of their own meanwhile.
    const moments = (await (await api(page.request).get('/api/moments')).json()) as {
      id: number;
      availability: string;
      Titel: string;
      Startdatum: string;
      Enddatum: string;
    }[];
    expect(moments.length).toBeGreaterThanOrEqual(3);
    await expect(grid.getByRole('article')).toHaveCount(moments.length);
    // The three availability texts of spec 02 §2.
    await expect(grid.getByText('Verfügbar', { exact: true }).first()).toBeVisible();
    await expect(grid.getByText(/^Verfügbar ab \d\d\.\d\d\.\d{4}$/).first()).toBeVisible();
    await expect(grid.getByText('Abgelaufen', { exact: true }).first()).toBeVisible();
    // Only available moments can be claimed; an expired one says so on its button.
    await expect(grid.getByRole('button', { name: 'Abgelaufen' }).first()).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    // Every card, and the claim dialog, name the moment's dates (decision 016).
    const tour = moments.find((moment) => moment.Titel === 'Führung durch das Wasserwerk Fischeln');
    expect(tour).toBeTruthy();
    const german = (day = '') => day.split('-').reverse().join('.');
    const tourDates = `Zeitraum: ${german(tour?.Startdatum)} – ${german(tour?.Enddatum)}`;
    await expect(grid.getByRole('article').getByText(/^Zeitraum: \d\d\.\d\d\.\d{4}/)).toHaveCount(
      moments.length,
    );
    await expect(
      grid.getByRole('article').filter({ hasText: 'Führung durch das Wasserwerk Fischeln' }),
    ).toContainText(tourDates);

    await grid.getByRole('button', { name: 'Beanspruchen: Führung durch das Wasserwerk Fischeln' }).click();
    const dialog = page.getByRole('dialog', { name: 'Führung durch das Wasserwerk Fischeln beanspruchen' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(tourDates);
    const send = dialog.getByRole('button', { name: 'Absenden' });
    // Name, commune and e-mail come from the account; function and phone are still missing.
    await expect(dialog.getByLabel('Kommune')).toHaveValue('Viersen');
    await expect(send).toBeDisabled();
    await dialog.getByLabel('Funktion').focus();
    await dialog.getByLabel('Telefonnummer').focus();
    await expect(dialog.getByText('Funktion wird benötigt')).toBeVisible();
    await dialog.getByLabel('Funktion').fill('Kämmerei');
    await dialog.getByLabel('Telefonnummer').fill('02162 101');
    const email = dialog.getByLabel('E-Mail-Adresse');
    await email.fill('kaemmerei.viersen.example');
    await email.blur();
    await expect(dialog.getByText('Email-Adresse nicht gültig')).toBeVisible();
    await expect(send).toBeDisabled();
    await email.fill('kaemmerei@viersen.example');
    await expect(send).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
    await send.click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByText(/Ihre Anfrage für „Führung durch das Wasserwerk Fischeln“ ist bei uns eingegangen/),
    ).toBeVisible();

    // The server refuses a moment that is not available today.
    const coming = moments.find((moment) => moment.availability === 'available_at');
    const refused = await api(page.request).post('/api/moments/sendMomentsEmail', {
      data: {
        momentId: coming?.id,
        name: 'A',
        commune: 'Viersen',
        task: 'B',
        phone_number: '1',
        email: 'a@b',
      },
    });
    expect(refused.status()).toBe(409);
    await page.context().close();
  });
}

test("NEW Erleben: die Momente auch auf dem Angebot 'NEW Erleben'; ohne Flag weder Seite noch Daten", async ({
  browser,
}) => {
  const page = await signedInPage(browser, viersen);
  await page.goto(ROUTES.home);
  await main(page)
    .getByRole('link', { name: /NEW Erleben/ })
    .first()
    .click();
  await expect(pageHeading(page)).toHaveText('NEW Erleben');
  await expect(main(page).getByRole('heading', { name: 'Aktuelle Momente' })).toBeVisible();
  const moments = (await (await api(page.request).get('/api/moments')).json()) as unknown[];
  await expect(main(page).getByRole('list', { name: 'Momente' }).getByRole('article')).toHaveCount(
    moments.length,
  );
  await expectNoSeriousA11yViolations(page);
  await page.context().close();

  const small = await signedInPage(browser, brueggen);
  await small.goto(ROUTES.newErleben);
  await expect(small).toHaveURL(new RegExp(`${ROUTES.home}$`));
  expect((await api(small.request).get('/api/moments')).status()).toBe(403);
  await small.context().close();
});
