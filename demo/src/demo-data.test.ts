import fs from 'node:fs';
import path from 'node:path';
import { SPECIAL_TITLES, VIDEO_EMBED_HOSTS } from '@kp/contract/content-constants';
import { splitContactText } from '@kp/contract/funds-constants';
import { NEW_BADGE_DAYS } from '@kp/contract/news-constants';
import { COMMUNE_NAMES } from '@kp/contract/shell';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../server/src/auth/dev-login-accounts.ts';
import type { Database } from '../../server/src/db/client.ts';
import {
  aboutUs,
  communeServiceAreas,
  communes,
  constructionProjects,
  contactPeople,
  faculties,
  faqEntries,
  foerdermittel,
  foerdermittelPersons,
  foerdermittelServices,
  foerdermittelSubServices,
  foerdermittelThemen,
  foerderthemen,
  moments,
  newCompanies,
  newCompanyPersons,
  newsPostPersons,
  newsPosts,
  type StoredImage,
  serviceAreaPersons,
  serviceAreas,
  servicePersons,
  services,
  subServicePersons,
  subServices,
  userFaculties,
  users,
} from '../../server/src/db/schema/index.ts';
import { openSeededTestDatabase, openTestDatabase, SEED_WAIT_MS } from '../../server/src/test/database.ts';
import { DEMO_ASSETS_DIR, demoAssetPath } from './asset-urls.ts';
import { DEMO_COMMUNES } from './data/communes.ts';
import { berlinOffsetHours } from './dates.ts';
import { isDatabaseEmpty, seedDemoData } from './demo-data.ts';
import { allIllustrations } from './demo-media.ts';

const LOWER_RHINE = { lat: [50.9, 51.4], lon: [5.8, 6.7] } as const;

/**
 * Every row of every table, as JSON sorted by its text: the seed's determinism covers all tables, also
 * those a later change adds. File keys are random by design (seed/commune-data.ts), and a reference set's
 * applied_at is the moment it was applied, so they are left out.
 */
async function everyTable({ db }: Database): Promise<Record<string, unknown>> {
  const { rows: tables } = (await db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: { name: string }[] };
  const result: Record<string, unknown> = {};
  for (const { name } of tables) {
    const { rows } = (await db.execute(
      sql`select coalesce(jsonb_agg(r order by r::text), '[]'::jsonb) as rows
          from (select to_jsonb(t) - 'file_key' - 'applied_at' as r from ${sql.identifier(name)} t) s`,
    )) as unknown as { rows: { rows: unknown }[] };
    result[name] = rows[0]?.rows;
  }
  return result;
}

/** Every seeded table in primary-key order, for comparing two databases. */
async function dump(database: Database) {
  const { db } = database;
  return {
    contactPeople: await db.select().from(contactPeople).orderBy(asc(contactPeople.id)),
    moments: await db.select().from(moments).orderBy(asc(moments.id)),
    serviceAreas: await db.select().from(serviceAreas).orderBy(asc(serviceAreas.id)),
    serviceAreaPersons: await db
      .select()
      .from(serviceAreaPersons)
      .orderBy(asc(serviceAreaPersons.ownerId), asc(serviceAreaPersons.contactPersonId)),
    communes: await db.select().from(communes).orderBy(asc(communes.id)),
    communeServiceAreas: await db
      .select()
      .from(communeServiceAreas)
      .orderBy(asc(communeServiceAreas.communeId), asc(communeServiceAreas.serviceAreaId)),
    faculties: await db.select().from(faculties).orderBy(asc(faculties.id)),
    users: await db.select().from(users).orderBy(asc(users.id)),
    userFaculties: await db
      .select()
      .from(userFaculties)
      .orderBy(asc(userFaculties.userId), asc(userFaculties.facultyId)),
    services: await db.select().from(services).orderBy(asc(services.id)),
    servicePersons: await db
      .select()
      .from(servicePersons)
      .orderBy(asc(servicePersons.ownerId), asc(servicePersons.contactPersonId)),
    subServices: await db.select().from(subServices).orderBy(asc(subServices.id)),
    subServicePersons: await db
      .select()
      .from(subServicePersons)
      .orderBy(asc(subServicePersons.ownerId), asc(subServicePersons.contactPersonId)),
    aboutUs: await db.select().from(aboutUs).orderBy(asc(aboutUs.id)),
    newCompanies: await db.select().from(newCompanies).orderBy(asc(newCompanies.id)),
    newCompanyPersons: await db
      .select()
      .from(newCompanyPersons)
      .orderBy(asc(newCompanyPersons.ownerId), asc(newCompanyPersons.contactPersonId)),
    faqEntries: await db.select().from(faqEntries).orderBy(asc(faqEntries.id)),
    constructionProjects: await db.select().from(constructionProjects).orderBy(asc(constructionProjects.id)),
    newsPosts: await db.select().from(newsPosts).orderBy(asc(newsPosts.id)),
    newsPostPersons: await db
      .select()
      .from(newsPostPersons)
      .orderBy(asc(newsPostPersons.ownerId), asc(newsPostPersons.contactPersonId)),
    foerderthemen: await db.select().from(foerderthemen).orderBy(asc(foerderthemen.id)),
    foerdermittel: await db.select().from(foerdermittel).orderBy(asc(foerdermittel.id)),
    foerdermittelThemen: await db
      .select()
      .from(foerdermittelThemen)
      .orderBy(asc(foerdermittelThemen.foerdermittelId), asc(foerdermittelThemen.themaId)),
    foerdermittelPersons: await db
      .select()
      .from(foerdermittelPersons)
      .orderBy(asc(foerdermittelPersons.foerdermittelId), asc(foerdermittelPersons.contactPersonId)),
    foerdermittelServices: await db
      .select()
      .from(foerdermittelServices)
      .orderBy(asc(foerdermittelServices.foerdermittelId), asc(foerdermittelServices.serviceId)),
    foerdermittelSubServices: await db
      .select()
      .from(foerdermittelSubServices)
      .orderBy(asc(foerdermittelSubServices.foerdermittelId), asc(foerdermittelSubServices.subServiceId)),
  };
}

/** The day the demo is written for: posts of the last 21 days show the 'Neu' badge. */
const DEMO_TODAY = '2026-11-21';
const daysBefore = (date: string, today = DEMO_TODAY): number =>
  (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${date}T00:00:00Z`)) / 86_400_000;

const imageUrls = (images: readonly StoredImage[]): string[] =>
  images.flatMap((img) => [img.url, ...(img.smallUrl ? [img.smallUrl] : [])]);

/** Checks a PDF's structure: header, trailer and every xref offset pointing at its object. */
function checkPdf(bytes: Buffer, name: string): void {
  const text = bytes.toString('latin1');
  expect(text.startsWith('%PDF-'), name).toBe(true);
  expect(text.trimEnd().endsWith('%%EOF'), name).toBe(true);
  const startxref = Number(/startxref\s+(\d+)/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 4), name).toBe('xref');
  const entries = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
  expect(entries.length, name).toBeGreaterThan(4);
  entries.forEach((offset, index) => {
    expect(text.slice(offset, offset + `${index + 1} 0 obj`.length), `${name} object ${index + 1}`).toBe(
      `${index + 1} 0 obj`,
    );
  });
}

describe('demo data seed', () => {
  let first: Database;
  let second: Database;
  let data: Awaited<ReturnType<typeof dump>>;

  beforeAll(async () => {
    // The run's one seed (test/database.ts); the last test below seeds from scratch and compares.
    first = await openSeededTestDatabase();
    data = await dump(first);
  }, SEED_WAIT_MS);

  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('marks the database as no longer empty', async () => {
    expect(await isDatabaseEmpty(first.db)).toBe(false);
  });

  it('creates the 18 communes in the order of the spec, on the Lower Rhine', () => {
    expect(data.communes.map((c) => c.name)).toEqual([...COMMUNE_NAMES]);
    for (const c of data.communes) {
      expect(c.ags, c.name).toMatch(/^05\d{6}$/);
      expect(c.latitude, c.name).toBeGreaterThanOrEqual(LOWER_RHINE.lat[0]);
      expect(c.latitude, c.name).toBeLessThanOrEqual(LOWER_RHINE.lat[1]);
      expect(c.longitude, c.name).toBeGreaterThanOrEqual(LOWER_RHINE.lon[0]);
      expect(c.longitude, c.name).toBeLessThanOrEqual(LOWER_RHINE.lon[1]);
    }
  });

  it('gives every commune a commune partner, a regional leader and service areas', () => {
    const people = new Set(data.contactPeople.map((p) => p.id));
    for (const c of data.communes) {
      expect(people.has(c.kommunalPartnerId ?? -1), c.name).toBe(true);
      expect(people.has(c.regionalLeiterId ?? -1), c.name).toBe(true);
      expect(
        data.communeServiceAreas.some((link) => link.communeId === c.id),
        c.name,
      ).toBe(true);
    }
    // A few regional leaders cover several communes each.
    expect(new Set(data.communes.map((c) => c.regionalLeiterId)).size).toBe(4);
  });

  it('creates the 12 service areas in navigation order, each with people in charge', () => {
    expect(data.serviceAreas.map((a) => a.title)).toEqual([
      'Strom',
      'Gas',
      'Trinkwasser',
      'Abwasser',
      'Straßenbeleuchtung',
      'Mobilität',
      'Nachhaltigkeit',
      'Wärme',
      'Breitband & Telekommunikation',
      'Energiedienstleistungen',
      'Smart City',
      'Bäder & Freizeit',
    ]);
    const orders = data.serviceAreas.map((a) => a.sortOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    for (const area of data.serviceAreas) {
      const persons = data.serviceAreaPersons.filter((p) => p.ownerId === area.id);
      expect(persons.length, area.title).toBeGreaterThanOrEqual(1);
      expect(persons.length, area.title).toBeLessThanOrEqual(3);
      expect(area.content1.length, area.title).toBeGreaterThan(200);
      expect(area.content2.length, area.title).toBeGreaterThan(100);
    }
  });

  const iconsDir = path.resolve(import.meta.dirname, '../../node_modules/@mui/icons-material');
  it('uses icon names that exist in @mui/icons-material', () => {
    for (const area of data.serviceAreas) {
      expect(fs.existsSync(path.join(iconsDir, `${area.icon}.js`)), `${area.title}: ${area.icon}`).toBe(true);
    }
  });

  it('creates every demo user of the dev login', () => {
    const usernames = data.users.map((u) => u.username);
    for (const demo of DEMO_USERS) expect(usernames).toContain(demo.username);
    expect(data.users).toHaveLength(DEMO_USERS.length);
    for (const u of data.users) expect(u.email, u.username).toMatch(/@[a-z0-9.-]+\.example$/);
  });

  it('gives the demo users the kinds the login dialog promises', () => {
    const byName = new Map(data.users.map((u) => [u.username, u]));
    const communeName = (id: number | null) => data.communes.find((c) => c.id === id)?.name ?? null;
    const facultiesOf = (username: string) => {
      const id = byName.get(username)?.id;
      return data.userFaculties
        .filter((uf) => uf.userId === id)
        .map((uf) => data.faculties.find((f) => f.id === uf.facultyId)?.name);
    };

    const viersen = byName.get('kommune.viersen');
    expect(viersen).toMatchObject({ confirmed: true, enableMoments: true, enableTestate: true });
    expect(communeName(viersen?.communeId ?? null)).toBe('Viersen');
    expect(facultiesOf('kommune.viersen')).toEqual(['Kämmerei']);

    const brueggen = byName.get('kommune.brueggen');
    expect(brueggen).toMatchObject({ confirmed: true, enableMoments: false, enableKommunalrabatt: false });
    expect(communeName(brueggen?.communeId ?? null)).toBe('Brüggen');

    expect(byName.get('new.mitarbeiter')).toMatchObject({ isNewEmployee: true, communeId: null });
    expect(facultiesOf('new.mitarbeiter')).toEqual(['NEW-Mitarbeitende']);
    expect(byName.get('admin')).toMatchObject({ isAdmin: true, confirmed: true });
    expect(byName.get('bildung.lehrkraft')).toMatchObject({ bildungsportalUser: true });
    expect(byName.get('bildung.schule')).toMatchObject({
      bildungsportalUser: true,
      kommunalportalAusblenden: true,
      showBildungsportal: true,
    });
    expect(byName.get('wartet.freigabe')).toMatchObject({
      confirmed: false,
      preferredFaculty: 'Kämmerei',
      preferredCommune: 'Wegberg',
    });
    expect(byName.get('wartet.freigabe')?.preferredDataAt).toBeInstanceOf(Date);
    expect(byName.get('neu.registriert')).toMatchObject({
      confirmed: false,
      preferredFaculty: null,
      preferredDataAt: null,
    });
  });

  it('offers the registration roles and keeps the internal ones out of the list', () => {
    const selectable = data.faculties.filter((f) => f.selectable).map((f) => f.name);
    expect(selectable).toHaveLength(10);
    expect(selectable[0]).toBe('Bürgermeisterin / Bürgermeister');
    expect(selectable.at(-1)).toBe('Sonstiges');
    expect(data.faculties.filter((f) => !f.selectable).map((f) => f.name)).toEqual([
      'Bildungsportal',
      'NEW-Mitarbeitende',
    ]);
  });

  it('references only image and download files that ship with the seed', () => {
    const pages = [...data.serviceAreas, ...data.services, ...data.subServices];
    const urls = [
      ...data.contactPeople.flatMap((p) => [p.imageUrl, p.imageSmallUrl]),
      ...data.communes.flatMap((c) => [c.logoUrl, c.bgImageUrl]),
      ...data.serviceAreas.map((a) => a.headerImageUrl),
      ...data.users.map((u) => u.imgUrl),
      ...pages.flatMap((page) => imageUrls(page.images)),
      ...pages.flatMap((page) => page.fileDownloads.map((d) => d.url)),
      ...data.aboutUs.flatMap((about) => imageUrls(about.images)),
      ...data.newCompanies.flatMap((company) => imageUrls(company.images)),
      ...data.faqEntries.flatMap((entry) => (entry.imageUrl ? [entry.imageUrl] : [])),
      ...data.newsPosts.flatMap((post) => [post.imageUrl, post.imageSmallUrl, ...imageUrls(post.images)]),
      ...data.foerderthemen.flatMap((topic) => imageUrls(topic.bilder)),
      ...data.foerdermittel.flatMap((fund) => fund.foerdermittelgeber.map((funder) => funder.Logo?.url)),
    ];
    expect(urls.length).toBeGreaterThan(500);
    for (const url of urls) {
      expect(url).toBeTruthy();
      const file = demoAssetPath(url ?? '');
      expect(file, String(url)).not.toBeNull();
      expect(fs.existsSync(file ?? ''), String(url)).toBe(true);
    }
  });

  it('ships downloads that are valid PDF files', () => {
    const downloads = [...data.serviceAreas, ...data.services, ...data.subServices].flatMap(
      (page) => page.fileDownloads,
    );
    expect(downloads.length).toBeGreaterThan(30);
    for (const download of downloads) {
      expect(download.caption, download.name).toMatch(/\(PDF\)$/);
      expect(download.url.endsWith(`/downloads/${download.name}`), download.url).toBe(true);
    }
    const dir = path.join(DEMO_ASSETS_DIR, 'downloads');
    const files = fs.readdirSync(dir);
    expect(files.length).toBeGreaterThanOrEqual(20);
    for (const name of files) checkPdf(fs.readFileSync(path.join(dir, name)), name);
  });

  it('ships every illustration the seed refers to, and none it does not', () => {
    const shipped = allIllustrations().flatMap((ill) => [
      `${ill.kind}/${ill.base}.svg`,
      `${ill.kind}/${ill.base}-small.svg`,
    ]);
    for (const relative of shipped)
      expect(fs.existsSync(path.join(DEMO_ASSETS_DIR, relative)), relative).toBe(true);
    const kinds = new Set(allIllustrations().map((ill) => ill.kind));
    const onDisk = [...kinds].flatMap((kind) =>
      fs.readdirSync(path.join(DEMO_ASSETS_DIR, kind)).map((file) => `${kind}/${file}`),
    );
    expect(onDisk.filter((relative) => !shipped.includes(relative))).toEqual([]);
  });

  it('keeps the illustrations small', () => {
    for (const kind of ['content', 'news', 'companies', 'topics', 'funders'] as const) {
      const dir = path.join(DEMO_ASSETS_DIR, kind);
      if (!fs.existsSync(dir)) continue;
      for (const file of fs.readdirSync(dir)) {
        expect(fs.statSync(path.join(dir, file)).size, `${kind}/${file}`).toBeLessThan(14_000);
      }
    }
  });

  it('gives every commune its number of residents', () => {
    for (const c of data.communes) expect(c.einwohner, c.name).toBeGreaterThan(5_000);
    const byName = new Map(data.communes.map((c) => [c.name, c.einwohner ?? 0]));
    expect(byName.get('Mönchengladbach')).toBeGreaterThan(250_000);
    expect(byName.get('Viersen')).toBeGreaterThan(70_000);
    expect(Math.max(...byName.values())).toBe(byName.get('Mönchengladbach'));
  });

  it('offers 2 to 4 services per area with content, people and unique titles', () => {
    for (const area of data.serviceAreas) {
      const own = data.services.filter((s) => s.serviceAreaId === area.id);
      expect(own.length, area.title).toBeGreaterThanOrEqual(2);
      expect(own.length, area.title).toBeLessThanOrEqual(4);
      expect(area.images.length, area.title).toBeGreaterThanOrEqual(1);
      expect(area.fileDownloads.length + area.interestingLinks.length, area.title).toBeGreaterThan(0);
    }
    const titles = [...data.services, ...data.subServices].map((s) => s.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const page of [...data.services, ...data.subServices]) {
      expect(page.content1.length, page.title).toBeGreaterThan(200);
      // Quartiersentwicklung's page brings its own sections after the intro.
      if (page.title !== SPECIAL_TITLES.quartiersentwicklung) {
        expect(page.content2.length, page.title).toBeGreaterThan(80);
      }
    }
    for (const sub of data.subServices) {
      expect(
        data.services.some((s) => s.id === sub.serviceId),
        sub.title,
      ).toBe(true);
    }
    const perService = data.services.map(
      (s) => data.subServices.filter((sub) => sub.serviceId === s.id).length,
    );
    expect(Math.max(...perService)).toBeLessThanOrEqual(3);
    expect(perService.filter((count) => count > 0).length).toBeGreaterThanOrEqual(8);
    // Carousels and single images both occur.
    expect(data.services.some((s) => s.images.length >= 2)).toBe(true);
    expect(data.services.some((s) => s.images.length === 1)).toBe(true);
    expect(data.servicePersons.length).toBeGreaterThan(data.services.length);
  });

  it('places the pages with their own views under the titles the spec names', () => {
    const areaTitle = (id: number) => data.serviceAreas.find((a) => a.id === id)?.title;
    const service = (title: string) => data.services.find((s) => s.title === title);
    const sub = (title: string) => data.subServices.find((s) => s.title === title);

    expect(areaTitle(service(SPECIAL_TITLES.quartiersentwicklung)?.serviceAreaId ?? -1)).toBe('Wärme');
    expect(service(SPECIAL_TITLES.quartiersentwicklung)?.requiredFlag).toBeNull();
    for (const title of [SPECIAL_TITLES.waermeplanung, SPECIAL_TITLES.waermeplanungFaq]) {
      expect(service(title), title).toMatchObject({ requiredFlag: 'EnableWaermeplanung' });
      expect(areaTitle(service(title)?.serviceAreaId ?? -1), title).toBe('Wärme');
    }
    expect(sub(SPECIAL_TITLES.events)).toMatchObject({ requiredFlag: 'EnableMoments' });
    expect(sub(SPECIAL_TITLES.vereinsfoerderung)?.requiredFlag).toBeNull();
    expect(sub(SPECIAL_TITLES.laufserie)?.requiredFlag).toBeNull();
    const engagement = service('Engagement in der Region');
    for (const title of [SPECIAL_TITLES.events, SPECIAL_TITLES.vereinsfoerderung, SPECIAL_TITLES.laufserie]) {
      expect(sub(title)?.serviceId, title).toBe(engagement?.id);
    }
    for (const title of [
      SPECIAL_TITLES.nachhaltigkeit,
      SPECIAL_TITLES.mobilitaet,
      ...SPECIAL_TITLES.concessionAreas,
    ]) {
      expect(
        data.serviceAreas.some((a) => a.title === title),
        title,
      ).toBe(true);
    }
    // Only the flagged pages carry a flag.
    const flagged = [...data.services, ...data.subServices].filter((s) => s.requiredFlag !== null);
    expect(flagged.map((s) => s.title).sort()).toEqual(
      [SPECIAL_TITLES.waermeplanung, SPECIAL_TITLES.waermeplanungFaq, SPECIAL_TITLES.events].sort(),
    );
  });

  it('numbers downloads and links per list and links outside over https', () => {
    for (const page of [...data.serviceAreas, ...data.services, ...data.subServices]) {
      const downloadIds = page.fileDownloads.map((d) => d.id);
      const linkIds = page.interestingLinks.map((l) => l.id);
      expect(new Set(downloadIds).size, page.title).toBe(downloadIds.length);
      expect(new Set(linkIds).size, page.title).toBe(linkIds.length);
      for (const link of page.interestingLinks) {
        expect(link.link, `${page.title}: ${link.title}`).toMatch(
          /^(https:\/\/[a-z0-9.-]+\.[a-z]+(\/\S*)?|\/[a-z-]+)$/,
        );
      }
    }
    const links = [...data.serviceAreas, ...data.services, ...data.subServices].flatMap(
      (p) => p.interestingLinks,
    );
    expect(links.some((l) => l.link.startsWith('/'))).toBe(true);
    expect(links.some((l) => l.link.startsWith('https://'))).toBe(true);
  });

  it('describes the group with a video and six companies', () => {
    expect(data.aboutUs).toHaveLength(1);
    const [about] = data.aboutUs;
    expect(about.title).toBe('Über die NEW');
    expect(about.images.length).toBeGreaterThanOrEqual(2);
    const src = /<iframe[^>]+src="([^"]+)"/.exec(about.video ?? '')?.[1] ?? '';
    expect(VIDEO_EMBED_HOSTS).toContain(new URL(src).host);
    expect(data.newCompanies).toHaveLength(6);
    expect(data.newCompanies[0].title).toBe('NEW AG');
    for (const company of data.newCompanies) {
      expect(company.content1.length, company.title).toBeGreaterThan(200);
      expect(company.images.length, company.title).toBeGreaterThanOrEqual(1);
      expect(
        data.newCompanyPersons.some((p) => p.ownerId === company.id),
        company.title,
      ).toBe(true);
    }
  });

  it('answers 15 questions in the FAQ, two of them with an image', () => {
    expect(data.faqEntries).toHaveLength(15);
    expect(data.faqEntries.filter((entry) => entry.imageUrl !== null)).toHaveLength(2);
    const orders = data.faqEntries.map((entry) => entry.sortOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('publishes 40 news and 20 press releases over two years up to the day before the demo day', () => {
    const news = data.newsPosts.filter((p) => !p.isPress);
    const press = data.newsPosts.filter((p) => p.isPress);
    expect(news).toHaveLength(40);
    expect(press).toHaveLength(20);
    const dates = data.newsPosts.map((p) => p.pubDate).sort();
    expect(dates.at(-1)).toBe('2026-11-20');
    expect(daysBefore(dates[0])).toBeGreaterThan(600);
    expect(daysBefore(dates[0])).toBeLessThanOrEqual(731);
    const recent = data.newsPosts.filter((p) => daysBefore(p.pubDate) < NEW_BADGE_DAYS);
    expect(recent.filter((p) => !p.isPress).length).toBeGreaterThanOrEqual(4);
    expect(recent.filter((p) => p.isPress).length).toBeGreaterThanOrEqual(2);
    expect(new Set(data.newsPosts.map((p) => p.title)).size).toBe(data.newsPosts.length);
  });

  it('dates each post consistently: created the day before, published in the morning in Berlin', () => {
    for (const post of data.newsPosts) {
      // The demo publishes every post (no drafts): its time is set.
      const publishedAt = post.publishedAt as Date;
      const offset = berlinOffsetHours(post.pubDate);
      const local = new Date(publishedAt.getTime() + offset * 3_600_000);
      expect(local.toISOString().slice(0, 10), post.title).toBe(post.pubDate);
      expect(local.getUTCHours(), post.title).toBeGreaterThanOrEqual(6);
      expect(local.getUTCHours(), post.title).toBeLessThan(12);
      expect(post.createdAt.getTime(), post.title).toBeLessThan(publishedAt.getTime());
      expect(post.updatedAt.getTime(), post.title).toBeGreaterThanOrEqual(publishedAt.getTime());
      if (post.customUpdatedAt) expect(post.customUpdatedAt).toEqual(post.updatedAt);
    }
    // Summer time: a July post is published at 08:00 CEST, i.e. 06:00 UTC.
    const july = data.newsPosts.find((p) => p.pubDate === '2026-07-16');
    expect(july?.publishedAt?.toISOString()).toBe('2026-07-16T06:00:00.000Z');
  });

  it('fills every post with title, subtitle, image, plain text and the right kind of content', () => {
    for (const post of data.newsPosts) {
      expect(post.subtitle, post.title).toBeTruthy();
      expect(post.imageUrl, post.title).toMatch(/^\/uploads\/demo\/news\/.+\.svg$/);
      expect(post.imageSmallUrl, post.title).toBe(post.imageUrl?.replace(/\.svg$/, '-small.svg'));
      expect(post.imageCaption, post.title).toBeTruthy();
      expect(post.contentPlaintext.length, post.title).toBeGreaterThan(150);
      expect(post.contentPlaintext, post.title).not.toMatch(/[<>*#]|\*\*/);
      if (post.isPress) {
        expect(post.content, post.title).toMatch(/^<p>/);
        const tags = [...post.content.matchAll(/<\/?([a-z0-9]+)/g)].map((m) => m[1]);
        expect(
          tags.filter((tag) => !['p', 'h3', 'ul', 'li', 'a', 'strong'].includes(tag)),
          post.title,
        ).toEqual([]);
        expect(post.content2).toBe('');
      } else {
        expect(post.content2.length, post.title).toBeGreaterThan(50);
        expect(post.content, post.title).not.toMatch(/<[a-z]/);
      }
    }
    expect(data.newsPosts.some((p) => p.images.length >= 2)).toBe(true);
    expect(data.newsPostPersons.length).toBeGreaterThan(10);
  });

  it('offers 12 funding programmes with every field, past and future deadlines and one open end', () => {
    expect(data.foerderthemen.map((t) => t.titel)).toEqual([
      'Klimaschutz',
      'E-Mobilität',
      'Wärme',
      'Digitalisierung',
      'Wasser',
      'Energieeffizienz',
    ]);
    for (const topic of data.foerderthemen) expect(topic.bilder, topic.titel).toHaveLength(1);
    expect(data.foerdermittel).toHaveLength(12);
    const deadlines = data.foerdermittel.map((f) => f.frist);
    expect(deadlines.filter((d) => d === null)).toHaveLength(1);
    const dated = deadlines.filter((d): d is string => d !== null);
    expect(dated.filter((d) => d < DEMO_TODAY).length).toBeGreaterThanOrEqual(2);
    expect(dated.filter((d) => d >= DEMO_TODAY).length).toBeGreaterThan(dated.length / 2);
    for (const fund of data.foerdermittel) {
      const name = fund.foerdertitel;
      for (const field of [fund.untertitel, fund.aufruf, fund.beihilfekategorie, fund.hinweis]) {
        expect(field, name).toBeTruthy();
      }
      expect(fund.foerderthemaId, name).not.toBeNull();
      for (const list of [fund.antragsberechtigt, fund.foerdergegenstaende, fund.foerderhoehe, fund.links]) {
        expect(list.length, name).toBeGreaterThan(0);
      }
      expect(fund.ansprechpartner, name).not.toMatch(/\n{4,}/);
      expect(splitContactText(fund.ansprechpartner).length, name).toBeGreaterThanOrEqual(2);
      expect(fund.foerdermittelgeber.length, name).toBeGreaterThan(0);
      for (const funder of fund.foerdermittelgeber) {
        expect(funder.Link, name).toMatch(/^https:\/\//);
        expect(funder.Logo?.url, name).toMatch(/^\/uploads\/demo\/funders\//);
      }
      const themen = data.foerdermittelThemen.filter((t) => t.foerdermittelId === fund.id);
      expect(themen.length, name).toBeGreaterThanOrEqual(1);
      expect(themen.length, name).toBeLessThanOrEqual(3);
      expect(
        themen.map((t) => t.themaId),
        name,
      ).toContain(fund.foerderthemaId);
      expect(
        data.foerdermittelPersons.some((p) => p.foerdermittelId === fund.id),
        name,
      ).toBe(true);
      expect(
        data.foerdermittelServices.some((p) => p.foerdermittelId === fund.id),
        name,
      ).toBe(true);
    }
    expect(data.foerdermittelSubServices.length).toBeGreaterThan(5);
  });

  it('puts construction projects into the communes, near their coordinates', () => {
    expect(data.constructionProjects.length).toBeGreaterThanOrEqual(15);
    const sparten = new Set(['Strom', 'Gas', 'Wasser', 'Glasfaser', 'Fernwärme']);
    for (const project of data.constructionProjects) {
      const commune = DEMO_COMMUNES.find((c) => c.name === project.commune);
      expect(commune, project.title).toBeDefined();
      expect(sparten.has(project.sparte), project.title).toBe(true);
      expect(Math.abs(project.latitude - (commune?.latitude ?? 0)), project.title).toBeLessThan(0.05);
      expect(Math.abs(project.longitude - (commune?.longitude ?? 0)), project.title).toBeLessThan(0.05);
      if (project.endDate) expect(project.endDate > project.startDate, project.title).toBe(true);
    }
    expect(new Set(data.constructionProjects.map((p) => p.sparte)).size).toBe(5);
  });

  // The one full seed from scratch of a test run, so it may take long on a busy machine.
  it(
    'seeds identical rows into a second database',
    async () => {
      second = await openTestDatabase();
      expect(await isDatabaseEmpty(second.db)).toBe(true);
      await seedDemoData(second.db);
      expect(await dump(second)).toEqual(data);
      expect(await everyTable(second)).toEqual(await everyTable(first));
    },
    SEED_WAIT_MS,
  );
});
