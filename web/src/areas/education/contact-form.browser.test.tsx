import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderInApp, stubServer } from '../../app/component-test.tsx';
import { buildUser } from '../../app/test-factories.ts';
import { ContactForm } from './contact-form.tsx';

function server() {
  return stubServer({
    'GET /api/users/me': () => ({ body: buildUser({ id: 41 }) }),
    'POST /api/bildungsportal/contact-mail': () => ({ status: 201, body: { id: 1, seatsLeft: null } }),
  });
}

const sent = (calls: ReturnType<typeof stubServer>) => calls.filter((call) => call.route.startsWith('POST'));

describe('the contact form of the education portal', () => {
  it("says what is missing and refuses what the server would, in the server's words", async () => {
    const calls = server();
    const screen = await renderInApp(<ContactForm />);
    const send = screen.getByRole('button', { name: 'Absenden' });
    await expect
      .element(screen.getByText('Noch auszufüllen: Vorname, Nachname, E-Mail-Adresse, Nachricht'))
      .toBeVisible();
    await expect.element(send).toBeDisabled();

    // A first name of spaces is no first name, as on the server.
    await userEvent.fill(screen.getByRole('textbox', { name: 'Vorname' }), '  ');
    await userEvent.fill(screen.getByRole('textbox', { name: 'Nachname' }), 'Muster');
    await userEvent.fill(screen.getByRole('textbox', { name: 'E-Mail-Adresse' }), 'erika@schule.example');
    await userEvent.fill(screen.getByRole('textbox', { name: 'Nachricht' }), 'x'.repeat(5001));
    await expect.element(screen.getByText('Noch auszufüllen: Vorname')).toBeVisible();
    // The server's limit, beside the field.
    await expect.element(screen.getByText('Höchstens 5000 Zeichen.')).toBeVisible();
    await expect.element(send).toBeDisabled();

    await userEvent.fill(screen.getByRole('textbox', { name: 'Vorname' }), 'Erika');
    await userEvent.fill(screen.getByRole('textbox', { name: 'Nachricht' }), 'Gibt es noch Plätze?');
    await expect.element(send).toBeEnabled();
    expect(sent(calls)).toEqual([]);
    await send.click();
    await expect
      .poll(() => sent(calls)[0]?.body)
      .toEqual({
        firstname: 'Erika',
        name: 'Muster',
        phone: '',
        mail: 'erika@schule.example',
        bildungseinrichtung: '',
        jahrgangsstufe: '',
        message: 'Gibt es noch Plätze?',
      });
  });
});
