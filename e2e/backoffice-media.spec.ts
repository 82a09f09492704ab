import { expect } from '@playwright/test';
import { account } from './accounts.ts';
import { api, expectNoSeriousA11yViolations, test } from './fixtures.ts';

/** An account of this spec's own with the Redakteur role and no other: the library is the editors'. */
const editor = account('editor');

// A red 8 × 8 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWP4z8CAFWEXHbQSACj/P8FTKqelAAAAAElFTkSuQmCC',
  'base64',
);

test('media library: upload an image with its alt text, see it listed, keep it while it is used', async ({
  page,
}) => {
  await editor.login(page);
  const title = `Testbild ${Date.now()}`;
  await page.goto('/admin/media');
  await expect(page.getByRole('heading', { name: 'Mediathek', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Without an alt text the form refuses, with the message beside the field.
  await page.getByRole('button', { name: 'Hochladen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Datei hochladen' });
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'punkt.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByText('punkt.png')).toBeVisible();
  await dialog.getByLabel('Titel (optional)').fill(title);
  await dialog.getByRole('button', { name: 'Hochladen' }).click();
  const alt = dialog.getByRole('textbox', { name: 'Alternativtext' });
  await expect(alt).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText(/Bitte beschreiben Sie, was das Bild zeigt/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });

  await alt.fill('Ein roter Punkt auf weißem Grund');
  await dialog.getByRole('button', { name: 'Hochladen' }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card).toBeVisible();
  await expect(card.getByText('Nicht verwendet')).toBeVisible();
  await expect(card.getByRole('img', { name: 'Ein roter Punkt auf weißem Grund' })).toBeVisible();

  // Its alt text and title are edited on its own screen.
  await card.getByRole('link', { name: `${title} bearbeiten` }).click();
  await expect(page.getByRole('heading', { name: 'Datei bearbeiten', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Alternativtext' })).toHaveValue(
    'Ein roter Punkt auf weißem Grund',
  );
  await expectNoSeriousA11yViolations(page);
  await page.goto('/admin/media');

  // Used in an FAQ answer, it cannot be deleted: the server's message names the use.
  const list = await api(page.request).get(`/api/backoffice/media?q=${encodeURIComponent(title)}`);
  const [file] = (await list.json()).items as { url: string }[];
  const faqTitle = `Wo steht der rote Punkt? ${Date.now()}`;
  const faq = await api(page.request).post('/api/backoffice/faq-entries', {
    data: { titel: faqTitle, text: `Hier: ![Roter Punkt](/api${file.url})`, sortOrder: 99 },
  });
  expect(faq.status()).toBe(200);
  await page.reload();
  await expect(card.getByText(`FAQ-Eintrag „${faqTitle}“`)).toBeVisible();
  await card.getByRole('button', { name: `${title} löschen` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page.getByText(/Die Datei wird noch verwendet und kann nicht gelöscht werden/)).toBeVisible();
  await page.reload();
  await expect(card).toBeVisible();

  // Once no content uses it, it goes.
  const faqId = (await faq.json()).record.id as number;
  expect((await api(page.request).delete(`/api/backoffice/faq-entries/${faqId}`)).status()).toBe(200);
  await page.reload();
  await expect(card.getByText('Nicht verwendet')).toBeVisible();
  await card.getByRole('button', { name: `${title} löschen` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Bestätigen' }).click();
  await expect(card).toBeHidden();
});
