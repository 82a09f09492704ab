import { FEATURE_FLAGS, type FeatureFlag } from '@kp/contract/flags';
import { eq } from 'drizzle-orm';
import { FLAG_COLUMNS } from '../../server/src/auth/flags.ts';
import type { Db } from '../../server/src/db/client.ts';
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
  newCompanies,
  newCompanyPersons,
  newsPostPersons,
  newsPosts,
  type StoredDownload,
  type StoredLink,
  serviceAreaPersons,
  serviceAreas,
  servicePersons,
  services,
  subServicePersons,
  subServices,
  userFaculties,
  users,
} from '../../server/src/db/schema/index.ts';
import { htmlToPlaintext, markdownToPlaintext } from '../../server/src/lib/plaintext.ts';
import { applyReferenceData } from '../../server/src/reference-data/apply.ts';
import {
  communeBackgroundUrl,
  communeLogoUrl,
  downloadUrl,
  funderLogoUrl,
  illustrationUrl,
  portraitSmallUrl,
  portraitUrl,
  serviceAreaHeaderUrl,
} from './asset-urls.ts';
import { seedDemoCommuneData } from './commune-data.ts';
import { DEMO_ABOUT, DEMO_COMPANIES } from './data/about.ts';
import { DEMO_COMMUNES, REGIONAL_LEADERS } from './data/communes.ts';
import { DEMO_CONSTRUCTIONS } from './data/constructions.ts';
import { DEMO_PEOPLE, personEmail, personPhone, personSlug } from './data/contact-people.ts';
import { DEMO_DOWNLOADS, type DownloadKey } from './data/downloads.ts';
import { DEMO_FAQ } from './data/faq.ts';
import { DEMO_FUNDERS, DEMO_FUNDS, DEMO_TOPICS } from './data/funds.ts';
import { DEMO_LINKS, type LinkKey } from './data/links.ts';
import { DEMO_NEWS } from './data/news.ts';
import { DEMO_PRESS } from './data/press.ts';
import { DEMO_SERVICE_AREAS } from './data/service-areas.ts';
import { DEMO_SERVICES } from './data/services.ts';
import { DEMO_USER_RECORDS } from './data/users.ts';
import { addDays, berlinTime, DEMO_CONTENT_PUBLISHED_AT } from './dates.ts';
import {
  aboutIllustrations,
  areaIllustrations,
  companyIllustrations,
  faqIllustration,
  newsIllustrations,
  pageIllustrations,
  pressIllustration,
  topicIllustration,
  toStoredImage,
} from './demo-media.ts';
import { seedDemoEducation } from './education.ts';
import { seedDemoHeatPlanning } from './heat-planning.ts';
import { seedDemoMoments } from './moments.ts';
import { seedDemoNotifications } from './notifications.ts';
import { seedDemoRabatt } from './rabatt.ts';
import { slugify } from './slug.ts';
import { seedDemoTracking } from './tracking.ts';

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

/** The contact column's 'Downloads': ids number the entries of one list. */
function storedDownloads(keys: readonly DownloadKey[]): StoredDownload[] {
  return keys.map((key, index) => {
    const download = DEMO_DOWNLOADS[key];
    return { id: index + 1, caption: download.caption, name: download.file, url: downloadUrl(download.file) };
  });
}

function storedLinks(keys: readonly LinkKey[]): StoredLink[] {
  return keys.map((key, index) => ({
    id: index + 1,
    title: DEMO_LINKS[key].title,
    link: DEMO_LINKS[key].link,
  }));
}

/** Rows of a person link table (ownerId, contactPersonId, sortOrder) in display order. */
function personLinks(ownerId: number, slugs: readonly string[], personIds: ReadonlyMap<string, number>) {
  return slugs.map((slug, index) => ({
    ownerId,
    contactPersonId: idOf(personIds, slug, 'Ansprechperson'),
    sortOrder: index,
  }));
}

/** News and press merged by publication date; news first on the same day. */
function newsPostRows() {
  const news = DEMO_NEWS.map((post) => {
    const [header, ...further] = newsIllustrations(post).map(toStoredImage);
    return {
      date: post.date,
      isPress: false,
      title: post.title,
      subtitle: post.subtitle,
      content: post.content,
      content2: post.content2,
      contentPlaintext: markdownToPlaintext(`${post.content}\n\n${post.content2}`),
      header,
      images: further,
      publishedTime: '08:00',
      updated: post.updated ?? null,
      persons: post.persons ?? [],
    };
  });
  const press = DEMO_PRESS.map((release) => ({
    date: release.date,
    isPress: true,
    title: release.title,
    subtitle: release.subtitle,
    content: release.html,
    content2: '',
    contentPlaintext: htmlToPlaintext(release.html),
    header: toStoredImage(pressIllustration(release)),
    images: [],
    publishedTime: '10:30',
    updated: null,
    persons: release.persons ?? [],
  }));
  // Array.prototype.sort is stable, so news keep their place before press of the same day.
  return [...news, ...press].sort((a, b) => a.date.localeCompare(b.date));
}

/** No account yet: a database with only its reference data (communes, roles) still takes the demo. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length === 0;
}

/**
 * Loads the demo content, communes and accounts in one transaction. Deterministic: fixed dates,
 * no randomness, insertion in a fixed order, so two fresh databases hold identical rows.
 */
/** The seed's parts, in order, as the first start reports them (a few each minute on a busy machine). */
const SEED_STEPS = [
  'Fachbereiche und Leistungen',
  'Kommunen und Benutzer',
  'Neuigkeiten',
  'Förderprogramme',
  'Benachrichtigungen und Besuche',
  'Rabatt',
  'Kommunaldaten und Dokumente',
  'Momente, Wärmeplanung und Bildung',
] as const;

/** One part of the seed begins: `step` of `steps`, named by `label`. */
export type SeedProgress = (step: number, steps: number, label: string) => void;

export async function seedDemoData(db: Db, onProgress?: SeedProgress): Promise<void> {
  const step = (label: (typeof SEED_STEPS)[number]) =>
    onProgress?.(SEED_STEPS.indexOf(label) + 1, SEED_STEPS.length, label);
  await db.transaction(async (tx) => {
    await applyReferenceData(tx);
    step('Fachbereiche und Leistungen');
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
          images: areaIllustrations(area).map(toStoredImage),
          fileDownloads: storedDownloads(area.downloads),
          interestingLinks: storedLinks(area.links),
          showRegionalLeiter: area.showRegionalLeiter,
          sortOrder: (index + 1) * 10,
        })),
      )
      .returning({ id: serviceAreas.id, title: serviceAreas.title });
    const areaIdsByTitle = new Map(areaRows.map((r) => [r.title, r.id]));
    const areaIds = new Map(
      DEMO_SERVICE_AREAS.map((a) => [a.slug, idOf(areaIdsByTitle, a.title, 'Fachbereich')]),
    );

    await tx
      .insert(serviceAreaPersons)
      .values(
        DEMO_SERVICE_AREAS.flatMap((area) =>
          personLinks(idOf(areaIds, area.slug, 'Fachbereich'), area.persons, personIds),
        ),
      );

    const serviceRows = await tx
      .insert(services)
      .values(
        DEMO_SERVICES.map((service, index) => ({
          serviceAreaId: idOf(areaIds, service.area, 'Fachbereich'),
          title: service.title,
          requiredFlag: service.requiredFlag ?? null,
          content1: service.content1,
          content2: service.content2,
          images: pageIllustrations(service.area, service).map(toStoredImage),
          fileDownloads: storedDownloads(service.downloads),
          interestingLinks: storedLinks(service.links),
          showRegionalLeiter: service.showRegionalLeiter ?? false,
          sortOrder: (index + 1) * 10,
          publishedAt: DEMO_CONTENT_PUBLISHED_AT,
        })),
      )
      .returning({ id: services.id, title: services.title });
    const serviceIds = new Map(serviceRows.map((r) => [r.title, r.id]));
    await tx
      .insert(servicePersons)
      .values(
        DEMO_SERVICES.flatMap((service) =>
          personLinks(idOf(serviceIds, service.title, 'Leistung'), service.persons, personIds),
        ),
      );

    const subServiceRows = await tx
      .insert(subServices)
      .values(
        DEMO_SERVICES.flatMap((service) =>
          service.subServices.map((sub, index) => ({
            serviceId: idOf(serviceIds, service.title, 'Leistung'),
            title: sub.title,
            requiredFlag: sub.requiredFlag ?? null,
            content1: sub.content1,
            content2: sub.content2,
            images: pageIllustrations(service.area, sub).map(toStoredImage),
            fileDownloads: storedDownloads(sub.downloads),
            interestingLinks: storedLinks(sub.links),
            showRegionalLeiter: sub.showRegionalLeiter ?? false,
            sortOrder: (index + 1) * 10,
            publishedAt: DEMO_CONTENT_PUBLISHED_AT,
          })),
        ),
      )
      .returning({ id: subServices.id, title: subServices.title });
    const subServiceIds = new Map(subServiceRows.map((r) => [r.title, r.id]));
    await tx
      .insert(subServicePersons)
      .values(
        DEMO_SERVICES.flatMap((service) =>
          service.subServices.flatMap((sub) =>
            personLinks(idOf(subServiceIds, sub.title, 'Unterleistung'), sub.persons, personIds),
          ),
        ),
      );

    step('Kommunen und Benutzer');
    // The communes come with the reference data (applied above); the demo adds what it imagines of each.
    const communeRows = [];
    for (const c of DEMO_COMMUNES) {
      const slug = slugify(c.name);
      const [row] = await tx
        .update(communes)
        .set({
          kommunalPartnerId: idOf(personIds, c.kommunalPartner, 'Kommunalpartner'),
          regionalLeiterId: idOf(personIds, REGIONAL_LEADERS[c.district], 'Regionalleitung'),
          weitererKommunalpartnerId: c.weitererKommunalpartner
            ? idOf(personIds, c.weitererKommunalpartner, 'Kommunalpartner')
            : null,
          partnerQuote: c.partnerQuote,
          einwohner: c.einwohner,
          logoUrl: communeLogoUrl(slug),
          bgImageUrl: communeBackgroundUrl(slug),
          qlickAppId: c.qlickAppId,
          ladestellenBereichsId: c.ladestellenBereichsId,
          enableEinspeisebeteiligung: c.enableEinspeisebeteiligung,
        })
        .where(eq(communes.name, c.name))
        .returning({ id: communes.id, name: communes.name });
      if (!row) throw new Error(`Kommune ${c.name} fehlt in den Referenzdaten`);
      communeRows.push(row);
    }
    const communeIds = new Map(communeRows.map((r) => [r.name, r.id]));

    await tx.insert(communeServiceAreas).values(
      DEMO_COMMUNES.flatMap((c) =>
        c.serviceAreas.map((slug) => ({
          communeId: idOf(communeIds, c.name, 'Kommune'),
          serviceAreaId: idOf(areaIds, slug, 'Fachbereich'),
        })),
      ),
    );

    const facultyRows = await tx.select({ id: faculties.id, name: faculties.name }).from(faculties);
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

    await tx.insert(aboutUs).values({
      title: DEMO_ABOUT.title,
      content1: DEMO_ABOUT.content1,
      content2: DEMO_ABOUT.content2,
      images: aboutIllustrations().map(toStoredImage),
      video: DEMO_ABOUT.video,
    });

    const companyRows = await tx
      .insert(newCompanies)
      .values(
        DEMO_COMPANIES.map((company, index) => ({
          title: company.title,
          content1: company.content1,
          images: companyIllustrations(company).map(toStoredImage),
          sortOrder: (index + 1) * 10,
        })),
      )
      .returning({ id: newCompanies.id, title: newCompanies.title });
    const companyIds = new Map(companyRows.map((r) => [r.title, r.id]));
    await tx
      .insert(newCompanyPersons)
      .values(
        DEMO_COMPANIES.flatMap((company) =>
          personLinks(idOf(companyIds, company.title, 'Gesellschaft'), company.persons, personIds),
        ),
      );

    await tx.insert(faqEntries).values(
      DEMO_FAQ.map((entry, index) => {
        const ill = faqIllustration(index);
        return {
          titel: entry.titel,
          text: entry.text,
          imageUrl: ill ? illustrationUrl(ill.kind, ill.base) : null,
          sortOrder: (index + 1) * 10,
          publishedAt: DEMO_CONTENT_PUBLISHED_AT,
        };
      }),
    );

    await tx.insert(constructionProjects).values(DEMO_CONSTRUCTIONS.map((project) => ({ ...project })));

    step('Neuigkeiten');
    const posts = newsPostRows();
    const postRows = await tx
      .insert(newsPosts)
      .values(
        posts.map((post) => {
          const publishedAt = berlinTime(post.date, post.publishedTime);
          const updatedAt = post.updated ? berlinTime(post.updated, '11:45') : publishedAt;
          return {
            isPress: post.isPress,
            title: post.title,
            subtitle: post.subtitle,
            content: post.content,
            content2: post.content2,
            contentPlaintext: post.contentPlaintext,
            imageUrl: post.header.url,
            imageSmallUrl: post.header.smallUrl,
            imageCaption: post.header.caption,
            images: post.images,
            pubDate: post.date,
            publishedAt,
            createdAt: berlinTime(addDays(post.date, -1), '16:20'),
            updatedAt,
            customUpdatedAt: post.updated ? updatedAt : null,
            customPublishedAt: null,
          } satisfies typeof newsPosts.$inferInsert;
        }),
      )
      .returning({ id: newsPosts.id, title: newsPosts.title });
    const postIds = new Map(postRows.map((r) => [r.title, r.id]));
    await tx
      .insert(newsPostPersons)
      .values(
        posts.flatMap((post) => personLinks(idOf(postIds, post.title, 'Beitrag'), post.persons, personIds)),
      );

    step('Förderprogramme');
    const topicRows = await tx
      .insert(foerderthemen)
      .values(
        DEMO_TOPICS.map((topic, index) => ({
          titel: topic.titel,
          bilder: [toStoredImage(topicIllustration(topic))],
          sortOrder: (index + 1) * 10,
        })),
      )
      .returning({ id: foerderthemen.id, titel: foerderthemen.titel });
    const topicIds = new Map(topicRows.map((r) => [r.titel, r.id]));

    const fundRows = await tx
      .insert(foerdermittel)
      .values(
        DEMO_FUNDS.map((fund) => ({
          foerdertitel: fund.foerdertitel,
          untertitel: fund.untertitel,
          frist: fund.frist,
          aufruf: fund.aufruf,
          foerderthemaId: idOf(topicIds, fund.foerderthema, 'Förderthema'),
          antragsberechtigt: [...fund.antragsberechtigt],
          beihilfekategorie: fund.beihilfekategorie,
          foerdergegenstaende: [...fund.foerdergegenstaende],
          foerderhoehe: [...fund.foerderhoehe],
          hinweis: fund.hinweis,
          ansprechpartner: fund.ansprechpartner,
          links: fund.links.map((link) => ({ ...link })),
          foerdermittelgeber: fund.geber.map((key) => ({
            Titel: DEMO_FUNDERS[key].titel,
            Link: DEMO_FUNDERS[key].link,
            Logo: { url: funderLogoUrl(key), caption: DEMO_FUNDERS[key].titel },
          })),
          createdAt: new Date(fund.createdAt),
          publishedAt: new Date(fund.createdAt),
        })),
      )
      .returning({ id: foerdermittel.id, foerdertitel: foerdermittel.foerdertitel });
    const fundIds = new Map(fundRows.map((r) => [r.foerdertitel, r.id]));
    const fundLinks = DEMO_FUNDS.map((fund) => ({
      fund,
      id: idOf(fundIds, fund.foerdertitel, 'Förderprogramm'),
    }));
    await tx.insert(foerdermittelThemen).values(
      fundLinks.flatMap(({ fund, id }) =>
        fund.themen.map((titel) => ({
          foerdermittelId: id,
          themaId: idOf(topicIds, titel, 'Förderthema'),
        })),
      ),
    );
    await tx.insert(foerdermittelPersons).values(
      fundLinks.flatMap(({ fund, id }) =>
        fund.persons.map((slug, index) => ({
          foerdermittelId: id,
          contactPersonId: idOf(personIds, slug, 'Ansprechperson'),
          sortOrder: index,
        })),
      ),
    );
    const fundServices = fundLinks.flatMap(({ fund, id }) =>
      fund.services.map((title) => ({ foerdermittelId: id, serviceId: idOf(serviceIds, title, 'Leistung') })),
    );
    if (fundServices.length > 0) await tx.insert(foerdermittelServices).values(fundServices);
    const fundSubServices = fundLinks.flatMap(({ fund, id }) =>
      fund.subServices.map((title) => ({
        foerdermittelId: id,
        subServiceId: idOf(subServiceIds, title, 'Unterleistung'),
      })),
    );
    if (fundSubServices.length > 0) await tx.insert(foerdermittelSubServices).values(fundSubServices);
    // After the content: the announcements and demo visits refer to it.
    step('Benachrichtigungen und Besuche');
    await seedDemoNotifications(tx);
    await seedDemoTracking(tx);
    step('Rabatt');
    await seedDemoRabatt(tx);
    step('Kommunaldaten und Dokumente');
    await seedDemoCommuneData(tx);
    step('Momente, Wärmeplanung und Bildung');
    await seedDemoMoments(tx);
    await seedDemoHeatPlanning(tx);
    await seedDemoEducation(tx);
  });
}
