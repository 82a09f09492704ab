import { REVISION_HEADER } from '@kp/contract/backoffice';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { Admin, Resource } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { type StubAnswer, stubServer } from '../../../app/component-test.tsx';
import { createDataProvider } from '../../../backoffice/data-provider.ts';
import { germanMessages } from '../../../backoffice/i18n-de.ts';
import { Edit as FaqEdit } from './faq-entries.tsx';

// The back office's edit form (BackofficeEdit with a real content type's form, react-admin and the
// portal's data provider), with the server's answers stubbed: what the editor types survives the whole
// record arriving, the save sends the typed text with the revision it started from, and a 409 keeps it.

const stored = {
  id: 7,
  titel: 'Wie beantrage ich einen Netzanschluss?',
  text: 'Über das Portal der NEW Netz.',
  imageUrl: null,
  sortOrder: 3,
  status: 'published',
  publishedAt: '2026-11-01T09:00:00.000Z',
};
const entry = (record: Record<string, unknown>, revision: number) => ({
  record,
  revision,
  updatedBy: 'Rita Redakteurin',
  updatedAt: '2026-11-20T10:00:00.000Z',
});

/** The revision header of each save, as the data provider sent it. */
let sentRevisions: (string | null)[] = [];

function server(save: (body: Record<string, unknown>) => StubAnswer, holdRecord?: Promise<void>) {
  const calls = stubServer({
    'GET /api/backoffice/faq-entries/7': () => ({ body: entry(stored, 4) }),
    'GET /api/backoffice/faq-entries/7/versions': () => ({ body: [] }),
    'PUT /api/backoffice/faq-entries/7': ({ body }) => save(body as Record<string, unknown>),
  });
  // The stub answers at once; a held record comes only when the test lets it.
  const answer = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), window.location.origin);
    if (init.method === 'PUT') sentRevisions.push(new Headers(init.headers).get(REVISION_HEADER));
    if (holdRecord && url.pathname === '/api/backoffice/faq-entries/7' && (init.method ?? 'GET') === 'GET')
      await holdRecord;
    return answer(input, init);
  });
  return calls;
}

async function renderEdit() {
  window.location.hash = '#/faq-entries/7';
  const i18n = polyglotI18nProvider(() => germanMessages, 'de', [{ locale: 'de', name: 'Deutsch' }], {
    allowMissing: true,
  });
  return render(
    <Admin dataProvider={createDataProvider(() => {})} i18nProvider={i18n} disableTelemetry>
      <Resource name="faq-entries" edit={FaqEdit} />
    </Admin>,
  );
}

beforeEach(() => {
  sentRevisions = [];
});

describe('the back office edit form', () => {
  it('opens with the whole record and saves what was typed, with the revision it started from', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const saves: Record<string, unknown>[] = [];
    server((body) => {
      saves.push(body);
      return { body: entry({ ...stored, ...body, id: 7 }, 5) };
    }, held);
    const screen = await renderEdit();
    await expect.element(screen.getByRole('heading', { name: 'FAQ-Eintrag bearbeiten' })).toBeVisible();
    // No form from a partial record while the whole one is on its way.
    expect(screen.getByRole('textbox', { name: 'Frage' }).elements()).toHaveLength(0);
    release();
    const question = screen.getByRole('textbox', { name: 'Frage' });
    await expect.element(question).toHaveValue(stored.titel);

    await userEvent.fill(question, 'Wie beantrage ich einen Hausanschluss?');
    await screen.getByRole('button', { name: 'Speichern' }).click();
    await vi.waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ titel: 'Wie beantrage ich einen Hausanschluss?', sortOrder: 3 });
    expect(saves[0]).not.toHaveProperty('id');
    expect(sentRevisions).toEqual(['4']);
    await expect.element(question).toHaveValue('Wie beantrage ich einen Hausanschluss?');
  });

  it('keeps the typed text and says why when another editor saved in between (409)', async () => {
    const conflict = 'Dieser Eintrag wurde inzwischen von Max Muster geändert.';
    server(() => ({ status: 409, body: { error: 'revision_conflict', message: conflict } }));
    const screen = await renderEdit();
    const question = screen.getByRole('textbox', { name: 'Frage' });
    await expect.element(question).toHaveValue(stored.titel);
    await userEvent.fill(question, 'Mein geänderter Text');
    await screen.getByRole('button', { name: 'Speichern' }).click();
    await expect.element(screen.getByText(conflict)).toBeVisible();
    await expect.element(question).toHaveValue('Mein geänderter Text');
  });

  it("refuses a question over the schema's limit in the form, in German, without asking the server", async () => {
    const saves: unknown[] = [];
    server((body) => {
      saves.push(body);
      return { body: entry(stored, 5) };
    });
    const screen = await renderEdit();
    const question = screen.getByRole('textbox', { name: 'Frage' });
    await expect.element(question).toHaveValue(stored.titel);
    await userEvent.fill(question, 'F'.repeat(301));
    await screen.getByRole('button', { name: 'Speichern' }).click();
    await expect.element(screen.getByText('Höchstens 300 Zeichen.')).toBeVisible();
    expect(saves).toEqual([]);
  });
});
