import type { Db } from '../db/client.ts';
import {
  aboutUs,
  constructionProjects,
  faqEntries,
  newCompanies,
  newCompanyPersons,
  serviceAreaPersons,
  servicePersons,
  services,
  subServicePersons,
  subServices,
} from '../db/schema/index.ts';

let sequence = 0;
const next = () => ++sequence;

export async function buildService(
  db: Db,
  overrides: Partial<typeof services.$inferInsert> & { serviceAreaId: number },
) {
  const n = next();
  const [row] = await db
    .insert(services)
    .values({ title: `Leistung ${n}`, content1: `Inhalt der Leistung ${n}`, ...overrides })
    .returning();
  return row;
}

export async function buildSubService(
  db: Db,
  overrides: Partial<typeof subServices.$inferInsert> & { serviceId: number },
) {
  const n = next();
  const [row] = await db
    .insert(subServices)
    .values({ title: `Angebot ${n}`, content1: `Inhalt des Angebots ${n}`, ...overrides })
    .returning();
  return row;
}

export async function buildNewCompany(db: Db, overrides: Partial<typeof newCompanies.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(newCompanies)
    .values({ title: `NEW Tochter ${n}`, content1: `Über die Tochter ${n}`, sortOrder: n, ...overrides })
    .returning();
  return row;
}

export async function buildAboutUs(db: Db, overrides: Partial<typeof aboutUs.$inferInsert> = {}) {
  const [row] = await db
    .insert(aboutUs)
    .values({ title: 'Über die NEW', content1: 'Wir versorgen die Region.', ...overrides })
    .returning();
  return row;
}

export async function buildFaq(db: Db, overrides: Partial<typeof faqEntries.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(faqEntries)
    .values({ titel: `Frage ${n}?`, text: `Antwort ${n}.`, sortOrder: n, ...overrides })
    .returning();
  return row;
}

export async function buildConstructionProject(
  db: Db,
  overrides: Partial<typeof constructionProjects.$inferInsert> = {},
) {
  const n = next();
  const [row] = await db
    .insert(constructionProjects)
    .values({
      title: `Baustelle ${n}`,
      description: 'Erneuerung der Leitung',
      sparte: 'Wasser',
      commune: 'Viersen',
      street: `Hauptstraße ${n}`,
      startDate: '2026-03-01',
      latitude: 51.25,
      longitude: 6.39,
      ...overrides,
    })
    .returning();
  return row;
}

const LINK_TABLES = {
  serviceArea: serviceAreaPersons,
  service: servicePersons,
  subService: subServicePersons,
  newCompany: newCompanyPersons,
};

/** Links contact persons to an owner in the given order. */
export async function linkPersons(
  db: Db,
  owner: keyof typeof LINK_TABLES,
  ownerId: number,
  contactPersonIds: number[],
) {
  await db
    .insert(LINK_TABLES[owner])
    .values(contactPersonIds.map((contactPersonId, sortOrder) => ({ ownerId, contactPersonId, sortOrder })));
}
