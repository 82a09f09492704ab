import type { Lieferstelle } from '@kp/contract/rabatt';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderInApp, type StubAnswer, stubServer } from '../../app/component-test.tsx';
import { buildUser } from '../../app/test-factories.ts';
import { EditForm } from './edit-form.tsx';

const row = (overrides: Partial<Lieferstelle> = {}): Lieferstelle => ({
  id: 7,
  marktlokation: '50000000007',
  adresszeile1: 'Rathausmarkt',
  adresszeile2: '1',
  plz: '41747',
  ort: 'Viersen',
  geschaeftspartnerNummer: '100',
  geschaeftspartnerName: 'Stadt Viersen',
  zuordnungMg: null,
  zusatzinfo1: null,
  zusatzinfo2: null,
  zusatzinfo3: null,
  vkSammler: null,
  vkEinzel: null,
  sparte: 'Strom',
  spannungsebene: null,
  druckstufe: null,
  rabatt: true,
  rabattMenge: null,
  changes: [],
  addedByCommune: false,
  addedByNew: false,
  newGeschaeftspartner: false,
  notiz: '',
  commune: 'Viersen',
  year: 2026,
  comments: 0,
  unreadComments: 0,
  version: 3,
  ...overrides,
});

function server(save: (body: Record<string, unknown>) => StubAnswer) {
  return stubServer({
    'GET /api/users/me': () => ({ body: buildUser() }),
    'PUT /api/lieferstellen/updateAdditionalData': ({ body }) => save(body as Record<string, unknown>),
  });
}

const saves = (calls: ReturnType<typeof stubServer>) =>
  calls.filter((call) => call.route === 'PUT /api/lieferstellen/updateAdditionalData');

describe('the Kommunalrabatt edit form', () => {
  it('sends the trimmed fields with the version it started from', async () => {
    const calls = server((body) => ({ body: row({ ...body, version: 4 }) }));
    const screen = await renderInApp(<EditForm row={row()} commune="Viersen" editable />);
    await userEvent.fill(screen.getByRole('textbox', { name: 'Straße' }), '  Marktplatz ');
    await userEvent.fill(screen.getByRole('textbox', { name: 'Notiz' }), 'Neue Hausnummer folgt');
    await screen.getByRole('button', { name: 'Speichern' }).click();
    await expect
      .poll(() => saves(calls)[0]?.body)
      .toEqual({
        id: 7,
        version: 3,
        marktlokation: '50000000007',
        adresszeile1: 'Marktplatz',
        adresszeile2: '1',
        notiz: 'Neue Hausnummer folgt',
      });
    await expect
      .element(screen.getByText('Die Änderungen an Marktlokation 50000000007 wurden gespeichert.'))
      .toBeVisible();
    // The query's query string names the commune for an employee.
    expect(saves(calls)[0]?.url.searchParams.get('commune')).toBe('Viersen');
  });

  it('asks for a street and sends nothing without one', async () => {
    const calls = server(() => ({ body: row() }));
    const screen = await renderInApp(<EditForm row={row()} commune="Viersen" editable />);
    await userEvent.fill(screen.getByRole('textbox', { name: 'Straße' }), '   ');
    await screen.getByRole('button', { name: 'Speichern' }).click();
    await expect.element(screen.getByText('Bitte geben Sie eine Straße an.')).toBeVisible();
    expect(saves(calls)).toEqual([]);
  });

  it('keeps what was typed after a conflict, and says so once the row is loaded again', async () => {
    server(() => ({
      status: 409,
      body: { error: 'conflict', message: 'Jemand anderes hat die Lieferstelle inzwischen geändert.' },
    }));
    const screen = await renderInApp(<EditForm row={row()} commune="Viersen" editable />);
    await userEvent.fill(screen.getByRole('textbox', { name: 'Notiz' }), 'Meine Notiz');
    await screen.getByRole('button', { name: 'Speichern' }).click();
    await expect
      .element(screen.getByText('Jemand anderes hat die Lieferstelle inzwischen geändert.'))
      .toBeVisible();

    // Someone else's newer street arrives; the typed note stays.
    await screen.rerender(
      <EditForm row={row({ adresszeile1: 'Neue Straße', version: 4 })} commune="Viersen" editable />,
    );
    await expect.element(screen.getByRole('textbox', { name: 'Straße' })).toHaveValue('Neue Straße');
    await expect.element(screen.getByRole('textbox', { name: 'Notiz' })).toHaveValue('Meine Notiz');
    await screen.getByRole('button', { name: 'Neu laden' }).click();
    await expect
      .element(screen.getByText(/Ihre Eingaben sind erhalten; bitte speichern Sie erneut/))
      .toBeVisible();
    await expect.element(screen.getByRole('textbox', { name: 'Notiz' })).toHaveValue('Meine Notiz');
  });

  it('shows the fields read-only when the list is not with the commune', async () => {
    server(() => ({ body: row() }));
    const screen = await renderInApp(<EditForm row={row()} commune="Viersen" editable={false} />);
    await expect.element(screen.getByRole('textbox', { name: 'Straße' })).toHaveAttribute('readonly');
    await expect.element(screen.getByRole('button', { name: 'Speichern' })).not.toBeInTheDocument();
  });
});
