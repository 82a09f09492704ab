import { ACCESSIBILITY_TEXTS, KNOWN_LIMITATIONS } from '@kp/contract/accessibility';
import { account, createPendingAccount } from './accounts.ts';
import { expect, expectNoSeriousA11yViolations, ROUTES, reviewScreenshot, test } from './fixtures.ts';

const viersen = account('commune');

const statementHeading = (page: import('@playwright/test').Page) =>
  page.getByRole('heading', { level: 1, name: ACCESSIBILITY_TEXTS.title });

test.describe('Erklärung zur Barrierefreiheit (decision 016)', () => {
  for (const width of [1440, 390]) {
    test(`is reached from the login page without signing in, and a barrier is reported (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(ROUTES.login);
      await page.getByRole('link', { name: 'Erklärung zur Barrierefreiheit' }).click();
      await expect(page).toHaveURL(ROUTES.barrierefreiheit);
      await expect(statementHeading(page)).toBeVisible();
      await expect(page).toHaveTitle(`${ACCESSIBILITY_TEXTS.title} – Kommunalportal`);

      // The statement's parts: conformity, the limitations, the last review, the enforcement body of NRW.
      await expect(page.getByText('teilweise barrierefrei')).toBeVisible();
      const limitations = page
        .getByRole('region', { name: 'Nicht barrierefreie Inhalte' })
        .getByRole('listitem');
      await expect(limitations).toHaveCount(KNOWN_LIMITATIONS.length);
      await expect(page.getByText(`zuletzt am ${ACCESSIBILITY_TEXTS.lastReview} überprüft`)).toBeVisible();
      await expect(page.getByRole('region', { name: 'Durchsetzungsverfahren' })).toContainText(
        ACCESSIBILITY_TEXTS.enforcementBody,
      );
      // Nothing runs out sideways at 390 px.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page);

      // An empty report is refused with a message at the field, and focus goes there.
      const form = page.getByRole('region', { name: ACCESSIBILITY_TEXTS.feedbackTitle });
      await form.getByRole('button', { name: 'Meldung absenden' }).click();
      const pageField = form.getByRole('textbox', { name: 'Seite' });
      await expect(pageField).toBeFocused();
      await expect(pageField).toHaveAttribute('aria-invalid', 'true');
      await expect(
        form.getByText('Bitte geben Sie an, auf welcher Seite die Barriere auftritt.'),
      ).toBeVisible();
      await expect(form.getByText('Bitte beschreiben Sie die Barriere.')).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // By keyboard: fill in and send.
      await pageField.fill('/login');
      await page.keyboard.press('Tab');
      await expect(form.getByRole('textbox', { name: 'Beschreibung der Barriere' })).toBeFocused();
      await page.keyboard.type(`Testmeldung ${width} px: der Fokus ist nicht sichtbar.`);
      await form.getByRole('textbox', { name: 'Kontakt (optional)' }).fill('tester@kommune.example');
      await form.getByRole('button', { name: 'Meldung absenden' }).focus();
      await page.keyboard.press('Enter');
      const status = form.getByRole('status');
      await expect(status).toHaveText(ACCESSIBILITY_TEXTS.sent);
      await expect(status).toBeFocused();
      await expect(pageField).toHaveValue('');
      await reviewScreenshot(page, 'statement', { fullPage: true });
    });
  }

  test('the footer of a signed-in page links to it and names the page it came from', async ({ page }) => {
    await viersen.login(page);
    await page.goto(ROUTES.about);
    // The page's content replaces its skeleton and moves the footer down: click once it has settled, or the
    // click can land where the link was a moment before (seen once in a fresh-clone run).
    await expect(
      page.getByRole('heading', { level: 2, name: 'Die Unternehmen der NEW-Gruppe' }),
    ).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Barrierefreiheit' }).click();
    await expect(statementHeading(page)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Seite' })).toHaveValue(ROUTES.about);
    // Signed in, the statement does not send the person to the login.
    await expect(page).toHaveURL(ROUTES.barrierefreiheit);
  });

  test("the approval page links to it too, and its 'Abmelden' stays inside the card at 390 px", async ({
    page,
  }) => {
    const waiting = await createPendingAccount({ registered: true });
    await page.context().addCookies(waiting.cookies);
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(ROUTES.approvalPending);
    await expect(page.getByRole('link', { name: 'Erklärung zur Barrierefreiheit' })).toBeVisible();
    const card = await page.getByRole('main').boundingBox();
    const button = await page.getByRole('button', { name: 'Abmelden' }).boundingBox();
    expect(card && button).toBeTruthy();
    if (card && button) expect(button.x + button.width).toBeLessThanOrEqual(card.x + card.width);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await reviewScreenshot(page, 'approval');
  });
});
