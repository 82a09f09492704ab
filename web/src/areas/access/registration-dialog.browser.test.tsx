import { TEXTS } from '@kp/contract/shell';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderInApp, stubServer } from '../../app/component-test.tsx';
import { buildUser } from '../../app/test-factories.ts';
import { RegistrationDialog } from './registration-dialog.tsx';

const waiting = buildUser({ confirmed: false, commune: null });

function server(register: (body: unknown) => { status?: number; body?: unknown }) {
  return stubServer({
    'GET /api/users/me': () => ({ body: waiting }),
    'GET /api/user-details/availableRoles': () => ({
      body: ['Bürgermeister/in', 'Kämmerei', TEXTS.boardMembers],
    }),
    'GET /api/user-details/availableCommunes': () => ({ body: ['Brüggen', 'Viersen', TEXTS.boardMembers] }),
    'POST /api/user-details/updateUserPreferredData': ({ body }) => register(body),
  });
}

describe('the registration dialog', () => {
  it('asks for a portal first, then sends role, commune and phone', async () => {
    const calls = server(() => ({ body: waiting }));
    const screen = await renderInApp(<RegistrationDialog onLogout={() => {}} loggingOut={false} />);

    await screen.getByRole('button', { name: 'Weiter' }).click();
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Bitte wählen Sie ein Portal aus.');

    await screen.getByRole('radio', { name: /Kommunalverwaltung/ }).click();
    await screen.getByRole('button', { name: 'Weiter' }).click();
    await expect.element(screen.getByText('Bitte geben Sie Ihre Rolle und Ihre Kommune an.')).toBeVisible();

    // Nothing chosen: the form names both fields and sends nothing.
    await screen.getByRole('button', { name: 'Absenden' }).click();
    await expect.element(screen.getByText(TEXTS.roleRequired)).toBeVisible();
    await expect.element(screen.getByText(TEXTS.communeRequired)).toBeVisible();
    expect(calls.filter((call) => call.route.startsWith('POST'))).toEqual([]);

    await screen.getByRole('combobox', { name: 'Rolle' }).click();
    await screen.getByRole('option', { name: 'Kämmerei' }).click();
    await screen.getByRole('combobox', { name: 'Kommune' }).click();
    // 'Gremienmitglieder' is a commune only for the role of that name.
    await expect.element(screen.getByRole('option', { name: TEXTS.boardMembers })).not.toBeInTheDocument();
    await screen.getByRole('option', { name: 'Viersen' }).click();
    await userEvent.fill(screen.getByRole('textbox', { name: 'Telefonnummer (optional)' }), '02162 123');
    await screen.getByRole('button', { name: 'Absenden' }).click();

    await expect
      .poll(() => calls.find((call) => call.route === 'POST /api/user-details/updateUserPreferredData')?.body)
      .toEqual({
        preferredData: { preferredFaculty: 'Kämmerei', preferredCommune: 'Viersen' },
        telefon: '02162 123',
      });
  });

  it("shows the server's refusal beside the form and keeps what was typed", async () => {
    server(() => ({ status: 400, body: { error: 'unknown_role', message: 'Diese Rolle gibt es nicht.' } }));
    const screen = await renderInApp(<RegistrationDialog onLogout={() => {}} loggingOut={false} />);
    await screen.getByRole('radio', { name: /Kommunalverwaltung/ }).click();
    await screen.getByRole('button', { name: 'Weiter' }).click();
    await screen.getByRole('combobox', { name: 'Rolle' }).click();
    await screen.getByRole('option', { name: 'Kämmerei' }).click();
    await screen.getByRole('combobox', { name: 'Kommune' }).click();
    await screen.getByRole('option', { name: 'Brüggen' }).click();
    await screen.getByRole('button', { name: 'Absenden' }).click();

    await expect.element(screen.getByRole('alert')).toHaveTextContent('Diese Rolle gibt es nicht.');
    await expect.element(screen.getByRole('combobox', { name: 'Kommune' })).toHaveTextContent('Brüggen');
  });

  it('sets and locks the commune Gremienmitglieder for the role of that name', async () => {
    server(() => ({ body: waiting }));
    const screen = await renderInApp(<RegistrationDialog onLogout={() => {}} loggingOut={false} />);
    await screen.getByRole('radio', { name: /Kommunalverwaltung/ }).click();
    await screen.getByRole('button', { name: 'Weiter' }).click();
    await screen.getByRole('combobox', { name: 'Rolle' }).click();
    await screen.getByRole('option', { name: TEXTS.boardMembers }).click();
    const commune = screen.getByRole('combobox', { name: 'Kommune' });
    await expect.element(commune).toHaveTextContent(TEXTS.boardMembers);
    await expect.element(commune).toHaveAttribute('aria-disabled', 'true');
  });
});
