import { gunzipSync } from 'node:zlib';
import { NewsEntrySchema } from '@kp/contract/news';
import { NEWS_EXCERPT_CHARS } from '@kp/contract/news-constants';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newsletterSubscriptions, newsPosts, reads } from '../../db/schema/index.ts';
import { AnswerCache, GZIP_MIN_BYTES } from '../../http/json-answer.ts';
import { setupTestApp } from '../../test/app.ts';
import { buildContactPerson, buildUser, sessionCookie } from '../../test/factories.ts';
import { buildNewsPost, buildPressPost } from '../../test/news-factories.ts';
import { forgetNewsCache } from './service.ts';

const { app, db } = await setupTestApp();
const reader = await buildUser(db);
const readerCookie = await sessionCookie(db, reader);

const get = (url: string, cookie = readerCookie, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { cookie, ...headers } });
const post = (url: string, payload: unknown, cookie = readerCookie) =>
  app.inject({ method: 'POST', url, headers: { cookie }, payload: payload as object });

type Entry = { id: number; pub_date: string; wasRead: boolean; is_press: boolean };
const isNewestFirst = (list: Entry[]) =>
  list.every(
    (e, i) =>
      i === 0 ||
      list[i - 1].pub_date > e.pub_date ||
      (list[i - 1].pub_date === e.pub_date && list[i - 1].id > e.id),
  );

afterEach(() => {
  vi.useRealTimers();
});

describe('access', () => {
  it('answers 401 without a session and 403 for unconfirmed users on every news route', async () => {
    const news = await buildNewsPost(db);
    const waiting = await sessionCookie(db, await buildUser(db, { confirmed: false }));
    const calls = [
      ['GET', '/api/news-posts'],
      ['GET', '/api/press-posts'],
      ['GET', '/api/press-posts/count'],
      ['GET', `/api/news-posts/${news.id}`],
      ['GET', `/api/press-posts/${news.id}`],
      ['POST', '/api/reads', { news_post: news.id }],
      ['POST', '/api/subscribed-to-newsletters', { UserId: 1 }],
    ] as const;
    for (const [method, url, payload] of calls) {
      const anonymous = await app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const unconfirmed = await app.inject({
        method,
        url,
        headers: { cookie: waiting },
        ...(payload ? { payload } : {}),
      });
      expect(unconfirmed.statusCode, `${method} ${url}`).toBe(403);
      expect(unconfirmed.json().error).toBe('not_confirmed');
    }
  });
});

describe('GET /api/news-posts and /api/press-posts', () => {
  it('lists news newest first with every entry field and no long content', async () => {
    const person = await buildContactPerson(db);
    const older = await buildNewsPost(db, { pubDate: '2025-03-01', personIds: [person.id] });
    const sameDayA = await buildNewsPost(db, {
      pubDate: '2025-06-10',
      contentPlaintext: 'ä'.repeat(NEWS_EXCERPT_CHARS + 50),
      imageUrl: '/uploads/news.jpg',
      imageSmallUrl: '/uploads/news-small.jpg',
      imageCaption: 'Baustelle',
      customPublishedAt: new Date('2025-06-09T12:00:00Z'),
    });
    const sameDayB = await buildNewsPost(db, { pubDate: '2025-06-10' });
    await buildPressPost(db, { pubDate: '2025-06-11' });

    const res = await get('/api/news-posts?_limit=-1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const list = res.json() as Entry[];
    for (const entry of list) expect(NewsEntrySchema.strict().parse(entry)).toEqual(entry);
    expect(list.every((e) => !e.is_press)).toBe(true);
    expect(isNewestFirst(list)).toBe(true);
    const ids = list.map((e) => e.id);
    expect(ids.indexOf(sameDayB.id)).toBeLessThan(ids.indexOf(sameDayA.id));
    expect(ids.indexOf(sameDayA.id)).toBeLessThan(ids.indexOf(older.id));

    const entry = res.json().find((e: Entry) => e.id === sameDayA.id);
    expect(entry).toEqual({
      id: sameDayA.id,
      category: 'News',
      title: sameDayA.title,
      subtitle: sameDayA.subtitle,
      content_plaintext: 'ä'.repeat(NEWS_EXCERPT_CHARS),
      is_press: false,
      img_url: '/uploads/news.jpg',
      image: {
        url: '/uploads/news.jpg',
        caption: 'Baustelle',
        formats: { small: { url: '/uploads/news-small.jpg' } },
      },
      pub_date: '2025-06-10',
      published_at: '2025-06-10T08:00:00.000Z',
      created_at: '2025-06-10T08:00:00.000Z',
      updated_at: '2025-06-10T08:00:00.000Z',
      custom_updated_at: null,
      custom_published_at: '2025-06-09T12:00:00.000Z',
      wasRead: false,
      filter: 'news',
    });
    expect(entry).not.toHaveProperty('content');
  });

  it('lists press releases as Presse and caps the list with _limit', async () => {
    await buildPressPost(db, { pubDate: '2025-02-01' });
    await buildPressPost(db, { pubDate: '2025-02-02' });
    const all = (await get('/api/press-posts?_limit=-1')).json();
    expect(all.length).toBeGreaterThanOrEqual(3);
    expect(
      all.every((e: { category: string; filter: string; is_press: boolean }) => e.category === 'Presse'),
    ).toBe(true);
    expect(all.every((e: { filter: string; is_press: boolean }) => e.filter === 'press' && e.is_press)).toBe(
      true,
    );
    expect(isNewestFirst(all)).toBe(true);
    expect((await get('/api/press-posts')).json()).toEqual(all);

    const two = await get('/api/press-posts?_limit=2');
    expect(two.json()).toEqual(all.slice(0, 2));
    expect((await get('/api/news-posts?_limit=1')).json()).toHaveLength(1);
    expect((await get('/api/news-posts?_limit=abc')).statusCode).toBe(400);
    expect((await get('/api/news-posts?_limit=-2')).statusCode).toBe(400);
  });

  it('counts press releases as a bare number', async () => {
    const before = (await get('/api/press-posts/count')).json();
    expect(typeof before).toBe('number');
    await buildPressPost(db);
    await buildNewsPost(db);
    const res = await get('/api/press-posts/count');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(String(before + 1));
    expect(before + 1).toBe((await get('/api/press-posts?_limit=-1')).json().length);
  });
});

describe('reads', () => {
  it('marks an entry read for the caller only, idempotently', async () => {
    const news = await buildNewsPost(db);
    const press = await buildPressPost(db);
    const wasRead = async (url: string, id: number, cookie = readerCookie) =>
      (await get(url, cookie)).json().find((e: Entry) => e.id === id).wasRead;
    expect(await wasRead('/api/news-posts?_limit=-1', news.id)).toBe(false);

    for (let i = 0; i < 2; i++) {
      const res = await post('/api/reads', { news_post: news.id });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ news_post: news.id, press_post: null });
    }
    expect((await post('/api/reads', { press_post: press.id })).json()).toEqual({
      news_post: null,
      press_post: press.id,
    });
    const rows = await db.select().from(reads).where(eq(reads.userId, reader.id));
    expect(rows.filter((r) => r.postId === news.id)).toHaveLength(1);

    expect(await wasRead('/api/news-posts?_limit=-1', news.id)).toBe(true);
    expect(await wasRead('/api/press-posts?_limit=-1', press.id)).toBe(true);
    expect((await get(`/api/news-posts/${news.id}`)).json().wasRead).toBe(true);
    const other = await sessionCookie(db, await buildUser(db));
    expect(await wasRead('/api/news-posts?_limit=-1', news.id, other)).toBe(false);
    expect((await get(`/api/news-posts/${news.id}`, other)).json().wasRead).toBe(false);
  });

  it('refuses unknown posts and posts of the other kind with 404, bad bodies with 400', async () => {
    const news = await buildNewsPost(db);
    const press = await buildPressPost(db);
    expect((await post('/api/reads', { news_post: press.id })).statusCode).toBe(404);
    expect((await post('/api/reads', { press_post: news.id })).statusCode).toBe(404);
    const unknown = await post('/api/reads', { news_post: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'not_found', message: 'Diese Nachricht gibt es nicht.' });
    for (const body of [
      {},
      { news_post: news.id, press_post: press.id },
      { news_post: 'x' },
      { news_post: -1 },
    ]) {
      const res = await post('/api/reads', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toBe('validation');
    }
    const both = await post('/api/reads', { news_post: news.id, press_post: press.id });
    expect(both.json().message).toContain('genau einen Beitrag');
    const stored = await db
      .select()
      .from(reads)
      .where(and(eq(reads.userId, reader.id), eq(reads.postId, press.id)));
    expect(stored).toHaveLength(0);
  });
});

describe('details', () => {
  it('serves a news post with markdown content, images and persons in charge', async () => {
    const first = await buildContactPerson(db, { firstname: 'Anna' });
    const second = await buildContactPerson(db, { firstname: 'Bernd' });
    const news = await buildNewsPost(db, {
      content: '# Überschrift\n\n<b>roh</b>',
      content2: 'Zweiter Teil',
      images: [
        { url: '/uploads/a.jpg', caption: 'Bild A' },
        { url: '/uploads/b.jpg', smallUrl: '/uploads/b-s.jpg' },
      ],
      personIds: [second.id, first.id],
    });
    const res = await get(`/api/news-posts/${news.id}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail).toMatchObject({
      id: news.id,
      category: 'News',
      filter: 'news',
      content: '# Überschrift\n\n<b>roh</b>',
      content2: 'Zweiter Teil',
      contentHtml: '<h2>Überschrift</h2>\n<p><b>roh</b></p>\n',
      content2Html: '<p>Zweiter Teil</p>\n',
      wasRead: false,
      images: [
        { url: '/uploads/a.jpg', caption: 'Bild A', formats: { small: { url: '/uploads/a.jpg' } } },
        { url: '/uploads/b.jpg', caption: null, formats: { small: { url: '/uploads/b-s.jpg' } } },
      ],
    });
    expect(detail.personsInCharge.map((p: { id: number }) => p.id)).toEqual([second.id, first.id]);
    expect(detail.personsInCharge[0].name).toBe(`Bernd ${second.lastname}`);
  });

  it('renders news markdown to sanitised HTML, and leaves the HTML out of the list', async () => {
    const news = await buildNewsPost(db, {
      content: [
        '### Neu',
        '<script>alert(1)</script><img src="x" onerror="alert(2)"><svg onload="alert(3)"></svg>',
        '[Klick](javascript:alert(4)) [NEW](https://www.new.de) ![Bild](/uploads/a.jpg)',
        '<p style="color:red" onmouseover="alert(5)">Text</p><iframe src="https://evil.example"></iframe>',
      ].join('\n\n'),
      content2: '',
    });
    const detail = (await get(`/api/news-posts/${news.id}`)).json();
    expect(detail.content).toContain('<script>');
    const html: string = detail.contentHtml;
    expect(html).toContain('<h2>Neu</h2>');
    expect(html).toContain('<a href="https://www.new.de" target="_blank" rel="noopener noreferrer">NEW</a>');
    expect(html).toContain('<img alt="Bild" loading="lazy" src="/api/uploads/a.jpg" />');
    expect(html).toContain('<p>Text</p>');
    for (const bad of [
      '<script',
      'alert',
      'onerror',
      'onload',
      'onmouseover',
      'javascript:',
      '<iframe',
      'style=',
    ])
      expect(html, bad).not.toContain(bad);
    expect(detail.content2Html).toBe('');
    const entry = (await get('/api/news-posts?_limit=-1')).json().find((e: Entry) => e.id === news.id);
    expect(entry).not.toHaveProperty('contentHtml');
    expect(entry).not.toHaveProperty('content2Html');
  });

  it('answers 404 for unknown ids and ids of the other kind, 400 for bad ids', async () => {
    const news = await buildNewsPost(db);
    const press = await buildPressPost(db);
    expect((await get(`/api/press-posts/${news.id}`)).statusCode).toBe(404);
    expect((await get(`/api/news-posts/${press.id}`)).statusCode).toBe(404);
    const unknown = await get('/api/press-posts/999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Diese Pressemitteilung gibt es nicht.');
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999']) {
      expect((await get(`/api/news-posts/${bad}`)).statusCode, bad).toBe(400);
      expect((await get(`/api/press-posts/${bad}`)).statusCode, bad).toBe(400);
    }
  });

  it('sanitises the HTML of press releases and keeps ordinary markup', async () => {
    const press = await buildPressPost(db, {
      content: [
        '<h2>Neue Leitung</h2><p>Die <strong>NEW</strong> baut <em>aus</em>.</p>',
        '<ul><li>Punkt</li></ul><table><tr><td colspan="2">Zelle</td></tr></table>',
        '<script>alert(1)</script><style>body{display:none}</style>',
        '<img src="x" onerror="alert(2)"><img src="https://cdn.example/bild.jpg" alt="Bild">',
        '<img src="/uploads/relativ.jpg"><img src="javascript:alert(3)"><img src="data:image/png;base64,AAAA">',
        '<a href="javascript:alert(4)">böse</a><a href="https://www.new.de" target="_blank">NEW</a>',
        '<a href="mailto:presse@new.de" onclick="alert(5)">Mail</a><a href="/intern" target="_top">intern</a>',
        '<iframe src="https://evil.example"></iframe><object data="x.swf"></object>',
        '<svg onload="alert(6)"><circle r="1"/></svg><p style="color:red" onmouseover="alert(7)">Text</p>',
      ].join(''),
      content2: '<p>Zweiter <script>alert(8)</script>Teil</p>',
    });
    const res = await get(`/api/press-posts/${press.id}`);
    expect(res.statusCode).toBe(200);
    const { content, content2, contentHtml, content2Html } = res.json();
    expect(contentHtml).toBe(content);
    expect(content2Html).toBe(content2);
    expect(content).toContain('<h2>Neue Leitung</h2><p>Die <strong>NEW</strong> baut <em>aus</em>.</p>');
    expect(content).toContain('<ul><li>Punkt</li></ul>');
    expect(content).toContain('<td colspan="2">Zelle</td>');
    // Images load over https or from the portal (stored files under the API base); others are dropped.
    expect(content).toContain('<img alt="Bild" loading="lazy" src="https://cdn.example/bild.jpg" />');
    expect(content).toContain('<img alt="" loading="lazy" src="/api/uploads/relativ.jpg" />');
    expect(content.match(/<img/g)).toHaveLength(2);
    expect(content).toContain('<a>böse</a>');
    expect(content).toContain(
      '<a href="https://www.new.de" target="_blank" rel="noopener noreferrer">NEW</a>',
    );
    expect(content).toContain('<a href="mailto:presse@new.de">Mail</a>');
    expect(content).toContain('<a href="/intern">intern</a>');
    expect(content).toContain('<p>Text</p>');
    for (const bad of [
      '<script',
      'alert',
      '<style',
      'onerror',
      'onclick',
      'onload',
      'onmouseover',
      'javascript:',
    ]) {
      expect(content, bad).not.toContain(bad);
    }
    for (const bad of ['<iframe', '<object', '<svg', 'data:image', 'style='])
      expect(content, bad).not.toContain(bad);
    expect(content2).toBe('<p>Zweiter Teil</p>');
  });
});

describe('caching', () => {
  it('sends a private ETag, answers 304 while current and a new ETag after a read or a new post', async () => {
    const news = await buildNewsPost(db);
    const first = await get('/api/news-posts?_limit=-1');
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);

    const again = await get('/api/news-posts?_limit=-1', readerCookie, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get('/api/news-posts?_limit=5', readerCookie, { 'if-none-match': etag })).statusCode).toBe(
      200,
    );

    // Another user who has read nothing of this list shares the list part but not a read part.
    const fresh = await get('/api/news-posts?_limit=-1', await sessionCookie(db, await buildUser(db)));
    expect(fresh.headers.etag).not.toBe(etag);

    await post('/api/reads', { news_post: news.id });
    const afterRead = await get('/api/news-posts?_limit=-1', readerCookie, { 'if-none-match': etag });
    expect(afterRead.statusCode).toBe(200);
    expect(afterRead.headers.etag).not.toBe(etag);
    const readEtag = afterRead.headers.etag as string;

    // Reading a press release leaves the news list's ETag alone.
    await post('/api/reads', { press_post: (await buildPressPost(db)).id });
    const pressOnly = await get('/api/news-posts?_limit=-1', readerCookie, { 'if-none-match': readEtag });
    expect(pressOnly.statusCode).toBe(304);

    await buildNewsPost(db);
    const afterPost = await get('/api/news-posts?_limit=-1', readerCookie, { 'if-none-match': readEtag });
    expect(afterPost.statusCode).toBe(200);
    expect(afterPost.json()).toHaveLength(afterRead.json().length + 1);
  });

  it('gzips the list for clients that accept it, with the same content and ETag', async () => {
    const long = 'Ein längerer Text über den Ausbau. '.repeat(20);
    const newest = await buildNewsPost(db, { pubDate: '2030-01-01', contentPlaintext: long });
    await buildNewsPost(db, { pubDate: '2029-12-31', contentPlaintext: long });
    await post('/api/reads', { news_post: newest.id });
    const gzip = { 'accept-encoding': 'gzip, deflate, br' };
    const somebody = await sessionCookie(db, await buildUser(db));

    // The reader's cut list (built for them), and the whole list of a user who read nothing (shared).
    for (const [url, cookie] of [
      ['/api/news-posts?_limit=2', readerCookie],
      ['/api/news-posts?_limit=-1', somebody],
      ['/api/news-posts?_limit=-1', readerCookie],
    ] as const) {
      const plain = await get(url, cookie);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.headers.vary, url).toBe('accept-encoding, cookie');
      expect(plain.rawPayload.length, url).toBeGreaterThanOrEqual(GZIP_MIN_BYTES);
      for (let i = 0; i < 2; i++) {
        // The second time from the cache.
        const zipped = await get(url, cookie, gzip);
        expect(zipped.statusCode, url).toBe(200);
        expect(zipped.headers['content-encoding'], url).toBe('gzip');
        expect(zipped.headers['content-type'], url).toBe('application/json; charset=utf-8');
        expect(zipped.headers.vary, url).toBe('accept-encoding, cookie');
        expect(zipped.headers.etag, url).toBe(plain.headers.etag);
        expect(Number(zipped.headers['content-length']), url).toBe(zipped.rawPayload.length);
        expect(zipped.rawPayload.length, url).toBeLessThan(plain.rawPayload.length);
        expect(gunzipSync(zipped.rawPayload).toString(), url).toBe(plain.body);
      }
    }
    const first = (url: string, cookie: string) =>
      get(url, cookie).then((r) => r.json().map((e: Entry) => [e.id, e.wasRead]));
    expect(await first('/api/news-posts?_limit=2', readerCookie)).toEqual([
      [newest.id, true],
      [expect.any(Number), false],
    ]);
    expect(
      (await first('/api/news-posts?_limit=-1', somebody)).every(([, read]: [number, boolean]) => !read),
    ).toBe(true);
  });

  it('answers 304 to a current copy whatever encoding is offered, and plain JSON without gzip', async () => {
    await buildNewsPost(db, { contentPlaintext: 'Text '.repeat(100) });
    const url = '/api/news-posts?_limit=-1';
    const zipped = await get(url, readerCookie, { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const etag = String(zipped.headers.etag);
    for (const encoding of ['gzip', 'identity', '']) {
      const again = await get(url, readerCookie, { 'if-none-match': etag, 'accept-encoding': encoding });
      expect(again.statusCode, encoding).toBe(304);
      expect(again.rawPayload.length, encoding).toBe(0);
      expect(again.headers['content-encoding'], encoding).toBeUndefined();
      expect(again.headers.etag, encoding).toBe(etag);
      expect(again.headers.vary, encoding).toBe('accept-encoding, cookie');
      expect(again.headers['cache-control'], encoding).toBe('private, no-cache');
    }
    for (const encoding of ['gzip;q=0', 'br', 'identity', 'deflate, gzip;q=0, *']) {
      const res = await get(url, readerCookie, { 'accept-encoding': encoding });
      expect(res.headers['content-encoding'], encoding).toBeUndefined();
      expect(res.body, encoding).toBe(gunzipSync(zipped.rawPayload).toString());
    }
    expect((await get(url, readerCookie, { 'accept-encoding': '*' })).headers['content-encoding']).toBe(
      'gzip',
    );
    expect((await get(url, readerCookie, { 'accept-encoding': 'x-gzip' })).headers['content-encoding']).toBe(
      'gzip',
    );
  });

  it('sends a small list uncompressed even to clients that accept gzip', async () => {
    await buildNewsPost(db, { pubDate: '2031-01-01', contentPlaintext: 'kurz' });
    const res = await get('/api/news-posts?_limit=1', readerCookie, { 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(GZIP_MIN_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBe('accept-encoding, cookie');
    expect(res.json()).toHaveLength(1);
  });

  it('serves posts written behind its back once told, or after the cache time behind the old list', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const count = (await get('/api/news-posts?_limit=-1')).json().length;
    const at = new Date('2025-05-05T08:00:00Z');
    const values = { isPress: false, title: 'Direkt', pubDate: '2025-05-05', publishedAt: at, createdAt: at };
    await db.insert(newsPosts).values({ ...values, updatedAt: at });
    // A write that does not invalidate `news` is not seen (docs/operations.md, "Caches")…
    vi.setSystemTime(Date.now() + 3_000);
    expect((await get('/api/news-posts?_limit=-1')).json()).toHaveLength(count);
    // …until it is told, as `NOTIFY kp_cache, 'news'` by hand does on every instance.
    await forgetNewsCache(db);
    expect((await get('/api/news-posts?_limit=-1')).json()).toHaveLength(count + 1);

    await db.update(newsPosts).set({ title: 'Geändert' }).where(eq(newsPosts.title, 'Direkt'));
    const titles = () =>
      get('/api/news-posts?_limit=-1').then((r) => r.json().map((e: { title: string }) => e.title));
    expect(await titles()).toContain('Direkt');
    vi.setSystemTime(Date.now() + 301_000);
    // The first request after the cache time gets the previous list at once; the new one follows.
    expect(await titles()).toContain('Direkt');
    await vi.waitFor(async () => expect(await titles()).toContain('Geändert'));
  });
});

describe('AnswerCache', () => {
  const body = (n: number) =>
    Buffer.from(JSON.stringify(Array.from({ length: n }, (_, i) => ({ i, t: 'x' }))));

  it('builds each form once per ETag and keeps it', async () => {
    const cache = new AnswerCache(1024 * 1024);
    const build = vi.fn(() => body(200));
    const answer = cache.get('"a"', build);
    expect(build).not.toHaveBeenCalled();
    const zipped = (await (answer.gzip as () => Promise<Buffer | null>)()) as Buffer;
    expect(gunzipSync(zipped)).toEqual(body(200));
    const again = cache.get('"a"', build);
    expect(await (again.gzip as () => Promise<Buffer | null>)()).toBe(zipped);
    // The gzip was made from bytes that were not kept; the plain form is built once when wanted.
    expect(build).toHaveBeenCalledTimes(1);
    const json = (again.json as () => Buffer)();
    expect((cache.get('"a"', build).json as () => Buffer)()).toBe(json);
    expect(build).toHaveBeenCalledTimes(2);
    expect(cache.bytes).toBe(zipped.length + json.length);
  });

  it('gives no gzip for a small body and drops the least recently used beyond its budget', async () => {
    const small = new AnswerCache(1024);
    expect(
      await (small.get('"s"', () => Buffer.from('[]')).gzip as () => Promise<Buffer | null>)(),
    ).toBeNull();

    const cache = new AnswerCache(3 * body(100).length);
    const builds = { a: 0, b: 0, c: 0, d: 0 };
    const json = (tag: keyof typeof builds) =>
      (
        cache.get(`"${tag}"`, () => {
          builds[tag]++;
          return body(100);
        }).json as () => Buffer
      )();
    json('a');
    json('b');
    json('c');
    json('a'); // a is now the most recently used, b the least
    json('d');
    expect(cache.bytes).toBe(3 * body(100).length);
    json('a');
    json('b');
    expect(builds).toEqual({ a: 1, b: 2, c: 1, d: 1 });
  });
});

describe('newsletter', () => {
  it('subscribes the caller only and hides the newsletter card afterwards', async () => {
    const user = await buildUser(db);
    const cookie = await sessionCookie(db, user);
    expect((await get('/api/users/me', cookie)).json().showNewsletterSignUp).toBe(true);

    const foreign = await post('/api/subscribed-to-newsletters', { UserId: reader.id }, cookie);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toMatch(/Newsletter/);
    expect((await post('/api/subscribed-to-newsletters', { UserId: 'x' }, cookie)).statusCode).toBe(400);

    for (let i = 0; i < 2; i++) {
      const res = await post('/api/subscribed-to-newsletters', { UserId: user.id }, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ UserId: user.id });
    }
    expect(
      await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.userId, user.id)),
    ).toHaveLength(1);
    expect((await get('/api/users/me', cookie)).json().showNewsletterSignUp).toBe(false);
    expect((await get('/api/users/me')).json().showNewsletterSignUp).toBe(true);
  });
});

describe('GET /api/users/me?type=news', () => {
  it('merges the latest six news and press entries, newest first, with read flags', async () => {
    const n1 = await buildNewsPost(db, { pubDate: '2031-01-01' });
    const p1 = await buildPressPost(db, { pubDate: '2031-01-02' });
    const n2 = await buildNewsPost(db, { pubDate: '2031-01-03' });
    const n3 = await buildNewsPost(db, { pubDate: '2031-01-04' });
    const p2 = await buildPressPost(db, { pubDate: '2031-01-05' });
    const p3 = await buildPressPost(db, { pubDate: '2031-01-05' });
    const n4 = await buildNewsPost(db, { pubDate: '2031-01-06' });
    await post('/api/reads', { press_post: p2.id });

    const res = await get('/api/users/me?type=news');
    expect(res.statusCode).toBe(200);
    const feed = res.json() as Entry[];
    expect(feed.map((e) => e.id)).toEqual([n4.id, p3.id, p2.id, n3.id, n2.id, p1.id]);
    expect(feed.map((e) => e.wasRead)).toEqual([false, false, true, false, false, false]);
    expect(feed[1]).toMatchObject({ category: 'Presse', filter: 'press', is_press: true });
    expect(feed.map((e) => e.id)).not.toContain(n1.id);
  });
});

describe('OpenAPI', () => {
  it('documents the news routes', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/news-posts', '/api/press-posts/{pressId}', '/api/reads']),
    );
    expect(doc.paths['/api/news-posts'].get.responses['200']).toBeDefined();
  });
});
