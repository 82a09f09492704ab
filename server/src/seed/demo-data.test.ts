import fs from 'node:fs';
import path from 'node:path';
import { COMMUNE_NAMES } from '@kp/contract/shell';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import {
  communeServiceAreas,
  communes,
  contactPeople,
  faculties,
  serviceAreaPersons,
  serviceAreas,
  userFaculties,
  users,
} from '../db/schema/index.ts';
import { DEMO_ASSETS_DIR, demoAssetPath } from './asset-urls.ts';
import { isDatabaseEmpty, seedDemoData } from './demo-data.ts';
import { DEMO_USERS } from './demo-users.ts';
import { renderDemoAssets } from './generate-assets.ts';

const LOWER_RHINE = { lat: [50.9, 51.4], lon: [5.8, 6.7] } as const;

async function freshDatabase(): Promise<Database> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  return database;
}

/** Every seeded table in primary-key order, for comparing two databases. */
async function dump(database: Database) {
  const { db } = database;
  return {
    contactPeople: await db.select().from(contactPeople).orderBy(asc(contactPeople.id)),
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
  };
}

describe('demo data seed', () => {
  let first: Database;
  let second: Database;
  let data: Awaited<ReturnType<typeof dump>>;

  beforeAll(async () => {
    first = await freshDatabase();
    expect(await isDatabaseEmpty(first.db)).toBe(true);
    await seedDemoData(first.db);
    data = await dump(first);
  }, 60_000);

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

  const iconsDir = path.resolve(import.meta.dirname, '../../../node_modules/@mui/icons-material');
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

  it('references only image files that ship with the seed', () => {
    const urls = [
      ...data.contactPeople.flatMap((p) => [p.imageUrl, p.imageSmallUrl]),
      ...data.communes.flatMap((c) => [c.logoUrl, c.bgImageUrl]),
      ...data.serviceAreas.map((a) => a.headerImageUrl),
      ...data.users.map((u) => u.imgUrl),
    ];
    for (const url of urls) {
      expect(url).toBeTruthy();
      const file = demoAssetPath(url ?? '');
      expect(file, String(url)).not.toBeNull();
      expect(fs.existsSync(file ?? ''), String(url)).toBe(true);
    }
  });

  it('ships exactly the images the generator draws (run generate-assets.ts after a change)', () => {
    for (const [relative, svg] of renderDemoAssets()) {
      const file = path.join(DEMO_ASSETS_DIR, relative);
      expect(fs.existsSync(file), relative).toBe(true);
      expect(fs.readFileSync(file, 'utf8') === svg, relative).toBe(true);
    }
  });

  it('seeds identical rows into a second database', async () => {
    second = await freshDatabase();
    await seedDemoData(second.db);
    expect(await dump(second)).toEqual(data);
  }, 60_000);
});
