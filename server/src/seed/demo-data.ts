import { FEATURE_FLAGS, type FeatureFlag } from '@kp/contract/access';
import { FLAG_COLUMNS } from '../auth/flags.ts';
import type { Db } from '../db/client.ts';
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
import {
  communeBackgroundUrl,
  communeLogoUrl,
  portraitSmallUrl,
  portraitUrl,
  serviceAreaHeaderUrl,
} from './asset-urls.ts';
import { DEMO_COMMUNES, REGIONAL_LEADERS } from './data/communes.ts';
import { DEMO_PEOPLE, personEmail, personPhone, personSlug } from './data/contact-people.ts';
import { DEMO_FACULTIES } from './data/faculties.ts';
import { DEMO_SERVICE_AREAS } from './data/service-areas.ts';
import { DEMO_USER_RECORDS } from './data/users.ts';
import { slugify } from './slug.ts';

type UserInsert = typeof users.$inferInsert;

function featureFlagColumns(on: boolean): Pick<UserInsert, (typeof FLAG_COLUMNS)[FeatureFlag]> {
  return Object.fromEntries(FEATURE_FLAGS.map((flag) => [FLAG_COLUMNS[flag], on]));
}

/** Looks up an id the seed itself inserted; a miss means the demo data files disagree. */
function idOf(ids: ReadonlyMap<string, number>, key: string, what: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Demo-Daten: ${what} '${key}' ist nicht angelegt.`);
  return id;
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: communes.id }).from(communes).limit(1);
  return rows.length === 0;
}

/**
 * Loads the demo content, communes and accounts in one transaction. Deterministic: fixed dates,
 * no randomness, insertion in a fixed order, so two fresh databases hold identical rows.
 */
export async function seedDemoData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const personRows = await tx
      .insert(contactPeople)
      .values(
        DEMO_PEOPLE.map((p) => {
          const slug = personSlug(p);
          return {
            firstname: p.firstname,
            lastname: p.lastname,
            customTitle: p.customTitle,
            email: personEmail(p),
            phone: personPhone(p),
            info: p.info,
            imageUrl: portraitUrl(slug),
            imageSmallUrl: portraitSmallUrl(slug),
          };
        }),
      )
      .returning({
        id: contactPeople.id,
        firstname: contactPeople.firstname,
        lastname: contactPeople.lastname,
      });
    const personIds = new Map(personRows.map((r) => [personSlug(r), r.id]));

    const areaRows = await tx
      .insert(serviceAreas)
      .values(
        DEMO_SERVICE_AREAS.map((area, index) => ({
          title: area.title,
          icon: area.icon,
          headerImageUrl: serviceAreaHeaderUrl(area.slug),
          content1: area.content1,
          content2: area.content2,
          showRegionalLeiter: area.showRegionalLeiter,
          sortOrder: (index + 1) * 10,
        })),
      )
      .returning({ id: serviceAreas.id, title: serviceAreas.title });
    const areaIdsByTitle = new Map(areaRows.map((r) => [r.title, r.id]));
    const areaIds = new Map(
      DEMO_SERVICE_AREAS.map((a) => [a.slug, idOf(areaIdsByTitle, a.title, 'Fachbereich')]),
    );

    await tx.insert(serviceAreaPersons).values(
      DEMO_SERVICE_AREAS.flatMap((area) =>
        area.persons.map((slug, index) => ({
          ownerId: idOf(areaIds, area.slug, 'Fachbereich'),
          contactPersonId: idOf(personIds, slug, 'Ansprechperson'),
          sortOrder: index,
        })),
      ),
    );

    const communeRows = await tx
      .insert(communes)
      .values(
        DEMO_COMMUNES.map((c) => {
          const slug = slugify(c.name);
          return {
            name: c.name,
            ags: c.ags,
            kommunalPartnerId: idOf(personIds, c.kommunalPartner, 'Kommunalpartner'),
            regionalLeiterId: idOf(personIds, REGIONAL_LEADERS[c.district], 'Regionalleitung'),
            weitererKommunalpartnerId: c.weitererKommunalpartner
              ? idOf(personIds, c.weitererKommunalpartner, 'Kommunalpartner')
              : null,
            partnerQuote: c.partnerQuote,
            logoUrl: communeLogoUrl(slug),
            bgImageUrl: communeBackgroundUrl(slug),
            latitude: c.latitude,
            longitude: c.longitude,
            qlickAppId: c.qlickAppId,
            ladestellenBereichsId: c.ladestellenBereichsId,
            enableEinspeisebeteiligung: c.enableEinspeisebeteiligung,
          };
        }),
      )
      .returning({ id: communes.id, name: communes.name });
    const communeIds = new Map(communeRows.map((r) => [r.name, r.id]));

    await tx.insert(communeServiceAreas).values(
      DEMO_COMMUNES.flatMap((c) =>
        c.serviceAreas.map((slug) => ({
          communeId: idOf(communeIds, c.name, 'Kommune'),
          serviceAreaId: idOf(areaIds, slug, 'Fachbereich'),
        })),
      ),
    );

    const facultyRows = await tx
      .insert(faculties)
      .values(
        DEMO_FACULTIES.map((f, index) => ({ name: f.name, selectable: f.selectable, sortOrder: index + 1 })),
      )
      .returning({ id: faculties.id, name: faculties.name });
    const facultyIds = new Map(facultyRows.map((r) => [r.name, r.id]));

    const userRows = await tx
      .insert(users)
      .values(
        DEMO_USER_RECORDS.map((u) => {
          const createdAt = new Date(u.createdAt);
          const preferredAt = u.preferred ? new Date(u.preferred.at) : null;
          return {
            sub: null,
            username: u.username,
            email: u.email,
            firstName: u.firstName,
            lastName: u.lastName,
            imgUrl: portraitUrl(personSlug({ firstname: u.firstName, lastname: u.lastName })),
            confirmed: u.confirmed,
            isAdmin: u.isAdmin,
            isNewEmployee: u.isNewEmployee,
            communeId: u.commune ? idOf(communeIds, u.commune, 'Kommune') : null,
            ...featureFlagColumns(u.featureFlags),
            bildungsportalUser: u.bildungsportalUser,
            kommunalportalAusblenden: u.kommunalportalAusblenden,
            showBildungsportal: u.showBildungsportal,
            preferredFaculty: u.preferred?.faculty ?? null,
            preferredCommune: u.preferred?.commune ?? null,
            telefon: u.preferred?.telefon ?? null,
            preferredDataAt: preferredAt,
            createdAt,
            // Both timestamps are set: the column defaults to now(), which would differ per run.
            updatedAt: preferredAt ?? createdAt,
          } satisfies UserInsert;
        }),
      )
      .returning({ id: users.id, username: users.username });
    const userIds = new Map(userRows.map((r) => [r.username, r.id]));

    const memberships = DEMO_USER_RECORDS.flatMap((u) =>
      u.faculties.map((name) => ({
        userId: idOf(userIds, u.username, 'Konto'),
        facultyId: idOf(facultyIds, name, 'Rolle'),
      })),
    );
    if (memberships.length > 0) await tx.insert(userFaculties).values(memberships);
  });
}
