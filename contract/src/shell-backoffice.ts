import { z } from 'zod';

/**
 * Back-office forms of the shell (decision 019): the communes' portal data (spec 01 §3 Commune, spec 02 §3
 * commune dashboard mayor) and the portal configuration. The server validates with the same schemas.
 */

const optional = (max = 300) => z.string().trim().max(max, `Höchstens ${max} Zeichen.`).nullish();
const isAddress = (value: string) => /^(https?:\/\/\S+|\/\S*)$/.test(value);
const optionalAddress = optional(2000).refine(
  (value) => !value || isAddress(value),
  'Bitte eine Adresse mit https:// oder einen Pfad mit / angeben.',
);
/** A website as communes give it: with https:// or just the host (www.viersen.de), as the dashboard links it. */
const optionalWebsite = optional(2000).refine(
  (value) => !value || /^(https?:\/\/)?[a-z0-9äöüß-]+(\.[a-z0-9äöüß-]+)+(:\d+)?(\/\S*)?$/i.test(value),
  'Bitte eine Adresse wie https://www.beispiel.de oder www.beispiel.de angeben.',
);
// react-admin sends null for a cleared input; a missing key means the same (nothing).
const person = z
  .number()
  .int()
  .positive()
  .nullish()
  .transform((id) => id ?? null);
const coordinate = (label: string, limit: number) =>
  z
    .number({ message: `Bitte geben Sie den ${label} als Zahl an.` })
    .min(-limit, `Der ${label} liegt zwischen -${limit} und ${limit}.`)
    .max(limit, `Der ${label} liegt zwischen -${limit} und ${limit}.`)
    .nullish()
    .transform((degrees) => degrees ?? null);

/** A commune's portal data. The name is the key of imports and users; it is not edited here. */
export const CommuneInputSchema = z.object({
  /** Shown and sent back for the audit log's title; the server does not change it. */
  name: z.string().max(200).nullish(),
  kommunalPartnerId: person,
  regionalLeiterId: person,
  weitererKommunalpartnerId: person,
  partnerQuote: optional(2000),
  einwohner: z
    .number()
    .int('Bitte eine ganze Zahl.')
    .min(0, 'Die Einwohnerzahl ist 0 oder größer.')
    .nullish()
    .transform((count) => count ?? null),
  logoUrl: optionalAddress,
  bgImageUrl: optionalAddress,
  latitude: coordinate('Breitengrad', 90),
  longitude: coordinate('Längengrad', 180),
  qlickAppId: optional(200),
  ladestellenBereichsId: optional(200),
  enableEinspeisebeteiligung: z.boolean(),
  mayorName: optional(200),
  mayorPosition: optional(200),
  mayorParty: optional(200),
  mayorBirthday: z.iso
    .date('Bitte geben Sie ein Datum an.')
    .or(z.literal(''))
    .nullish()
    .transform((day) => day || null),
  mayorWebsite: optionalWebsite,
  mayorPictureUrl: optionalAddress,
});
export type CommuneInput = z.infer<typeof CommuneInputSchema>;

/**
 * The portal configuration (GET /api/portal-config): the map tiles and the wish-charger map. An empty field
 * falls back to the server's setting (MAP_TILE_URL, MAP_TILE_ATTRIBUTION, WISH_CHARGER_MAP_URL).
 */
export const PortalSettingsInputSchema = z.object({
  mapTileUrl: optional(2000).refine(
    (value) => !value || /^https:\/\/\S+$/.test(value),
    'Bitte eine Adresse mit https:// angeben, z. B. https://tile.example.org/{z}/{x}/{y}.png.',
  ),
  mapTileAttribution: optional(500),
  wishChargerMapUrl: optional(2000).refine(
    (value) => !value || /^https:\/\/\S+$/.test(value),
    'Bitte eine Adresse mit https:// angeben.',
  ),
});
export type PortalSettingsInput = z.infer<typeof PortalSettingsInputSchema>;

/** The one entry of the portal configuration. */
export const PORTAL_SETTINGS_ID = 1;

// The portal's reference data in the back office, for admins (decision 027): communes are added, renamed and
// retired, never deleted; so are the registration roles.

const referenceName = z
  .string({ error: 'Bitte einen Namen angeben.' })
  .trim()
  .min(1, 'Bitte einen Namen angeben.')
  .max(120, 'Höchstens 120 Zeichen.');

/** A commune in the directory: its name, its official key (Amtlicher Gemeindeschlüssel) and whether it is retired. */
export const CommuneDirectoryInputSchema = z.object({
  name: referenceName,
  ags: z
    .string()
    .trim()
    .refine((value) => value === '' || /^\d{8}$/.test(value), 'Der Gemeindeschlüssel hat 8 Ziffern.')
    .nullish(),
  retired: z.boolean(),
});
export type CommuneDirectoryInput = z.infer<typeof CommuneDirectoryInputSchema>;

/** A role of the registration dialog (faculty): offered there or retired, in the dialog's order. */
export const RoleInputSchema = z.object({
  name: referenceName,
  selectable: z.boolean(),
  sortOrder: z
    .number({ error: 'Bitte geben Sie die Reihenfolge an.' })
    .int('Bitte eine ganze Zahl angeben.')
    .min(0, 'Die Reihenfolge ist 0 oder größer.')
    .max(9999, 'Die Reihenfolge ist höchstens 9999.'),
});
export type RoleInput = z.infer<typeof RoleInputSchema>;
