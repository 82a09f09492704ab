import { fieldMessages } from '@kp/contract/field-messages';
import { describe, expect, it } from 'vitest';
import { resourceNamed } from '../../backoffice/registry.ts';
import { backofficeCaller, setupTestApp } from '../../test/app.ts';
import { buildUser, sessionCookie } from '../../test/factories.ts';

const { app, db } = await setupTestApp({}, { seeded: true });
const call = backofficeCaller(app);

/** Every entry of the demo data opens in its back-office form and saves unchanged (no 400 on untouched data, the same record after). */
describe('back office: the demo content fits the content forms', () => {
  it.each([
    'service-areas',
    'services',
    'sub-services',
    'contact-people',
    'about-page',
    'new-companies',
    'faq-entries',
    'heat-faq-entries',
  ])('%s', async (name) => {
    const cookie = await sessionCookie(db, await buildUser(db, { isEditor: true }));
    const resource = resourceNamed(name);
    if (!resource) throw new Error(`${name} fehlt`);
    const list = await call(cookie, 'GET', `/api/backoffice/${name}?perPage=500`);
    expect(list.statusCode).toBe(200);
    const items = list.json().items as { id: number }[];
    expect(items.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const { id } of items) {
      const entry = await call(cookie, 'GET', `/api/backoffice/${name}/${id}`);
      const { id: _id, ...record } = entry.json().record;
      const parsed = resource.input.safeParse(record);
      if (!parsed.success) {
        problems.push(`${id}: ${JSON.stringify(fieldMessages(parsed.error.issues))}`);
        continue;
      }
      // Saved untouched, it passes the server's own checks too (people, communes, the video).
      const saved = await call(cookie, 'PUT', `/api/backoffice/${name}/${id}`, record, entry.json().revision);
      if (saved.statusCode !== 200) problems.push(`${id}: ${saved.statusCode} ${saved.body}`);
      else expect(saved.json().record).toEqual(entry.json().record);
    }
    expect(problems).toEqual([]);
  });
});
