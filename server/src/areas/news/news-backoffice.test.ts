import type { NewsPostInput } from '@kp/contract/news-backoffice';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { backofficeCaller, setupTestApp } from '../../test/app.ts';
import { buildContactPerson, buildUser, sessionCookie } from '../../test/factories.ts';
import { startNotificationJobs } from '../notifications/jobs.ts';

const { app, db, config } = await setupTestApp();
const editor = await buildUser(db, { isEditor: true, firstName: 'Rita', lastName: 'Redakteurin' });
const editorCookie = await sessionCookie(db, editor);
const readerCookie = await sessionCookie(db, await buildUser(db));
const employeeCookie = await sessionCookie(db, await buildUser(db, { isNewEmployee: true }));

afterAll(() => app.close());
afterEach(() => {
  vi.useRealTimers();
});

const call = backofficeCaller(app);

let sequence = 0;
/** A form as the back office sends it; every title is unique, so a search finds only this post. */
function form(overrides: Partial<NewsPostInput> = {}): NewsPostInput {
  sequence += 1;
  return {
    category: 'news',
    title: `Wärmepumpen im Quartier Zebrafink${sequence}`,
    subtitle: 'Ein Untertitel',
    content: '## Worum es geht\n\nDie **Stadtwerke** bauen aus.',
    content2: '',
    imageUrl: '/api/uploads/news/waerme.jpg',
    imageCaption: 'Eine Wärmepumpe',
    images: [],
    pubDate: '2026-11-20',
    personIds: [],
    status: 'draft',
    publishedAt: new Date().toISOString(),
    ...overrides,
  };
}

/** What a commune user sees of a post: list, detail, dashboard, search, notifications, press count. */
async function readerView(id: number, title: string, kind: 'news' | 'press' = 'news') {
  const base = kind === 'news' ? '/api/news-posts' : '/api/press-posts';
  const [list, detail, dashboard, search, notifications, pressCount] = await Promise.all([
    call(readerCookie, 'GET', base),
    call(readerCookie, 'GET', `${base}/${id}`),
    call(readerCookie, 'GET', '/api/users/me?type=news'),
    call(readerCookie, 'GET', `/api/search?q=${encodeURIComponent(title)}`),
    call(readerCookie, 'GET', '/api/notifications/for-user'),
    call(readerCookie, 'GET', '/api/press-posts/count'),
  ]);
  expect(list.statusCode).toBe(200);
  expect(search.statusCode).toBe(200);
  return {
    inList: (list.json() as { id: number }[]).some((entry) => entry.id === id),
    detail: detail.statusCode,
    onDashboard: (dashboard.json() as { id: number }[]).some((entry) => entry.id === id),
    inSearch: (search.json() as { results: { id: number; type: string }[] }).results.some(
      (hit) => hit.id === id && (hit.type === 'News' || hit.type === 'Presse'),
    ),
    notified: (notifications.json() as { Titel: string }[]).some((entry) => entry.Titel === title),
    pressCount: pressCount.json() as number,
  };
}

const hidden = { inList: false, detail: 404, onDashboard: false, inSearch: false, notified: false };

describe('back office: news and press posts', () => {
  it('lets only editors and admins in (403 for a commune user and an employee)', async () => {
    for (const cookie of [readerCookie, employeeCookie]) {
      expect((await call(cookie, 'GET', '/api/backoffice/news-posts')).statusCode).toBe(403);
      expect((await call(cookie, 'POST', '/api/backoffice/news-posts', form())).statusCode).toBe(403);
      expect((await call(cookie, 'POST', '/api/backoffice/news-posts/preview', form())).statusCode).toBe(403);
    }
    expect((await call(editorCookie, 'GET', '/api/backoffice/news-posts')).statusCode).toBe(200);
  });

  it('answers bad input with 400 and a German message per field', async () => {
    const bad = await call(
      editorCookie,
      'POST',
      '/api/backoffice/news-posts',
      form({ title: ' ', imageUrl: 'javascript:alert(1)', pubDate: '20.11.2026' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      title: 'Bitte geben Sie einen Titel an.',
      pubDate: 'Bitte geben Sie ein Datum an.',
    });
    expect(bad.json().fields.imageUrl).toBeTruthy();
    const unknownPerson = await call(
      editorCookie,
      'POST',
      '/api/backoffice/news-posts',
      form({ personIds: [999_999] }),
    );
    expect(unknownPerson.statusCode).toBe(400);
    expect(unknownPerson.json().fields.personIds).toContain('Ansprechpartner');
  });

  it('keeps a draft from commune users everywhere and shows it to editors with its state', async () => {
    const before = (await readerView(0, 'Zählerstand', 'press')).pressCount;
    const draft = form({ category: 'press', content: '<p>Entwurf</p>' });
    const created = await call(editorCookie, 'POST', '/api/backoffice/news-posts', draft);
    expect(created.statusCode).toBe(200);
    const id = created.json().record.id as number;
    expect(created.json().record).toMatchObject({ status: 'draft', title: draft.title });

    expect(await readerView(id, draft.title, 'press')).toMatchObject({ ...hidden, pressCount: before });

    const drafts = await call(
      editorCookie,
      'GET',
      `/api/backoffice/news-posts?filter=${encodeURIComponent(JSON.stringify({ state: 'draft', category: 'press' }))}&sort=title&order=ASC`,
    );
    expect(drafts.statusCode).toBe(200);
    expect(drafts.json().items).toContainEqual(
      expect.objectContaining({ id, state: 'draft', category: 'press', publishedAt: null }),
    );
    const published = await call(
      editorCookie,
      'GET',
      `/api/backoffice/news-posts?filter=${encodeURIComponent(JSON.stringify({ state: 'published' }))}`,
    );
    expect(published.json().items.map((item: { id: number }) => item.id)).not.toContain(id);
  });

  it('publishes a scheduled post at its time: once the minute job ran, with its notification; unpublishing takes it out everywhere at once', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const person = await buildContactPerson(db);
    const inAMinute = new Date(Date.now() + 60_000);
    const post = form({ status: 'published', publishedAt: inAMinute.toISOString(), personIds: [person.id] });
    // The reader's list is built (and cached) before the post exists.
    await call(readerCookie, 'GET', '/api/news-posts');
    const created = await call(editorCookie, 'POST', '/api/backoffice/news-posts', post);
    expect(created.statusCode).toBe(200);
    const id = created.json().record.id as number;
    const scheduled = await call(
      editorCookie,
      'GET',
      `/api/backoffice/news-posts?filter=${encodeURIComponent(JSON.stringify({ state: 'scheduled' }))}`,
    );
    expect(scheduled.json().items).toContainEqual(expect.objectContaining({ id, state: 'scheduled' }));

    const warn = vi.fn();
    const jobs = startNotificationJobs({ db, config, log: { warn }, intervalMs: 20 });
    try {
      // The job runs, but the time has not come.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await readerView(id, post.title)).toMatchObject(hidden);

      // A minute later the job drops the reader caches (the list was cached without it) and announces it.
      vi.setSystemTime(inAMinute.getTime() + 1_000);
      await vi.waitFor(
        async () => {
          const notifications = await call(readerCookie, 'GET', '/api/notifications/for-user');
          expect((notifications.json() as { Titel: string }[]).map((entry) => entry.Titel)).toContain(
            post.title,
          );
        },
        { timeout: 5_000, interval: 20 },
      );
      // Whoever sees the notification finds the post in the list: the job rebuilt the list before it told.
      expect((await readerView(id, post.title)).inList).toBe(true);
    } finally {
      await jobs.stop();
    }
    expect(warn).not.toHaveBeenCalled();
    expect(await readerView(id, post.title)).toMatchObject({
      inList: true,
      detail: 200,
      onDashboard: true,
      inSearch: true,
      notified: true,
    });
    const detail = await call(readerCookie, 'GET', `/api/news-posts/${id}`);
    expect(detail.json()).toMatchObject({
      title: post.title,
      image: { url: '/uploads/news/waerme.jpg', caption: 'Eine Wärmepumpe' },
      personsInCharge: [expect.objectContaining({ id: person.id })],
    });
    expect(detail.json().contentHtml).toContain('<h2>Worum es geht</h2>');

    // Unpublishing: gone from every reader path as soon as the save answers, its notification too.
    const entry = await call(editorCookie, 'GET', `/api/backoffice/news-posts/${id}`);
    const saved = await call(
      editorCookie,
      'PUT',
      `/api/backoffice/news-posts/${id}`,
      { ...entry.json().record, status: 'draft' },
      entry.json().revision,
    );
    expect(saved.statusCode).toBe(200);
    expect(await readerView(id, post.title)).toMatchObject(hidden);

    // Published again (now): visible at once, without waiting for the job.
    const again = await call(
      editorCookie,
      'PUT',
      `/api/backoffice/news-posts/${id}`,
      { ...saved.json().record, status: 'published', publishedAt: new Date().toISOString() },
      saved.json().revision,
    );
    expect(again.statusCode).toBe(200);
    expect(await readerView(id, post.title)).toMatchObject({ inList: true, detail: 200, inSearch: true });

    const versions = await call(editorCookie, 'GET', `/api/backoffice/news-posts/${id}/versions`);
    expect(versions.json()).toHaveLength(3);

    const removed = await call(editorCookie, 'DELETE', `/api/backoffice/news-posts/${id}`);
    expect(removed.statusCode).toBe(200);
    expect(await readerView(id, post.title)).toMatchObject(hidden);
  });

  it('previews the unsaved form as the reader detail, and no script, event handler or javascript: link reaches a reader, in the preview or saved', async () => {
    const payloads = [
      '<script>alert(1)</script>',
      '<img src="https://example.com/a.png" onerror="alert(2)">',
      '[Klick](javascript:alert(3))',
      '<a href="javascript:alert(4)">Link</a>',
      '<p style="color:red" onclick="alert(5)">Absatz</p>',
      '<iframe src="https://evil.example"></iframe>',
      '<svg onload="alert(6)"></svg>',
    ].join('\n\n');
    // What Word puts on the clipboard: classes, inline styles, conditional comments, o: tags.
    const word =
      '<p class="MsoNormal" style="mso-line-height-rule:exactly"><!--[if gte mso 9]><xml><o:OfficeDocumentSettings/></xml><![endif]--><b>Fett</b><o:p></o:p></p>' +
      '<table class="MsoTableGrid" style="border:none"><tr><td width="200" style="padding:0">Zelle</td></tr></table>';
    const unsafe = (html: string) => {
      // Text may say "javascript:" (the literal markdown in HTML content); no tag or attribute may carry it.
      expect(html).not.toMatch(
        /<script|<iframe|<svg|<xml|<o:p|\son\w+\s*=|(?:href|src)\s*=\s*["']?\s*javascript:|style=|class=|mso-/i,
      );
    };

    for (const category of ['news', 'press'] as const) {
      const input = form({
        category,
        content: `${payloads}\n\n${word}`,
        content2: payloads,
        status: 'published',
        publishedAt: new Date(Date.now() - 1_000).toISOString(),
      });
      const preview = await call(editorCookie, 'POST', '/api/backoffice/news-posts/preview', input);
      expect(preview.statusCode).toBe(200);
      const shown = preview.json();
      expect(shown).toMatchObject({ title: input.title, is_press: category === 'press' });
      unsafe(shown.contentHtml);
      unsafe(shown.content2Html);
      expect(shown.contentHtml).toContain('<b>Fett</b>');
      expect(shown.contentHtml).toContain('<td>Zelle</td>');

      const created = await call(editorCookie, 'POST', '/api/backoffice/news-posts', input);
      expect(created.statusCode).toBe(200);
      const id = created.json().record.id as number;
      const detail = await call(
        readerCookie,
        'GET',
        `/api/${category === 'news' ? 'news-posts' : 'press-posts'}/${id}`,
      );
      expect(detail.statusCode).toBe(200);
      unsafe(detail.json().contentHtml);
      unsafe(detail.json().content2Html);
      // The preview is the reader's answer: the same HTML for the same content.
      expect(detail.json().contentHtml).toBe(shown.contentHtml);
      expect(detail.json().content2Html).toBe(shown.content2Html);
    }
  });
});

describe('back office: the editor edits news markdown as HTML', () => {
  it('reads a markdown post as the HTML it renders to, and saving that back leaves the reader page as it was', async () => {
    const input = form({
      content: '### Abschnitt\n\n- eins\n- zwei\n\n| A | B |\n|---|---|\n| 1 | 2 |',
      status: 'published',
      publishedAt: new Date(Date.now() - 60_000).toISOString(),
    });
    const created = await call(editorCookie, 'POST', '/api/backoffice/news-posts', input);
    const id = created.json().record.id as number;
    const before = (await call(readerCookie, 'GET', `/api/news-posts/${id}`)).json().contentHtml;
    const entry = (await call(editorCookie, 'GET', `/api/backoffice/news-posts/${id}`)).json();
    expect(entry.record.content).toContain('<h2>Abschnitt</h2>');
    expect(entry.record.content).toContain('<table>');
    const saved = await call(
      editorCookie,
      'PUT',
      `/api/backoffice/news-posts/${id}`,
      entry.record,
      entry.revision,
    );
    expect(saved.statusCode).toBe(200);
    const after = (await call(readerCookie, 'GET', `/api/news-posts/${id}`)).json().contentHtml;
    expect(after.trim()).toBe(before.trim());
  });
});
