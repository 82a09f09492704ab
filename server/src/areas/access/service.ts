import {
  type Commune,
  type Navigation,
  type Registration,
  RegistrationSchema,
  type ServiceDetail,
  type User,
} from '@kp/contract/access';
import { SPECIAL_TITLES } from '@kp/contract/content-constants';
import { TEXTS } from '@kp/contract/shell';
import { featureFlagsOf } from '../../auth/flags.ts';
import type { IdentityClaims } from '../../auth/oidc.ts';
import { forgetCachedSessions } from '../../auth/sessions.ts';
import { audit, displayName } from '../../backoffice/service.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, forbidden } from '../../http/errors.ts';
import { createCache } from '../../lib/cache.ts';
import { toImage, toPerson } from '../../lib/present.ts';
import { topics as topicsOfConcessions } from '../concessions/index.ts';
import { faqExists, faqList, navigationServiceAreas } from '../content/index.ts';
import { fundList } from '../funds/index.ts';
import { newsForUser } from '../news/index.ts';
import type { UserRow } from './repo.ts';
import * as repo from './repo.ts';

/** Communes and the FAQ change rarely; the user payload reads them from caches (lib/cache.ts). */
const CONTENT_CACHE_MS = 60_000;
/** Communes with their people and service areas: rebuilt behind the previous map. */
const communeCache = createCache<'all', Map<number, Commune>>({
  name: 'access-communes',
  maxEntries: 1,
  ttlMs: CONTENT_CACHE_MS,
  staleWhileRevalidate: true,
  // The card's consumption sum changes with an import, which invalidates 'consumption'.
  topics: () => ['communes', 'content', 'consumption'],
});
const faqCache = createCache<'exists', boolean>({
  name: 'access-faq',
  maxEntries: 1,
  ttlMs: CONTENT_CACHE_MS,
  staleWhileRevalidate: true,
  topics: () => ['content'],
});
/** Keyed by the user's updatedAt too: approval changes roles and touches the row, so a new key loads anew. */
const facultyCache = createCache<string, { name: string }[]>({
  name: 'access-faculties',
  maxEntries: 10_000,
  ttlMs: CONTENT_CACHE_MS,
  // 'roles': an admin renamed one in the back office.
  topics: (key) => [`user:${key.split(':')[0]}`, 'roles'],
});

async function buildCommunes(db: Db): Promise<Map<number, Commune>> {
  const { rows, people, areas, consumption } = await repo.loadCommunes(db);
  const personById = new Map(people.map((p) => [p.id, toPerson(p)]));
  // Rows come newest year first per commune: the first one seen is the latest year.
  const latestConsumption = new Map<number, { year: number; kWh: number }>();
  for (const row of consumption) {
    if (!latestConsumption.has(row.communeId)) {
      latestConsumption.set(row.communeId, { year: row.year, kWh: Math.round(row.mwh * 1000) });
    }
  }
  const person = (id: number | null) => (id === null ? null : (personById.get(id) ?? null));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        name: row.name,
        kommunalPartner: person(row.kommunalPartnerId),
        regionalLeiter: person(row.regionalLeiterId),
        weitererKommunalpartner: person(row.weitererKommunalpartnerId),
        partner_quote: row.partnerQuote,
        einwohner: row.einwohner,
        verbrauch: latestConsumption.get(row.id) ?? null,
        logo: toImage(row.logoUrl),
        bg_image: toImage(row.bgImageUrl),
        latitude: row.latitude,
        longitude: row.longitude,
        myServiceAreas: areas
          .filter((a) => a.communeId === row.id)
          .map((a) => ({ serviceArea: { id: a.id, title: a.title } })),
        QlickAppId: row.qlickAppId,
        LadestellenBereichsId: row.ladestellenBereichsId,
        enableEinspeisebeteiligung: row.enableEinspeisebeteiligung,
      },
    ]),
  );
}

export const communesById = (db: Db) => communeCache.get(db, 'all', () => buildCommunes(db));

/** The User of spec 01 §3 as the me call returns it. */
export async function userPayload(db: Db, user: UserRow): Promise<User> {
  const [communes, userFaculties, hasFaq] = await Promise.all([
    communesById(db),
    facultyCache.get(db, `${user.id}:${user.updatedAt.getTime()}`, () => repo.facultiesOfUser(db, user.id)),
    faqCache.get(db, 'exists', () => faqExists(db)),
  ]);
  const flags = featureFlagsOf(user);
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    img_url: user.imgUrl,
    confirmed: user.confirmed,
    isAdmin: user.isAdmin,
    // What the role gives (decision 024): a Redakteur flag without employee status opens no back office.
    isEditor: user.isEditor && user.isNewEmployee,
    isNewEmployee: user.isNewEmployee,
    commune: user.communeId === null ? null : (communes.get(user.communeId) ?? null),
    faculties: userFaculties,
    serviceDetails: user.isNewEmployee ? serviceDetails(communes) : null,
    showNewsletterSignUp: user.showNewsletterSignUp,
    faq: hasFaq,
    preferredUserData: user.preferredDataAt
      ? {
          preferredFaculty: user.preferredFaculty,
          preferredCommune: user.preferredCommune,
          telefon: user.telefon,
        }
      : null,
    ...flags,
    BildungsportalUser: user.bildungsportalUser,
    KommunalportalAusblenden: user.kommunalportalAusblenden,
    showBildungsportal: user.showBildungsportal,
    trackingConsent: user.trackingConsent,
  };
}

const CONCESSION_AREAS: readonly string[] = SPECIAL_TITLES.concessionAreas;

/**
 * The employees' service details (spec 01 §6): each concession area with the communes whose service
 * areas include it, by name; the service area page lists them under 'Unsere Kommunen:'.
 */
export function serviceDetails(communes: Map<number, Commune>): ServiceDetail[] {
  const byArea = new Map<number, ServiceDetail>();
  for (const commune of communes.values()) {
    for (const { serviceArea } of commune.myServiceAreas) {
      if (!CONCESSION_AREAS.includes(serviceArea.title.trim())) continue;
      const detail = byArea.get(serviceArea.id) ?? { ...serviceArea, communes: [] };
      detail.communes.push({ id: commune.id, name: commune.name });
      byArea.set(serviceArea.id, detail);
    }
  }
  for (const detail of byArea.values()) detail.communes.sort((a, b) => german.compare(a.name, b.name));
  return [...byArea.values()];
}

const german = new Intl.Collator('de');

// The parts of GET /api/users/me (contract/access-endpoints.ts): the route table checks confirmation,
// portal and flag of each, so these only read.

/** type=navigation: the service catalogue is the municipal portal's (decision 015), empty for the others. */
export async function navigationFor(db: Db, user: UserRow): Promise<Navigation> {
  const all = await navigation(db);
  return user.kommunalportalAusblenden ? { ...all, serviceAreas: [] } : all;
}

/** type=news: the municipal dashboard's news and press. */
export const dashboardNews = (db: Db, user: UserRow) => newsForUser(db, user);
/** type=foerdermittel. */
export const funds = (db: Db, user: UserRow) => fundList(db, user);
/** type=faq. */
export const faq = (db: Db) => faqList(db);

/**
 * type=konzessionsthemen: the concession topics in the caller's scope, as GET /konzessionsthemen gives them
 * by default (Änderungsdatum ascending).
 */
export const concessionTopics = (db: Db, user: UserRow) =>
  topicsOfConcessions(db, user, { sort: 'updated', order: 'asc' });

/** The cookie dialog's answer; tracking (spec 01 §7) runs only when it is true. */
export async function setTrackingConsent(db: Db, user: UserRow, tracking: boolean): Promise<UserRow> {
  const updated = await repo.updateUser(db, user.id, {
    trackingConsent: tracking,
    trackingConsentAt: new Date(),
  });
  await forgetCachedSessions(db, user.id);
  return updated ?? user;
}

/**
 * An answer to the cookie question given on the login page (the browser's consent cookie, decision 016) is
 * taken over at sign-in by an account that has not answered yet, so the person is not asked twice and the
 * approval page is tracked from the start when it was yes. An account's own answer always wins.
 */
export async function adoptVisitorConsent(db: Db, user: UserRow, cookie: string | undefined): Promise<void> {
  if (user.trackingConsent !== null || (cookie !== 'yes' && cookie !== 'no')) return;
  await setTrackingConsent(db, user, cookie === 'yes');
}

export async function navigation(db: Db): Promise<Navigation> {
  const [serviceAreas, faq] = await Promise.all([navigationServiceAreas(db), faqExists(db)]);
  return { serviceAreas, faq };
}

export async function availableCommunes(db: Db): Promise<string[]> {
  const rows = await repo.communeNames(db);
  // German order: the database's collation put 'Übach-Palenberg' after every other commune.
  const names = rows.map((r) => r.name).sort(german.compare);
  return [...names, TEXTS.boardMembers];
}

export class AccountBlockedError extends Error {}

/**
 * Finds or creates the user for an SSO identity: by subject, else by e-mail on the first
 * sign-in. A new user is unconfirmed, unless the e-mail is one of ADMIN_EMAILS.
 */
export async function signInWithIdentity(
  db: Db,
  claims: IdentityClaims,
  adminEmails: string[],
): Promise<UserRow> {
  const isConfiguredAdmin = claims.emailVerified && adminEmails.includes(claims.email.toLowerCase());
  const adminGrant = isConfiguredAdmin ? { confirmed: true, isAdmin: true } : {};
  const names = {
    ...(claims.firstName ? { firstName: claims.firstName } : {}),
    ...(claims.lastName ? { lastName: claims.lastName } : {}),
  };
  let user = await repo.findUserBySub(db, claims.sub);
  let wasAdmin = user?.isAdmin ?? false;
  if (user) {
    const nowVerified =
      claims.emailVerified && user.email.toLowerCase() === claims.email.toLowerCase()
        ? { emailVerified: true }
        : {};
    user = (await repo.updateUser(db, user.id, { ...names, ...adminGrant, ...nowVerified })) ?? user;
  } else {
    if (claims.emailVerified) await releaseUnverifiedAddress(db, claims.email);
    // Linking by e-mail, and admin rights by e-mail, need an address the provider has verified.
    const byEmail = claims.emailVerified ? await repo.findUnlinkedUserByEmail(db, claims.email) : null;
    if (byEmail) {
      wasAdmin = byEmail.isAdmin;
      user = (await repo.updateUser(db, byEmail.id, { sub: claims.sub, ...names, ...adminGrant })) ?? byEmail;
    } else {
      if (await repo.emailTaken(db, claims.email)) {
        throw conflict('Diese E-Mail-Adresse gehört bereits zu einem anderen Konto.', 'email_taken');
      }
      user = await repo.insertUser(db, {
        sub: claims.sub,
        email: claims.email,
        emailVerified: claims.emailVerified,
        username: await freeUsername(db, claims.username),
        firstName: claims.firstName,
        lastName: claims.lastName,
        confirmed: false,
        ...adminGrant,
      });
    }
  }
  if (user.deactivatedAt || user.rejectedAt) throw new AccountBlockedError();
  if (isConfiguredAdmin && !wasAdmin) {
    // Admin rights that no admin gave: the log says where they came from.
    await audit(db, user, {
      action: 'role',
      resource: 'users',
      entityId: user.id,
      summary: `${displayName(user)}: Administration (ADMIN_EMAILS bei der Anmeldung)`,
    });
  }
  await forgetCachedSessions(db, user.id);
  return user;
}

/**
 * A verified sign-in takes its address back from an account that claimed it unverified (decision 025): that
 * account keeps everything else under a placeholder address that reaches nobody, and nothing of it passes to
 * the owner, who gets an account of their own. Before, the squatter held the address and the owner's
 * sign-in failed for good (email_taken).
 */
async function releaseUnverifiedAddress(db: Db, email: string) {
  const holder = await repo.findUnverifiedHolderOfEmail(db, email);
  if (!holder) return;
  await repo.updateUser(db, holder.id, { email: unverifiedPlaceholder(holder.id) });
  await forgetCachedSessions(db, holder.id);
}

/** An address of the reserved top-level domain .invalid (RFC 2606): unique, and never delivered. */
const unverifiedPlaceholder = (userId: number) => `ungeprueft-${userId}@adresse.invalid`;

async function freeUsername(db: Db, wanted: string) {
  const base = wanted.toLowerCase().replace(/[^a-z0-9._-]/g, '') || 'benutzer';
  let candidate = base;
  for (let n = 2; await repo.usernameTaken(db, candidate); n++) candidate = `${base}${n}`;
  return candidate;
}

/** The registration form of spec 01 §5; it may be sent while the account waits for approval. */
export async function registerPreferredData(db: Db, user: UserRow, input: Registration): Promise<UserRow> {
  if (user.confirmed) throw conflict('Ihr Konto ist bereits freigeschaltet.', 'already_confirmed');
  const data = RegistrationSchema.parse(input);
  const { preferredFaculty, preferredCommune } = data.preferredData;
  const roles = await repo.selectableRoles(db);
  if (preferredFaculty !== TEXTS.educationFaculty && !roles.includes(preferredFaculty)) {
    throw badRequest('Bitte wählen Sie eine Rolle aus der Liste aus.', 'unknown_role');
  }
  const communes = await availableCommunes(db);
  if (!communes.includes(preferredCommune)) {
    throw badRequest('Bitte wählen Sie eine Kommune aus der Liste aus.', 'unknown_commune');
  }
  const updated = await repo.updateUser(db, user.id, {
    preferredFaculty,
    preferredCommune,
    telefon: data.telefon || null,
    preferredDataAt: new Date(),
  });
  await forgetCachedSessions(db, user.id);
  return updated ?? user;
}

/** Switching between the municipal and the education portal (spec 01 §4, §6). */
export async function setEducationMode(db: Db, user: UserRow, showBildungsportal: boolean): Promise<UserRow> {
  if (!user.bildungsportalUser && !user.kommunalportalAusblenden) {
    throw forbidden('Das Bildungsportal ist für Ihr Konto nicht freigeschaltet.', 'no_education_access');
  }
  if (!showBildungsportal && user.kommunalportalAusblenden) {
    throw forbidden('Das Kommunalportal ist für Ihr Konto ausgeblendet.', 'municipal_portal_hidden');
  }
  const updated = await repo.updateUser(db, user.id, { showBildungsportal });
  await forgetCachedSessions(db, user.id);
  return updated ?? user;
}
