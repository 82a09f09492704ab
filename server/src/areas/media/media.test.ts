import { IMAGE_MAX_BYTES, IMAGE_RENDITIONS, type MediaFile } from '@kp/contract/media-backoffice';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { faqEntries } from '../../db/schema/index.ts';
import { fileStoreOf } from '../../files/portal-store.ts';
import { sweepOrphanFiles } from '../../files/sweep.ts';
import { UPLOADS_PER_WINDOW } from '../../http/upload-rate-limit.ts';
import { backofficeCaller, setupTestApp } from '../../test/app.ts';
import { buildServiceArea, buildUser, sessionCookie } from '../../test/factories.ts';

const { app, db, config, database } = await setupTestApp();
const call = backofficeCaller(app);
const files = fileStoreOf(config, database);

/** A multipart/form-data body as a browser sends it: the fields, then the file. */
function multipart(
  file: { name: string; bytes: Uint8Array; type?: string } | null,
  fields: Record<string, string> = {},
) {
  const boundary = `----kp${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.from(file.bytes),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A photo 3000 × 2000 taken on its side (EXIF orientation 6), with a camera model and a GPS-like comment. */
const photo = () =>
  sharp({ create: { width: 3000, height: 2000, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .jpeg({ quality: 80 })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'Kamerahersteller', Model: 'Geheimkamera 3000', Copyright: 'Privat' } })
    .toBuffer();
const smallPng = () =>
  sharp({ create: { width: 40, height: 30, channels: 4, background: { r: 255, g: 0, b: 0, alpha: 0.5 } } })
    .png()
    .toBuffer();
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120, 0)]);
const PE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58, 0),
  Buffer.from([0x80, 0, 0, 0]),
  Buffer.alloc(200, 0),
]);
const SVG = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
);

describe('media library (decision 021)', () => {
  let editor: string;
  let admin: string;
  let commune: string;
  beforeAll(async () => {
    editor = await sessionCookie(
      db,
      await buildUser(db, { isEditor: true, firstName: 'Rita', lastName: 'Redakteurin' }),
    );
    admin = await sessionCookie(db, await buildUser(db, { isAdmin: true }));
    commune = await sessionCookie(db, await buildUser(db));
  });

  const upload = (
    cookie: string | null,
    file: { name: string; bytes: Uint8Array; type?: string } | null,
    fields: Record<string, string> = {},
    headers: Record<string, string> = {},
  ) => {
    const body = multipart(file, fields);
    return app.inject({
      method: 'POST',
      url: '/api/backoffice/media',
      headers: { ...(cookie ? { cookie } : {}), 'content-type': body.contentType, ...headers },
      payload: body.payload,
    });
  };
  const get = (cookie: string | null, url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { ...(cookie ? { cookie } : {}), ...headers } });

  it('lets editors and admins in, and no one else', async () => {
    const employee = await sessionCookie(db, await buildUser(db, { isNewEmployee: true }));
    const png = { name: 'punkt.png', bytes: await smallPng() };
    const fields = { altText: 'Ein roter Punkt' };
    expect((await get(null, '/api/backoffice/media')).statusCode).toBe(401);
    expect((await upload(null, png, fields)).statusCode).toBe(401);
    for (const cookie of [commune, employee]) {
      const list = await get(cookie, '/api/backoffice/media');
      expect(list.statusCode).toBe(403);
      expect(list.json().error).toBe('editors_only');
      expect((await upload(cookie, png, fields)).statusCode).toBe(403);
    }
    expect((await get(editor, '/api/backoffice/media')).statusCode).toBe(200);
    expect((await get(admin, '/api/backoffice/media')).statusCode).toBe(200);
    expect((await upload(admin, png, fields)).statusCode).toBe(200);
  });

  it('re-encodes an image into its renditions, upright and without its metadata', async () => {
    const res = await upload(
      editor,
      { name: 'Foto vom Umspannwerk.jpg', bytes: await photo() },
      {
        altText: 'Das Umspannwerk Güdderath von Süden',
        title: 'Umspannwerk',
      },
    );
    expect(res.statusCode).toBe(200);
    const file = res.json().record as MediaFile;
    // The photo stood on its side: upright it is 2000 × 3000.
    expect(file).toMatchObject({
      kind: 'image',
      mime: 'image/webp',
      originalMime: 'image/jpeg',
      width: 2000,
      height: 3000,
      altText: 'Das Umspannwerk Güdderath von Süden',
      uploadedBy: 'Rita Redakteurin',
    });
    expect(file.url).toMatch(/^\/media\/[0-9a-f-]{36}-large\.webp$/);
    expect(file.smallUrl).toMatch(/^\/media\/[0-9a-f-]{36}-small\.webp$/);
    expect(file.renditions.large).toMatchObject({ width: 1067, height: IMAGE_RENDITIONS.large });
    expect(file.renditions.small).toMatchObject({ width: 427, height: IMAGE_RENDITIONS.small });

    // What is stored and served is the rendition, read back from the file store through the route.
    for (const [name, url] of [
      ['large', file.url],
      ['small', file.smallUrl as string],
    ] as const) {
      const served = await get(commune, `/api${url}`);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect([meta.width, meta.height]).toEqual([file.renditions[name].width, file.renditions[name].height]);
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(served.rawPayload.includes('Geheimkamera')).toBe(false);
      expect(served.rawPayload.byteLength).toBe(file.renditions[name].size);
      // Random names never change: the browser's copy stays good.
      const again = await get(commune, `/api${url}`, { 'if-none-match': served.headers.etag as string });
      expect(again.statusCode).toBe(304);
    }
    expect((await get(null, `/api${file.url}`)).statusCode).toBe(401);
    const unconfirmed = await sessionCookie(db, await buildUser(db, { confirmed: false }));
    expect((await get(unconfirmed, `/api${file.url}`)).statusCode).toBe(403);
    expect((await get(commune, `/api${file.url.replace('-large', '-medium')}`)).statusCode).toBe(400);
    expect(
      (await get(commune, `/api/media/00000000-0000-4000-8000-000000000000-large.webp`)).statusCode,
    ).toBe(404);
  });

  it('refuses an image without an alt text, with the message beside the field', async () => {
    for (const altText of [undefined, '   ']) {
      const res = await upload(
        editor,
        { name: 'ohne-alt.png', bytes: await smallPng() },
        altText === undefined ? {} : { altText },
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.altText).toContain('Alternativtext');
    }
  });

  it('takes documents by their bytes and serves them as downloads under their name', async () => {
    const { default: writeXlsxFile } = await import('write-excel-file/node');
    const xlsx = await writeXlsxFile([['Lieferstelle', 'Menge']], { sheet: 'Tabelle' }).toBuffer();
    const sheet = await upload(editor, { name: 'Übersicht 2027.xlsx', bytes: xlsx });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.json().record).toMatchObject({
      kind: 'document',
      mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      fileName: 'Übersicht 2027.xlsx',
      smallUrl: null,
    });
    expect(sheet.json().record.url).toMatch(/\.xlsx$/);

    const pdf = await upload(editor, { name: 'Antrag.pdf', bytes: PDF, type: 'image/png' });
    expect(pdf.statusCode).toBe(200);
    const record = pdf.json().record as MediaFile;
    expect(record).toMatchObject({ kind: 'document', mime: 'application/pdf', size: PDF.byteLength });
    const served = await get(commune, `/api${record.url}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe(
      `attachment; filename="Antrag.pdf"; filename*=UTF-8''Antrag.pdf`,
    );
    expect(served.rawPayload.equals(PDF)).toBe(true);
  });

  // Before, a PDF/HTML polyglot named report.html downloaded as report.html; .exe stayed .exe.
  it.each([
    ['report.html', 'report.pdf'],
    ['bericht.pdf.exe', 'bericht.pdf'],
    ['Jahresbericht', 'Jahresbericht.pdf'],
    ['Stand 12.06.2023', 'Stand 12.06.2023.pdf'],
    ['Antrag.PDF', 'Antrag.PDF'],
  ])('saves and serves a PDF uploaded as %s under the name %s', async (uploaded, served) => {
    const polyglot = Buffer.concat([PDF, Buffer.from('<html><script>alert(1)</script></html>')]);
    const res = await upload(editor, { name: uploaded, bytes: polyglot, type: 'text/html' });
    expect(res.statusCode, res.body).toBe(200);
    const record = res.json().record as MediaFile;
    expect(record.fileName).toBe(served);
    const download = await get(commune, `/api${record.url}`);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain(`filename="${served}"`);
  });

  it('judges a file by its bytes: a PNG named .pdf is a PNG, a text named .jpg is refused', async () => {
    const png = await upload(
      editor,
      { name: 'bericht.pdf', bytes: await smallPng(), type: 'application/pdf' },
      { altText: 'Roter Punkt' },
    );
    expect(png.statusCode).toBe(200);
    expect(png.json().record).toMatchObject({
      kind: 'image',
      originalMime: 'image/png',
      width: 40,
      height: 30,
    });

    const text = await upload(editor, {
      name: 'foto.jpg',
      bytes: Buffer.from('Dies ist nur Text.\n'),
      type: 'image/jpeg',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe(
      'Der Inhalt der Datei „foto.jpg“ ist kein bekanntes Format und wird nicht angenommen. ' +
        'Erlaubt sind Bilder (JPEG, PNG, WebP, GIF) und Dokumente (PDF, DOCX, XLSX).',
    );
  });

  it('refuses renamed programs and SVG with a script', async () => {
    for (const [name, bytes, found] of [
      ['urlaub.png', ELF, 'ELF'],
      ['rechnung.png', PE, 'EXE'],
    ] as const) {
      const res = await upload(editor, { name, bytes, type: 'image/png' }, { altText: 'x' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('type_refused');
      expect(res.json().message).toContain(`„${name}“ ist ihrem Inhalt nach eine ${found}-Datei`);
    }
    const svg = await upload(
      editor,
      { name: 'logo.svg', bytes: SVG, type: 'image/svg+xml' },
      { altText: 'Logo' },
    );
    expect(svg.statusCode).toBe(400);
    expect(svg.json()).toMatchObject({ error: 'svg_refused' });
    expect(svg.json().message).toContain('SVG-Grafiken werden nicht angenommen');
    // Renamed, it is still SVG.
    const renamed = await upload(editor, { name: 'logo.png', bytes: SVG }, { altText: 'Logo' });
    expect(renamed.json().error).toBe('svg_refused');
    const damaged = await upload(
      editor,
      { name: 'kaputt.png', bytes: (await smallPng()).subarray(0, 60) },
      { altText: 'Kaputt' },
    );
    expect(damaged.statusCode).toBe(400);
    expect(damaged.json().message).toContain('lässt sich nicht lesen');
  });

  it('refuses files over the limit of their kind', async () => {
    const bigImage = Buffer.concat([await smallPng(), Buffer.alloc(IMAGE_MAX_BYTES, 0)]);
    const image = await upload(editor, { name: 'gross.png', bytes: bigImage }, { altText: 'Groß' });
    expect(image.statusCode).toBe(413);
    expect(image.json().message).toBe('Das Bild ist zu groß: höchstens 10 MB.');
    const bigDocument = Buffer.concat([PDF, Buffer.alloc(25 * 1024 * 1024, 0x20)]);
    const document = await upload(editor, { name: 'riesig.pdf', bytes: bigDocument });
    expect(document.statusCode).toBe(413);
    expect(document.json().message).toContain('Dokumente höchstens 25 MB');
    const none = await upload(editor, null, { altText: 'x' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Bitte wählen Sie eine Datei aus.');
  });

  it('limits uploads per person, with a German 429 (decision 026)', async () => {
    const uploader = await sessionCookie(db, await buildUser(db, { isAdmin: true }));
    const other = await sessionCookie(db, await buildUser(db, { isEditor: true }));
    // Each try counts, whatever it holds: a body without a file is cheap here and answers 400.
    for (let i = 0; i < UPLOADS_PER_WINDOW; i++) {
      expect((await upload(uploader, null, { altText: 'x' })).statusCode, `upload ${i + 1}`).toBe(400);
    }
    const refused = await upload(uploader, { name: 'punkt.png', bytes: await smallPng() }, { altText: 'x' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'too_many_uploads' });
    expect(refused.json().message).toContain(`bereits ${UPLOADS_PER_WINDOW} Dateien hochgeladen`);
    // Someone else is not held up.
    expect((await upload(other, null, { altText: 'x' })).statusCode).toBe(400);
  });

  it('refuses an upload from another origin (CSRF)', async () => {
    const res = await upload(
      editor,
      { name: 'punkt.png', bytes: await smallPng() },
      { altText: 'Punkt' },
      { origin: 'https://boese.example' },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('cross_origin');
  });

  it('lists files with where they are used, searched and filtered by kind', async () => {
    const used = (
      await upload(
        editor,
        { name: 'gebraucht.png', bytes: await smallPng() },
        { altText: 'Gebrauchtes Bild', title: 'Zaunkönig' },
      )
    ).json().record as MediaFile;
    const unused = (
      await upload(
        editor,
        { name: 'frei.png', bytes: await smallPng() },
        { altText: 'Freies Bild', title: 'Zaunkönig frei' },
      )
    ).json().record as MediaFile;
    await db
      .insert(faqEntries)
      .values({ titel: 'Wo ist der Zaunkönig?', text: 'Im Garten.', imageUrl: used.url });
    // Rich text links the file with the API prefix.
    await buildServiceArea(db, {
      title: 'Vogelkunde',
      content1: `Ein Bild: ![Zaunkönig](/api${used.smallUrl})`,
    });

    const filter = encodeURIComponent(JSON.stringify({ kind: 'image' }));
    const res = await get(
      editor,
      `/api/backoffice/media?q=zaunk%C3%B6nig&filter=${filter}&sort=title&order=ASC`,
    );
    expect(res.statusCode).toBe(200);
    const { items, total } = res.json() as { items: MediaFile[]; total: number };
    expect(total).toBe(2);
    expect(items.map((item) => item.id)).toEqual([used.id, unused.id]);
    expect(items[0].uses.map((use) => `${use.label}: ${use.title}`)).toEqual([
      'Fachbereich: Vogelkunde',
      'FAQ-Eintrag: Wo ist der Zaunkönig?',
    ]);
    expect(items[1].uses).toEqual([]);

    const documents = encodeURIComponent(JSON.stringify({ kind: 'document' }));
    const onlyDocuments = (await get(editor, `/api/backoffice/media?filter=${documents}`)).json();
    expect(onlyDocuments.items.every((item: MediaFile) => item.kind === 'document')).toBe(true);

    const one = await get(editor, `/api/backoffice/media/${used.id}`);
    expect(one.json()).toMatchObject({ revision: 1, record: { id: used.id, uses: [{}, {}] } });
  });

  it('keeps a file in use, deletes one that is not, and writes an audit line for each write', async () => {
    const file = (
      await upload(editor, { name: 'logo-alt.png', bytes: await smallPng() }, { altText: 'Altes Logo' })
    ).json().record as MediaFile;
    const [faq] = await db
      .insert(faqEntries)
      .values({ titel: 'Welches Logo gilt?', text: `Siehe [Logo](/api${file.url}).` })
      .returning();

    const refused = await call(editor, 'DELETE', `/api/backoffice/media/${file.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Die Datei wird noch verwendet und kann nicht gelöscht werden: FAQ-Eintrag „Welches Logo gilt?“. Entfernen Sie sie dort zuerst.',
    );
    expect((await get(commune, `/api${file.url}`)).statusCode).toBe(200);

    // The alt text and title are saved with the revision the editor loaded.
    const saved = await call(
      editor,
      'PUT',
      `/api/backoffice/media/${file.id}`,
      { ...file, altText: 'Das alte Logo der NEW', title: 'Logo bis 2024' },
      1,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ revision: 2, record: { altText: 'Das alte Logo der NEW' } });
    const stale = await call(
      admin,
      'PUT',
      `/api/backoffice/media/${file.id}`,
      { altText: 'Überschrieben' },
      1,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain('Rita Redakteurin');
    const emptied = await call(editor, 'PUT', `/api/backoffice/media/${file.id}`, { altText: '' }, 2);
    expect(emptied.statusCode).toBe(400);
    expect(emptied.json().fields.altText).toContain('Alternativtext');

    await db.delete(faqEntries).where(eq(faqEntries.id, faq.id));
    const deleted = await call(editor, 'DELETE', `/api/backoffice/media/${file.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await get(commune, `/api${file.url}`)).statusCode).toBe(404);
    expect((await get(editor, `/api/backoffice/media/${file.id}`)).statusCode).toBe(404);
    const token = file.url.slice('/media/'.length, '/media/'.length + 36);
    expect((await files.keys('media/')).some((key) => key.includes(token))).toBe(false);

    const filter = encodeURIComponent(JSON.stringify({ resource: 'media' }));
    const log = await get(admin, `/api/backoffice/audit?filter=${filter}&q=logo-alt.png`);
    expect(log.json().items.map((item: { action: string }) => item.action)).toEqual([
      'delete',
      'update',
      'upload',
    ]);
    expect(log.json().items[2]).toMatchObject({ userName: 'Rita Redakteurin', entityId: String(file.id) });
  });

  it('sweeps media files no row names, and keeps those that are named', async () => {
    const kept = (
      await upload(editor, { name: 'bleibt.png', bytes: await smallPng() }, { altText: 'Bleibt' })
    ).json().record as MediaFile;
    await files.put('media/00000000-0000-4000-8000-000000000001-large.webp', Buffer.from('verwaist'));
    const removed = await sweepOrphanFiles(db, files);
    expect(removed).toContain('media/00000000-0000-4000-8000-000000000001-large.webp');
    expect((await get(commune, `/api${kept.url}`)).statusCode).toBe(200);
    expect((await get(commune, `/api${kept.smallUrl}`)).statusCode).toBe(200);
  });
});

// Before, one of 20,131 fuzzed requests, a truncated or mislabelled multipart body, answered 500.
describe('a broken multipart upload', () => {
  it('answers 4xx with a German message, never 5xx, however the body is cut or labelled', async () => {
    const editor = await sessionCookie(db, await buildUser(db, { isEditor: true }));
    const whole = multipart(
      { name: 'punkt.png', bytes: await smallPng(), type: 'image/png' },
      { altText: 'Punkt' },
    );
    const boundary = whole.contentType.split('boundary=')[1];
    const labels = [
      whole.contentType,
      'multipart/form-data',
      'multipart/form-data; boundary=',
      'multipart/form-data; boundary=anders',
      `multipart/mixed; boundary=${boundary}`,
      `multipart/form-data; boundary="${boundary}`,
      'application/octet-stream',
      'image/png',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: whole.payload.length }),
        fc.constantFrom(...labels),
        fc.uint8Array({ maxLength: 8 }),
        async (cut, contentType, tail) => {
          const payload = Buffer.concat([whole.payload.subarray(0, cut), Buffer.from(tail)]);
          const res = await app.inject({
            method: 'POST',
            url: '/api/backoffice/media',
            headers: { cookie: editor, 'content-type': contentType },
            payload,
          });
          if (res.statusCode === 200) return;
          expect(res.statusCode, `${contentType} | ${cut} | ${res.body}`).toBeLessThan(500);
          expect(res.json().message).toMatch(/[äöüÄÖÜß]|Datei|Anfrage|bitte/i);
        },
      ),
      { numRuns: 150 },
    );
  });
});
