import type { Moment } from '@kp/contract/moments';
import { MOMENT_CLAIM_MESSAGES } from '@kp/contract/moments-constants';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderInApp, type StubAnswer, stubServer } from '../../app/component-test.tsx';
import { buildCommune, buildUser } from '../../app/test-factories.ts';
import { ClaimDialog } from './claim-dialog.tsx';

const moment: Moment = {
  id: 12,
  Titel: 'Stadionführung',
  Beschreibung: 'Hinter den Kulissen',
  Bild: null,
  Startdatum: '2026-12-10',
  Enddatum: '2026-12-10',
  created_at: '2026-11-01T10:00:00.000Z',
  availability: 'available',
};

const user = buildUser({
  firstName: 'Erika',
  lastName: 'Muster',
  email: 'erika@viersen.de',
  commune: buildCommune({ name: 'Viersen' }),
});

function server(claim: (body: unknown) => StubAnswer) {
  return stubServer({
    'GET /api/users/me': () => ({ body: user }),
    'POST /api/moments/sendMomentsEmail': ({ body }) => claim(body),
  });
}

describe('the claim dialog of a moment', () => {
  it("starts with the user's name, commune and e-mail, and sends only when every field is valid", async () => {
    const calls = server(() => ({ status: 201, body: { id: 1 } }));
    let closed = false;
    const screen = await renderInApp(<ClaimDialog moment={moment} onClose={() => (closed = true)} />);
    await expect.element(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Erika Muster');
    await expect.element(screen.getByRole('textbox', { name: 'Kommune' })).toHaveValue('Viersen');

    const send = screen.getByRole('button', { name: 'Absenden' });
    await expect.element(send).toBeDisabled();
    // A field says what is missing once it was left.
    await screen.getByRole('textbox', { name: 'Funktion' }).click();
    await screen.getByRole('textbox', { name: 'Telefonnummer' }).click();
    await screen.getByRole('textbox', { name: 'E-Mail-Adresse' }).click();
    await expect.element(screen.getByText(MOMENT_CLAIM_MESSAGES.task)).toBeVisible();
    await expect.element(screen.getByText(MOMENT_CLAIM_MESSAGES.phone)).toBeVisible();
    await userEvent.fill(screen.getByRole('textbox', { name: 'E-Mail-Adresse' }), 'erika@');
    await userEvent.fill(screen.getByRole('textbox', { name: 'Funktion' }), 'Kämmerin');
    await userEvent.fill(screen.getByRole('textbox', { name: 'Telefonnummer' }), '02162 101');
    await expect.element(screen.getByText(MOMENT_CLAIM_MESSAGES.emailInvalid)).toBeVisible();
    await expect.element(send).toBeDisabled();
    expect(calls.filter((call) => call.route.startsWith('POST'))).toEqual([]);

    await userEvent.fill(screen.getByRole('textbox', { name: 'E-Mail-Adresse' }), 'erika@viersen.de');
    await send.click();
    await expect
      .poll(() => calls.find((call) => call.route.startsWith('POST'))?.body)
      .toEqual({
        momentId: 12,
        subject: 'NEW Erleben: Stadionführung',
        name: 'Erika Muster',
        commune: 'Viersen',
        task: 'Kämmerin',
        phone_number: '02162 101',
        email: 'erika@viersen.de',
      });
    await expect.poll(() => closed).toBe(true);
  });

  it("keeps the form and shows the server's refusal when the moment was taken meanwhile", async () => {
    server(() => ({
      status: 409,
      body: { error: 'taken', message: 'Dieser Moment ist leider schon vergeben.' },
    }));
    let closed = false;
    const screen = await renderInApp(<ClaimDialog moment={moment} onClose={() => (closed = true)} />);
    await userEvent.fill(screen.getByRole('textbox', { name: 'Funktion' }), 'Kämmerin');
    await userEvent.fill(screen.getByRole('textbox', { name: 'Telefonnummer' }), '02162 101');
    await screen.getByRole('button', { name: 'Absenden' }).click();
    await expect.element(screen.getByText('Dieser Moment ist leider schon vergeben.')).toBeVisible();
    await expect.element(screen.getByRole('textbox', { name: 'Funktion' })).toHaveValue('Kämmerin');
    expect(closed).toBe(false);
  });
});
