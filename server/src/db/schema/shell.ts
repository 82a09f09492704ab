import {
  boolean,
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { contactPeople, serviceAreas } from './content.ts';

export const communes = pgTable('communes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  ags: text('ags'),
  kommunalPartnerId: integer('kommunal_partner_id').references(() => contactPeople.id),
  regionalLeiterId: integer('regional_leiter_id').references(() => contactPeople.id),
  weitererKommunalpartnerId: integer('weiterer_kommunalpartner_id').references(() => contactPeople.id),
  partnerQuote: text('partner_quote'),
  einwohner: integer('einwohner'),
  logoUrl: text('logo_url'),
  bgImageUrl: text('bg_image_url'),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  qlickAppId: text('qlick_app_id'),
  ladestellenBereichsId: text('ladestellen_bereichs_id'),
  enableEinspeisebeteiligung: boolean('enable_einspeisebeteiligung').notNull().default(false),
  /**
   * A commune no longer offered for registration or for new assignments (e.g. after a merger); the accounts and
   * records that name it keep it.
   */
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

export const communeServiceAreas = pgTable(
  'commune_service_areas',
  {
    communeId: integer('commune_id')
      .notNull()
      .references(() => communes.id, { onDelete: 'cascade' }),
    serviceAreaId: integer('service_area_id')
      .notNull()
      .references(() => serviceAreas.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.communeId, t.serviceAreaId] })],
);

/**
 * The portal configuration admins edit in the back office (decision 019): one row; a null column falls back
 * to the server's setting of the same name (MAP_TILE_URL, MAP_TILE_ATTRIBUTION, WISH_CHARGER_MAP_URL).
 */
export const portalSettings = pgTable('portal_settings', {
  id: integer('id').primaryKey().default(1),
  mapTileUrl: text('map_tile_url'),
  mapTileAttribution: text('map_tile_attribution'),
  wishChargerMapUrl: text('wish_charger_map_url'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
