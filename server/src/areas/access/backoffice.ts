import {
  type CommuneInput,
  CommuneInputSchema,
  PORTAL_SETTINGS_ID,
  type PortalSettingsInput,
  PortalSettingsInputSchema,
} from '@kp/contract/shell-backoffice';
import { eq, inArray, type SQL } from 'drizzle-orm';
import { listTable } from '../../backoffice/list.ts';
import { defineResource, type Tx } from '../../backoffice/resource.ts';
import { communeProfiles, communes, contactPeople, portalSettings } from '../../db/schema/index.ts';
import { badRequest, fieldError } from '../../http/errors.ts';
import { PORTAL_CONFIG_TOPIC } from './portal-config.ts';
import { referenceResources } from './reference-backoffice.ts';

/**
 * The communes' portal data (spec 01 §3 Commune: partners, quote, logo, background, coordinates; the mayor
 * of the commune dashboard) and the portal configuration, in the back office (decision 019). Communes
 * come from the seed and the imports, which key them by name: they are edited here, never created or
 * deleted. Their writes invalidate `communes` (the me call's commune, the dashboards, consumption,
 * documents) and `content` (the me call's commune cache also listens to it).
 */

const orNull = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);

type CommuneRow = typeof communes.$inferSelect;
type ProfileRow = typeof communeProfiles.$inferSelect;

const communeOf = (row: CommuneRow, profile: ProfileRow | undefined): CommuneInput & { id: number } => ({
  id: row.id,
  name: row.name,
  kommunalPartnerId: row.kommunalPartnerId,
  regionalLeiterId: row.regionalLeiterId,
  weitererKommunalpartnerId: row.weitererKommunalpartnerId,
  partnerQuote: row.partnerQuote,
  einwohner: row.einwohner,
  logoUrl: row.logoUrl,
  bgImageUrl: row.bgImageUrl,
  latitude: row.latitude,
  longitude: row.longitude,
  qlickAppId: row.qlickAppId,
  ladestellenBereichsId: row.ladestellenBereichsId,
  enableEinspeisebeteiligung: row.enableEinspeisebeteiligung,
  mayorName: profile?.mayorName ?? null,
  mayorPosition: profile?.mayorPosition ?? null,
  mayorParty: profile?.mayorParty ?? null,
  mayorBirthday: profile?.mayorBirthday ?? null,
  mayorWebsite: profile?.mayorWebsite ?? null,
  mayorPictureUrl: profile?.mayorPictureUrl ?? null,
});

/** The partners a commune names must be contact people. */
async function checkPeople(tx: Tx, input: CommuneInput) {
  const fields = ['kommunalPartnerId', 'regionalLeiterId', 'weitererKommunalpartnerId'] as const;
  const ids = fields.map((field) => input[field]).filter((id): id is number => id !== null);
  if (ids.length === 0) return;
  const found = new Set(
    (await tx.select({ id: contactPeople.id }).from(contactPeople).where(inArray(contactPeople.id, ids))).map(
      (row) => row.id,
    ),
  );
  for (const field of fields) {
    const id = input[field];
    if (id !== null && !found.has(id)) throw fieldError(field, 'Diese Ansprechperson gibt es nicht.');
  }
}

const idFilter = (value: unknown): SQL | undefined => {
  const ids = (Array.isArray(value) ? value : [value]).map(Number).filter(Number.isInteger);
  if (ids.length === 0) throw badRequest('Der Filter „id“ nennt keine Nummer.', 'unknown_filter');
  return inArray(communes.id, ids);
};

const communeResource = defineResource({
  name: 'communes',
  label: 'Die Kommune',
  input: CommuneInputSchema,
  topics: ['communes', 'content'],
  titleOf: (entry) => entry.name ?? 'Kommune',
  list: (db, query) =>
    listTable(
      db,
      communes,
      query,
      {
        id: communes.id,
        search: [communes.name, communes.partnerQuote],
        sortable: { name: communes.name, einwohner: communes.einwohner, id: communes.id },
        defaultSort: { column: communes.name, order: 'ASC' },
        filters: { id: idFilter },
      },
      (row) => {
        const commune = row as CommuneRow;
        return {
          id: commune.id,
          name: commune.name,
          einwohner: commune.einwohner,
          partnerQuote: commune.partnerQuote,
          kommunalPartnerId: commune.kommunalPartnerId,
          regionalLeiterId: commune.regionalLeiterId,
          hasLogo: commune.logoUrl !== null,
          hasCoordinates: commune.latitude !== null && commune.longitude !== null,
        };
      },
    ),
  async read(db, id) {
    const [row] = await db.select().from(communes).where(eq(communes.id, id));
    if (!row) return null;
    const [profile] = await db.select().from(communeProfiles).where(eq(communeProfiles.communeId, id));
    return communeOf(row, profile);
  },
  async lock(tx, id) {
    const rows = await tx.select({ id: communes.id }).from(communes).where(eq(communes.id, id)).for('update');
    return rows.length > 0;
  },
  async update(tx, id, input) {
    await checkPeople(tx, input);
    if ((input.latitude === null) !== (input.longitude === null)) {
      const field = input.latitude === null ? 'latitude' : 'longitude';
      throw fieldError(field, 'Bitte geben Sie Breiten- und Längengrad an, oder keinen von beiden.');
    }
    await tx
      .update(communes)
      .set({
        kommunalPartnerId: input.kommunalPartnerId,
        regionalLeiterId: input.regionalLeiterId,
        weitererKommunalpartnerId: input.weitererKommunalpartnerId,
        partnerQuote: orNull(input.partnerQuote),
        einwohner: input.einwohner,
        logoUrl: orNull(input.logoUrl),
        bgImageUrl: orNull(input.bgImageUrl),
        latitude: input.latitude,
        longitude: input.longitude,
        qlickAppId: orNull(input.qlickAppId),
        ladestellenBereichsId: orNull(input.ladestellenBereichsId),
        enableEinspeisebeteiligung: input.enableEinspeisebeteiligung,
      })
      .where(eq(communes.id, id));
    const mayor = {
      mayorName: orNull(input.mayorName),
      mayorPosition: orNull(input.mayorPosition),
      mayorParty: orNull(input.mayorParty),
      mayorBirthday: input.mayorBirthday || null,
      mayorWebsite: orNull(input.mayorWebsite),
      mayorPictureUrl: orNull(input.mayorPictureUrl),
    };
    await tx
      .insert(communeProfiles)
      .values({ communeId: id, ...mayor })
      .onConflictDoUpdate({ target: communeProfiles.communeId, set: mayor });
  },
});

// ---------------------------------------------------------------------------------------------------------
// The portal configuration (admins only)

const PORTAL_SETTINGS_TITLE = 'Portal-Einstellungen';

const settingsOf = (
  row: typeof portalSettings.$inferSelect | undefined,
): PortalSettingsInput & { id: number } => ({
  id: PORTAL_SETTINGS_ID,
  mapTileUrl: row?.mapTileUrl ?? null,
  mapTileAttribution: row?.mapTileAttribution ?? null,
  wishChargerMapUrl: row?.wishChargerMapUrl ?? null,
});

const portalSettingsResource = defineResource({
  name: 'portal-settings',
  label: 'Die Portal-Konfiguration',
  access: 'admin',
  input: PortalSettingsInputSchema,
  topics: [PORTAL_CONFIG_TOPIC],
  titleOf: () => PORTAL_SETTINGS_TITLE,
  async list(db) {
    const [row] = await db.select().from(portalSettings).where(eq(portalSettings.id, PORTAL_SETTINGS_ID));
    return { items: [{ ...settingsOf(row), titel: PORTAL_SETTINGS_TITLE }], total: 1 };
  },
  async read(db, id) {
    if (id !== PORTAL_SETTINGS_ID) return null;
    const [row] = await db.select().from(portalSettings).where(eq(portalSettings.id, id));
    return settingsOf(row);
  },
  /** The row may not exist yet: it is created (empty: the server's settings apply) before it is locked. */
  async lock(tx, id) {
    if (id !== PORTAL_SETTINGS_ID) return false;
    await tx.insert(portalSettings).values({ id }).onConflictDoNothing();
    const rows = await tx
      .select({ id: portalSettings.id })
      .from(portalSettings)
      .where(eq(portalSettings.id, id))
      .for('update');
    return rows.length > 0;
  },
  async update(tx, id, input) {
    await tx
      .update(portalSettings)
      .set({
        mapTileUrl: orNull(input.mapTileUrl),
        mapTileAttribution: orNull(input.mapTileAttribution),
        wishChargerMapUrl: orNull(input.wishChargerMapUrl),
        updatedAt: new Date(),
      })
      .where(eq(portalSettings.id, id));
  },
});

export const shellResources = [communeResource, portalSettingsResource, ...referenceResources];
