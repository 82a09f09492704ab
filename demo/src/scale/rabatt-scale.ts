// Kommunalrabatt scale data for `npm run bench` (part 'rabatt'): tops every commune's list of every year up
// to 3,000 delivery points (18 communes × 3 years = 162,000 rows), with the discount amount of each row's
// year and a comment on every 40th delivery point of the 2026 lists. Generated in the database with
// INSERT … SELECT … FROM generate_series, so it takes seconds, and deterministic: no clock, no randomness.
//
// `node demo/src/scale/rabatt-scale.ts <DATA_DIR>` migrates the PGlite database in DATA_DIR (or DATABASE_URL if set),
// loads the demo seed if the database is empty (as the portal's first start would), adds the scale data and
// closes it, so the portal can start on that directory.
import { and, count, desc, eq, like, sql } from 'drizzle-orm';
import { type Db, openDatabase } from '../../../server/src/db/client.ts';
import {
  communes,
  lieferstellen,
  lieferstellenComments,
  lieferstellenDetails,
  rabattStatus,
  users,
} from '../../../server/src/db/schema/index.ts';
import { isDatabaseEmpty, seedDemoData } from '../demo-data.ts';

export const RABATT_SCALE_ROWS = 3_000;
/** Scale marktlokationen start with 6 (the demo's with 5), so both sets never meet. */
const SCALE_PREFIX = '6';
/** Fixed, so two runs write identical rows. */
const CREATED = new Date('2025-11-20T08:00:00Z');

const STREETS = [
  'Hauptstraße',
  'Kirchstraße',
  'Schulstraße',
  'Bahnhofstraße',
  'Marktplatz',
  'Lindenstraße',
  'Mühlenweg',
  'Gartenstraße',
  'Friedhofstraße',
  'Am Sportplatz',
  'Industriestraße',
  'Feldstraße',
  'Burgstraße',
  'Kirchplatz',
  'Wiesenweg',
  'Dorfstraße',
  'Ringstraße',
  'Jahnstraße',
  'Poststraße',
  'Parkstraße',
];
const PROPERTIES = [
  'Grundschule',
  'Kita',
  'Feuerwehrgerätehaus',
  'Sporthalle',
  'Friedhofskapelle',
  'Straßenbeleuchtung Schaltstelle',
  'Pumpwerk',
  'Bürgerhaus',
  'Verwaltungsgebäude',
  'Übergangswohnheim',
  'Lichtsignalanlage',
  'Jugendzentrum',
];
const GROUPS = ['Schulen', 'Kindertagesstätten', 'Feuerwehr', 'Sport und Bäder', 'Friedhöfe', 'Verwaltung'];
const CLUBS = [
  'Förderverein Grundschule',
  'Förderverein Freibad',
  'Sportverein',
  'Heimatverein',
  'Bürgerverein',
];

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

export interface RabattScaleResult {
  lists: number;
  inserted: number;
  rows: number;
  details: number;
  comments: number;
}

/** Tops each commune-year list up to RABATT_SCALE_ROWS delivery points, with amounts and some comments. */
export async function insertRabattScaleData(db: Db): Promise<RabattScaleResult> {
  const lists = await db
    .select({ communeId: rabattStatus.communeId, year: rabattStatus.year, name: communes.name })
    .from(rabattStatus)
    .innerJoin(communes, eq(communes.id, rabattStatus.communeId))
    .orderBy(rabattStatus.communeId, rabattStatus.year);
  let inserted = 0;
  for (const list of lists) {
    const [{ n }] = await db
      .select({ n: count() })
      .from(lieferstellen)
      .where(and(eq(lieferstellen.communeId, list.communeId), eq(lieferstellen.year, list.year)));
    if (n >= RABATT_SCALE_ROWS) continue;
    // The commune's own business partner and postal codes, as the demo list has them.
    const [partner = { nummer: '1000000000', name: list.name, vk: null }] = await db
      .select({
        nummer: lieferstellen.geschaeftspartnerNummer,
        name: lieferstellen.geschaeftspartnerName,
        vk: sql<string | null>`min(${lieferstellen.vkSammler})`,
      })
      .from(lieferstellen)
      .where(eq(lieferstellen.communeId, list.communeId))
      .groupBy(lieferstellen.geschaeftspartnerNummer, lieferstellen.geschaeftspartnerName)
      .orderBy(desc(count()), lieferstellen.geschaeftspartnerNummer)
      .limit(1);
    const plz = (
      await db
        .selectDistinct({ plz: lieferstellen.plz })
        .from(lieferstellen)
        .where(eq(lieferstellen.communeId, list.communeId))
        .orderBy(lieferstellen.plz)
    ).map((row) => row.plz);
    const own = sql`g % 10 < 8`;
    const code = sql`lpad(${String(list.communeId)}::text, 3, '0')`;
    await db.execute(sql`
      insert into lieferstellen (
        commune_id, year, marktlokation, adresszeile1, adresszeile2, plz, ort, geschaeftspartner_nummer,
        geschaeftspartner_name, zuordnung_mg, zusatzinfo1, vk_sammler, vk_einzel, sparte, spannungsebene,
        druckstufe, rabatt, added_by_commune, added_by_new, notiz, updated_at)
      select
        ${list.communeId}, ${list.year},
        ${SCALE_PREFIX} || ${code} || lpad(g::text, 7, '0'),
        (${textArray(STREETS)})[1 + g % ${STREETS.length}],
        (1 + (g * 7) % 140)::text,
        (${textArray(plz.length ? plz : ['00000'])})[1 + g % ${Math.max(1, plz.length)}],
        ${list.name},
        case when ${own} then ${partner.nummer} else '19' || ${code} || lpad((g % 500)::text, 5, '0') end,
        case when ${own} then ${partner.name}
          else (${textArray(CLUBS)})[1 + g % ${CLUBS.length}] || ' ' || ${list.name} || ' e. V.' end,
        (${textArray(GROUPS)})[1 + g % ${GROUPS.length}],
        (${textArray(PROPERTIES)})[1 + g % ${PROPERTIES.length}] || ' ' || g,
        case when ${own} then ${partner.vk} else null end,
        '2' || ${code} || lpad(g::text, 8, '0'),
        case when g % 3 = 0 then 'Gas' else 'Strom' end,
        case when g % 3 = 0 then null when g % 17 = 0 then 'Mittelspannung' else 'Niederspannung' end,
        case when g % 3 <> 0 then null when g % 19 = 0 then 'Mitteldruck' else 'Niederdruck' end,
        ${own} and g % 17 <> 0 and g % 19 <> 0,
        g % 211 = 0,
        g % 97 = 0,
        case when g % 13 = 0 then 'Zugang über den Hausmeister' else '' end,
        ${CREATED}::timestamptz
      from generate_series(${n + 1}::integer, ${RABATT_SCALE_ROWS}::integer) as g`);
    inserted += RABATT_SCALE_ROWS - n;
  }

  // The amount of each scale row's year: 40 € to about 4,540 € with four decimals.
  await db.execute(sql`
    insert into lieferstellen_details (commune_id, marktlokation, geschaeftspartner_nummer, year, rabatt_menge)
    select commune_id, marktlokation, geschaeftspartner_nummer, year,
      round(40 + ((marktlokation_sort * 7919 + year * 31) % 450000) / 100.0 + (marktlokation_sort % 97) / 10000.0, 4)
    from lieferstellen where marktlokation like ${`${SCALE_PREFIX}%`}
    on conflict do nothing`);

  const [{ existing }] = await db
    .select({ existing: count() })
    .from(lieferstellenComments)
    .where(like(lieferstellenComments.marktlokation, `${SCALE_PREFIX}%`));
  if (existing === 0) {
    const employee = (
      await db.select({ id: users.id }).from(users).where(eq(users.username, 'new.mitarbeiter'))
    )[0];
    await db.execute(sql`
      insert into lieferstellen_comments (commune_id, year, marktlokation, user_id, author, by_employee, message, created_at)
      select commune_id, year, marktlokation,
        case when marktlokation_sort % 80 = 0 then ${employee?.id ?? null}::integer else null end,
        case when marktlokation_sort % 80 = 0 then 'Felix Hamacher' else 'Sachbearbeitung ' || ort end,
        marktlokation_sort % 80 = 0,
        case when marktlokation_sort % 80 = 0
          then 'Bitte prüfen Sie, ob die Lieferstelle weiterhin von der Kommune selbst genutzt wird.'
          else 'Die Lieferstelle wird weiterhin von der Kommune genutzt, die Adresse ist korrigiert.' end,
        ${CREATED}::timestamptz + (marktlokation_sort % 1000) * interval '1 minute'
      from lieferstellen
      where year = 2026 and marktlokation like ${`${SCALE_PREFIX}%`} and marktlokation_sort % 40 = 0`);
  }
  // PGlite runs no autovacuum; without statistics the planner guesses one row per table.
  await db.execute(sql`analyze`);

  const total = async (
    table: typeof lieferstellen | typeof lieferstellenDetails | typeof lieferstellenComments,
  ) => (await db.select({ n: count() }).from(table))[0].n;
  return {
    lists: lists.length,
    inserted,
    rows: await total(lieferstellen),
    details: await total(lieferstellenDetails),
    comments: await total(lieferstellenComments),
  };
}

/** Migrates and seeds DATA_DIR as the portal's first start would, then adds the Kommunalrabatt scale. */
export async function prepareRabattScaleDatabase(options: {
  dataDir: string;
  databaseUrl?: string;
}): Promise<RabattScaleResult> {
  const database = await openDatabase(options);
  try {
    await database.migrate();
    if (await isDatabaseEmpty(database.db)) await seedDemoData(database.db);
    return await insertRabattScaleData(database.db);
  } finally {
    await database.close();
  }
}

if (import.meta.main) {
  const [dataDir] = process.argv.slice(2);
  if (!dataDir) {
    console.error('usage: node demo/src/scale/rabatt-scale.ts <DATA_DIR>');
    process.exit(2);
  }
  const started = performance.now();
  const result = await prepareRabattScaleDatabase({
    dataDir,
    databaseUrl: process.env.DATABASE_URL || undefined,
  });
  console.log(
    `rabatt scale data: ${result.lists} lists topped up to ${RABATT_SCALE_ROWS} delivery points ` +
      `(${result.inserted} inserted, ${result.rows} in all), ${result.details} amounts, ` +
      `${result.comments} comments, ${Math.round(performance.now() - started)} ms`,
  );
}
