import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from './data-provider.ts';

type Call = { url: URL; method: string; headers: Record<string, string>; body: unknown };

let calls: Call[];
let answers: Array<{ status: number; body?: unknown }>;

beforeEach(() => {
  calls = [];
  answers = [];
  vi.stubGlobal('window', { location: { origin: 'http://portal.test' } });
  vi.stubGlobal('fetch', async (url: URL, init: RequestInit) => {
    calls.push({
      url,
      method: init.method ?? 'GET',
      headers: init.headers as Record<string, string>,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    const answer = answers.shift() ?? { status: 200, body: {} };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
    });
  });
});
afterEach(() => vi.unstubAllGlobals());

const entry = (record: Record<string, unknown>, revision = 2) => ({
  record,
  revision,
  updatedBy: 'Erika Muster',
  updatedAt: '2026-11-25T10:00:00.000Z',
});

describe('the back office data provider', () => {
  it('asks for a list page with paging, sort, search and the other filters as JSON', async () => {
    answers.push({ status: 200, body: { items: [{ id: 1, titel: 'A' }], total: 31 } });
    const provider = createDataProvider(() => {});
    const page = await provider.getList('faq-entries', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'titel', order: 'DESC' },
      filter: { q: ' Rabatt ', status: 'draft' },
    });
    expect(page).toEqual({ data: [{ id: 1, titel: 'A' }], total: 31 });
    const { url } = calls[0];
    expect(url.pathname).toBe('/api/backoffice/faq-entries');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '2',
      perPage: '10',
      sort: 'titel',
      order: 'DESC',
      q: 'Rabatt',
      filter: '{"status":"draft"}',
    });
  });

  it("gathers an export's 1,000 rows from the server's pages of 500, and stops at the last row", async () => {
    const rows = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => ({ id: from + i, titel: `Eintrag ${from + i}` }));
    answers.push({ status: 200, body: { items: rows(1, 500), total: 742 } });
    answers.push({ status: 200, body: { items: rows(501, 242), total: 742 } });
    const provider = createDataProvider(() => {});
    const page = await provider.getList('news-posts', {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(page.total).toBe(742);
    expect(page.data.map((row) => row.id)).toEqual(rows(1, 742).map((row) => row.id));
    expect(
      calls.map((call) => [call.url.searchParams.get('page'), call.url.searchParams.get('perPage')]),
    ).toEqual([
      ['1', '500'],
      ['2', '500'],
    ]);
  });

  it('keeps the revision of a read and sends it back with the save, without the internal fields', async () => {
    answers.push({ status: 200, body: entry({ id: 7, titel: 'Alt' }, 4) });
    answers.push({ status: 200, body: entry({ id: 7, titel: 'Neu' }, 5) });
    const provider = createDataProvider(() => {});
    const { data: record } = await provider.getOne('faq-entries', { id: 7 });
    expect(record).toMatchObject({ id: 7, titel: 'Alt', _revision: 4, _updatedBy: 'Erika Muster' });
    const saved = await provider.update('faq-entries', {
      id: 7,
      data: { ...record, titel: 'Neu' },
      previousData: record,
    });
    expect(calls[1]).toMatchObject({ method: 'PUT', body: { titel: 'Neu' } });
    expect(calls[1].url.pathname).toBe('/api/backoffice/faq-entries/7');
    expect(calls[1].headers['x-kp-revision']).toBe('4');
    expect(saved.data).toMatchObject({ titel: 'Neu', _revision: 5 });
  });

  it("puts a 400's field messages where react-admin shows them beside the fields", async () => {
    answers.push({
      status: 400,
      body: {
        error: 'validation',
        message: 'Ungültige Eingabe bei „titel“',
        fields: { titel: 'Bitte geben Sie die Frage an.' },
      },
    });
    const provider = createDataProvider(() => {});
    const failure = provider.create('faq-entries', { data: { titel: '' } });
    await expect(failure).rejects.toMatchObject({
      status: 400,
      body: { errors: { titel: 'Bitte geben Sie die Frage an.' } },
    });
  });

  it('shows the German message of a 409, and reports a 401', async () => {
    const unauthorized = vi.fn();
    const provider = createDataProvider(unauthorized);
    answers.push({
      status: 409,
      body: {
        error: 'edited_by_someone_else',
        message: 'Der FAQ-Eintrag wurde inzwischen von Erika Muster geändert.',
      },
    });
    await expect(
      provider.update('faq-entries', { id: 3, data: { titel: 'x' }, previousData: { id: 3, _revision: 1 } }),
    ).rejects.toMatchObject({
      status: 409,
      message: 'Der FAQ-Eintrag wurde inzwischen von Erika Muster geändert.',
    });
    expect(unauthorized).not.toHaveBeenCalled();
    answers.push({ status: 401, body: { error: 'unauthorized', message: 'Bitte melden Sie sich an.' } });
    await expect(provider.getOne('faq-entries', { id: 3 })).rejects.toMatchObject({ status: 401 });
    expect(unauthorized).toHaveBeenCalledOnce();
  });

  it('reads several records with the id filter, or one by one where the list does not know it', async () => {
    const provider = createDataProvider(() => {});
    answers.push({ status: 200, body: { items: [{ id: 1 }, { id: 2 }], total: 2 } });
    expect((await provider.getMany('contact-people', { ids: [1, 2, 2] })).data).toEqual([
      { id: 1 },
      { id: 2 },
    ]);
    expect(calls[0].url.searchParams.get('filter')).toBe('{"id":[1,2]}');

    answers.push({ status: 400, body: { error: 'unknown_filter', message: 'Nach „id“ …' } });
    answers.push({ status: 200, body: entry({ id: 5 }) });
    answers.push({ status: 200, body: entry({ id: 6 }) });
    const many = await provider.getMany('faq-entries', { ids: [5, 6] });
    expect(many.data.map((record) => record.id)).toEqual([5, 6]);
    expect(calls.slice(2).map((call) => call.url.pathname)).toEqual([
      '/api/backoffice/faq-entries/5',
      '/api/backoffice/faq-entries/6',
    ]);
  });

  it('restores a version with the revision the editor sees', async () => {
    answers.push({ status: 200, body: entry({ id: 7, titel: 'Alt' }, 6) });
    const provider = createDataProvider(() => {});
    const restored = await provider.restore('faq-entries', 7, 2, 5);
    expect(calls[0]).toMatchObject({ method: 'POST' });
    expect(calls[0].url.pathname).toBe('/api/backoffice/faq-entries/7/versions/2/restore');
    expect(calls[0].headers['x-kp-revision']).toBe('5');
    expect(restored).toMatchObject({ titel: 'Alt', _revision: 6 });
  });
});
