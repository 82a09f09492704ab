// Scale data for `npm run bench`: tops the news and press lists up to 2,000 news posts and 1,000 press
// posts with realistic sizes (title ~60 characters, subtitle ~100, content ~3,000, plain text ~2,000),
// dates spread over six years, images from the demo assets. Deterministic: a seeded generator and fixed
// dates, so two runs produce identical rows. Only the bench uses it; the demo seed stays small.
//
// `node demo/src/scale/scale-data.ts <DATA_DIR>` migrates the PGlite database in DATA_DIR (or DATABASE_URL if set), loads the demo seed as
// the portal would on first start (when the database is empty), inserts the scale data and closes it.
// The portal then starts on that directory and finds a seeded database.
//
// `node demo/src/scale/scale-data.ts <DATA_DIR> --search` adds the search's scale on top: news, press,
// services, sub-services and contact people topped up to 20,000 searchable items in all. A separate step,
// so the list figures above keep measuring the lists they always measured.
import { COMMUNE_NAMES } from '@kp/contract/shell';
import { count, eq, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type Db, openDatabase } from '../../../server/src/db/client.ts';
import {
  contactPeople,
  newCompanies,
  newsPosts,
  serviceAreas,
  services,
  subServices,
} from '../../../server/src/db/schema/index.ts';
import { demoAssetUrl } from '../asset-urls.ts';
import { isDatabaseEmpty, seedDemoData } from '../demo-data.ts';

export const SCALE_NEWS = 2_000;
export const SCALE_PRESS = 1_000;
const BATCH = 100;
/** The newest generated post is from this day; older ones reach back six years. */
const NEWEST = Date.UTC(2026, 10, 20);
const SPAN_DAYS = 6 * 365;

/** mulberry32: a small seeded generator, so the data are the same on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
type Random = ReturnType<typeof random>;
const pick = <T>(rnd: Random, list: readonly T[]): T => list[Math.floor(rnd() * list.length)];

const TOPICS = [
  'Ladeinfrastruktur',
  'Glasfaserausbau',
  'Wärmeplanung',
  'Straßenbeleuchtung',
  'Trinkwasserqualität',
  'Photovoltaik auf Schuldächern',
  'Kanalsanierung',
  'Quartiersentwicklung',
  'Energieberatung',
  'Freibadsaison',
  'Smart-City-Sensorik',
  'Netzausbau',
  'Vereinsförderung',
  'E-Carsharing',
  'Fernwärme',
  'Wasserstoff im Nahverkehr',
];
const ACTIONS = [
  'startet in',
  'erreicht nächste Etappe in',
  'kommt voran in',
  'wird ausgeweitet auf',
  'feiert Richtfest in',
  'geht in die Bürgerbeteiligung in',
  'erhält Förderzusage für',
  'zieht positive Bilanz in',
];
const SUBJECTS = [
  'Die NEW',
  'Der Versorger',
  'Die Kommune',
  'Das Projektteam',
  'Die Bürgermeisterin',
  'Der Netzbetreiber',
  'Die Stadtwerke',
  'Das Quartiersmanagement',
];
const VERBS = [
  'informiert über',
  'plant gemeinsam mit den Anwohnenden',
  'investiert in',
  'stellt vor:',
  'beschleunigt',
  'erweitert',
  'prüft derzeit',
  'setzt um:',
];
const OBJECTS = [
  'neue Ladepunkte an zentralen Parkplätzen',
  'den Austausch alter Leuchten gegen LED-Technik',
  'die Erneuerung von Hausanschlüssen',
  'ein Förderprogramm für Vereine und Ehrenamt',
  'die kommunale Wärmeplanung bis 2028',
  'Messstellen für die Wasserqualität',
  'Glasfaser bis in jedes Haus',
  'Photovoltaikanlagen auf öffentlichen Gebäuden',
  'eine digitale Sprechstunde für Bürgerinnen und Bürger',
  'die Sanierung des Leitungsnetzes im Ortskern',
];
const CLAUSES = [
  'damit die Versorgung auch in Zukunft sicher bleibt',
  'wie es der Rat im Frühjahr beschlossen hat',
  'nachdem die Planungen im Herbst abgeschlossen wurden',
  'so dass die Arbeiten vor dem Winter beendet sind',
  'und bittet um Verständnis für kurzfristige Sperrungen',
  'wobei die Kosten zum großen Teil aus Fördermitteln stammen',
  'was die Emissionen im Stadtgebiet spürbar senkt',
  'in enger Abstimmung mit den örtlichen Vereinen',
];
const IMAGES = [
  ...[
    'strom',
    'gas',
    'trinkwasser',
    'abwasser',
    'mobilitaet',
    'nachhaltigkeit',
    'waerme',
    'smart-city',
    'strassenbeleuchtung',
    'breitband-telekommunikation',
    'baeder-freizeit',
    'energiedienstleistungen',
  ].map((slug) => demoAssetUrl('service-areas', `${slug}.svg`)),
  ...['viersen', 'erkelenz', 'moenchengladbach', 'grevenbroich', 'wegberg', 'selfkant'].map((slug) =>
    demoAssetUrl('backgrounds', `${slug}.svg`),
  ),
];

function sentence(rnd: Random, commune: string): string {
  const where = rnd() < 0.4 ? ` in ${commune}` : '';
  return `${pick(rnd, SUBJECTS)} ${pick(rnd, VERBS)} ${pick(rnd, OBJECTS)}${where}, ${pick(rnd, CLAUSES)}.`;
}

function paragraph(rnd: Random, commune: string, chars: number): string {
  const parts: string[] = [];
  let length = 0;
  while (length < chars) {
    const s = sentence(rnd, commune);
    parts.push(s);
    length += s.length + 1;
  }
  return parts.join(' ');
}

/** Fits a text to about `target` characters, ending on a word. */
function clip(text: string, target: number): string {
  if (text.length <= target) return text;
  const cut = text.slice(0, target);
  const space = cut.lastIndexOf(' ');
  return space > target * 0.7 ? cut.slice(0, space) : cut;
}

interface Body {
  content: string;
  content2: string;
  plaintext: string;
}

/** Markdown of about 3,000 characters: paragraphs, two headings, a list, a link. */
function markdownBody(rnd: Random, commune: string, topic: string): Body {
  const p = () => paragraph(rnd, commune, 420 + Math.floor(rnd() * 120));
  const items = Array.from({ length: 4 }, () => `- ${pick(rnd, OBJECTS)}`);
  const texts = [p(), p(), p(), p(), p(), p()];
  const content = [
    texts[0],
    texts[1],
    `## ${topic} in ${commune}`,
    texts[2],
    items.join('\n'),
    texts[3],
    `### Was bedeutet das für Sie?`,
    texts[4],
    `Mehr dazu auf [new.de](https://www.new.de/${topic.toLowerCase().replace(/[^a-z]+/g, '-')}).`,
  ].join('\n\n');
  const content2 = rnd() < 0.5 ? texts[5] : '';
  const plaintext = clip(texts.slice(0, 5).join(' '), 2_000);
  return { content, content2, plaintext };
}

/** HTML of about 3,000 characters, as press releases arrive from the editorial system. */
function htmlBody(rnd: Random, commune: string, topic: string): Body {
  const p = () => paragraph(rnd, commune, 420 + Math.floor(rnd() * 120));
  const texts = [p(), p(), p(), p(), p()];
  const items = Array.from({ length: 3 }, () => `<li>${pick(rnd, OBJECTS)}</li>`).join('');
  const content = [
    `<p><strong>${commune}.</strong> ${texts[0]}</p>`,
    `<p>${texts[1]}</p>`,
    `<h2>${topic}</h2>`,
    `<p>${texts[2]}</p>`,
    `<ul>${items}</ul>`,
    `<p>${texts[3]}</p>`,
    `<p>${texts[4]}</p>`,
    `<p>Pressekontakt: <a href="mailto:presse@new.de">presse@new.de</a></p>`,
  ].join('\n');
  const plaintext = clip(`${commune}. ${texts.slice(0, 5).join(' ')}`, 2_000);
  return { content, content2: '', plaintext };
}

function post(rnd: Random, index: number, total: number, isPress: boolean): typeof newsPosts.$inferInsert {
  const commune = pick(rnd, COMMUNE_NAMES);
  const topic = pick(rnd, TOPICS);
  const title = clip(`${topic} ${pick(rnd, ACTIONS)} ${commune}: ${pick(rnd, OBJECTS)}`, 68).replace(
    /[:,]$/,
    '',
  );
  const subtitle = clip(sentence(rnd, commune), 110).replace(/[^.]$/, (last) => `${last}…`);
  const body = isPress ? htmlBody(rnd, commune, topic) : markdownBody(rnd, commune, topic);
  // Spread evenly over six years, newest first, with a few hours of jitter.
  const day = Math.floor((index / total) * SPAN_DAYS);
  const published = new Date(NEWEST - day * 86_400_000 + (7 + Math.floor(rnd() * 10)) * 3_600_000);
  const created = new Date(published.getTime() - (1 + Math.floor(rnd() * 72)) * 3_600_000);
  const updated = new Date(published.getTime() + Math.floor(rnd() * 48) * 3_600_000);
  const image = pick(rnd, IMAGES);
  const images = Array.from({ length: Math.floor(rnd() * 4) }, (_, i) => ({
    url: pick(rnd, IMAGES),
    caption: `Bild ${i + 1}: ${topic} in ${commune}`,
  }));
  return {
    isPress,
    title,
    subtitle,
    content: body.content,
    content2: body.content2,
    contentPlaintext: body.plaintext,
    imageUrl: image,
    imageSmallUrl: image,
    imageCaption: rnd() < 0.5 ? `${topic} in ${commune}` : null,
    images,
    pubDate: published.toISOString().slice(0, 10),
    publishedAt: published,
    createdAt: created,
    updatedAt: updated,
  };
}

export interface ScaleDataResult {
  news: { existing: number; inserted: number };
  press: { existing: number; inserted: number };
  averageContentChars: number;
}

/** Inserts news and press posts until there are `targets.news` and `targets.press` of them. */
export async function insertScaleData(
  db: Db,
  targets = { news: SCALE_NEWS, press: SCALE_PRESS, seeds: [2026, 1121] },
): Promise<ScaleDataResult> {
  const existing = async (isPress: boolean) =>
    (await db.select({ n: count() }).from(newsPosts).where(eq(newsPosts.isPress, isPress)))[0].n;
  const result: ScaleDataResult = {
    news: { existing: await existing(false), inserted: 0 },
    press: { existing: await existing(true), inserted: 0 },
    averageContentChars: 0,
  };
  let contentChars = 0;
  for (const [isPress, target, seed] of [
    [false, targets.news, targets.seeds[0]],
    [true, targets.press, targets.seeds[1]],
  ] as const) {
    const slot = isPress ? result.press : result.news;
    const missing = Math.max(0, target - slot.existing);
    const rnd = random(seed);
    const rows = Array.from({ length: missing }, (_, i) => post(rnd, i, missing, isPress));
    await db.transaction(async (tx) => {
      for (let i = 0; i < rows.length; i += BATCH)
        await tx.insert(newsPosts).values(rows.slice(i, i + BATCH));
    });
    slot.inserted = rows.length;
    for (const row of rows) contentChars += (row.content ?? '').length;
  }
  const inserted = result.news.inserted + result.press.inserted;
  result.averageContentChars = inserted ? Math.round(contentChars / inserted) : 0;
  return result;
}

/** The search's scale: 20,000 searchable items with these parts. */
export const SEARCH_SCALE = {
  news: 8_000,
  press: 4_000,
  services: 3_000,
  subServices: 2_000,
  people: 3_000,
} as const;

const SERVICE_TOPICS = [
  'Stromliefervertrag',
  'Ökostrom',
  'Baustromanschluss',
  'Notstromaggregat',
  'Wärmepumpe',
  'Fernwärmeanschluss',
  'Nahwärmenetz',
  'Straßenbeleuchtung',
  'Glasfaseranschluss',
  'Ladesäule',
  'Trinkwasseranalyse',
  'Kanalinspektion',
  'Photovoltaik',
  'Energieausweis',
  'Netzanschluss',
  'Gasversorgung',
  'Smart Meter',
  'Freibadtechnik',
  'Energieberatung',
  'Wasserzähler',
];
const SERVICE_KINDS = [
  'für kommunale Gebäude',
  'für Schulen',
  'für Vereine',
  'Beratung',
  'Planung',
  'Wartung',
  'Förderung',
  'Ausschreibung',
  'im Quartier',
  'für Gewerbegebiete',
];
const SUB_SERVICE_KINDS = [
  'Antrag',
  'Checkliste',
  'Ansprechpartner vor Ort',
  'Kosten und Fristen',
  'Häufige Fragen',
  'Musterverträge',
  'Zeitplan',
  'Technische Anschlussbedingungen',
];
const FIRSTNAMES = [
  'Anna',
  'Andreas',
  'Birgit',
  'Bernd',
  'Claudia',
  'Christian',
  'Daniela',
  'Dirk',
  'Elke',
  'Frank',
  'Gabriele',
  'Günter',
  'Heike',
  'Holger',
  'Ines',
  'Jan',
  'Jürgen',
  'Karin',
  'Klaus',
  'Lena',
  'Markus',
  'Monika',
  'Nadine',
  'Olaf',
  'Petra',
  'Ralf',
  'Sabine',
  'Stefan',
  'Tanja',
  'Thomas',
  'Ursula',
  'Uwe',
  'Vanessa',
  'Volker',
  'Wiebke',
  'Wolfgang',
  'Yvonne',
  'Zoë',
  'Jörg',
  'Özlem',
];
const LASTNAMES = [
  'Müller',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Schulz',
  'Hoffmann',
  'Schäfer',
  'Koch',
  'Bauer',
  'Richter',
  'Klein',
  'Wolf',
  'Schröder',
  'Neumann',
  'Schwarz',
  'Zimmermann',
  'Braun',
  'Krüger',
  'Hofmann',
  'Hartmann',
  'Lange',
  'Schmitt',
  'Werner',
  'Schmitz',
  'Krause',
  'Meier',
  'Lehmann',
  'Schmid',
  'Schulze',
  'Maier',
  'Köhler',
  'Herrmann',
  'König',
  'Walter',
  'Mayer',
  'Huber',
  'Kaiser',
  'Fuchs',
  'Peters',
  'Lang',
  'Scholz',
  'Möller',
  'Weiß',
  'Jung',
  'Hahn',
  'Schubert',
  'Vogel',
  'Friedrich',
  'Keller',
  'Günther',
  'Frank',
  'Berger',
  'Winkler',
  'Roth',
  'Beck',
  'Lorenz',
  'Baumann',
  'Franke',
  'Albrecht',
  'Schuster',
  'Simon',
  'Ludwig',
  'Böhm',
  'Winter',
  'Kraus',
  'Martin',
  'Schumacher',
  'Krämer',
  'Vogt',
  'Stein',
  'Jäger',
];
const JOB_TITLES = [
  'Kommunalbetreuer',
  'Fachberaterin',
  'Projektleitung',
  'Netzplanung',
  'Vertrieb Kommunen',
];

/** Inserts rows in batches until the table holds `target` rows; answers how many there were and how many came. */
async function topUp<T extends PgTable>(
  db: Db,
  table: T,
  target: number,
  where: SQL | undefined,
  make: (i: number) => T['$inferInsert'],
) {
  const [{ n }] = await db
    .select({ n: count() })
    .from(table as PgTable)
    .where(where);
  const rows = Array.from({ length: Math.max(0, target - n) }, (_, i) => make(i));
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += BATCH) await tx.insert(table).values(rows.slice(i, i + BATCH));
  });
  return { existing: n, inserted: rows.length };
}

export interface SearchScaleResult {
  posts: ScaleDataResult;
  services: { existing: number; inserted: number };
  subServices: { existing: number; inserted: number };
  people: { existing: number; inserted: number };
  /** Every row the search looks at: service areas, services, sub-services, persons, posts, companies. */
  searchable: number;
}

/** Tops the searchable content up to SEARCH_SCALE, after the list scale data. */
export async function insertSearchScaleData(db: Db): Promise<SearchScaleResult> {
  const posts = await insertScaleData(db, {
    news: SEARCH_SCALE.news,
    press: SEARCH_SCALE.press,
    seeds: [4004, 5005],
  });
  const areaIds = (await db.select({ id: serviceAreas.id }).from(serviceAreas)).map((r) => r.id);
  const rnd = random(6006);
  const serviceResult = await topUp(db, services, SEARCH_SCALE.services, undefined, (i) => {
    const topic = pick(rnd, SERVICE_TOPICS);
    return {
      serviceAreaId: areaIds[i % areaIds.length],
      title: `${topic} ${pick(rnd, SERVICE_KINDS)} in ${pick(rnd, COMMUNE_NAMES)}`,
      content1: paragraph(rnd, pick(rnd, COMMUNE_NAMES), 400),
      sortOrder: 1000 + i,
    };
  });
  const serviceRows = await db.select({ id: services.id, title: services.title }).from(services);
  const subResult = await topUp(db, subServices, SEARCH_SCALE.subServices, undefined, (i) => {
    const parent = serviceRows[Math.floor(rnd() * serviceRows.length)];
    return {
      serviceId: parent.id,
      title: `${parent.title.split(' ')[0]}: ${pick(rnd, SUB_SERVICE_KINDS)}`,
      content1: paragraph(rnd, pick(rnd, COMMUNE_NAMES), 300),
      sortOrder: 1000 + i,
    };
  });
  const peopleResult = await topUp(db, contactPeople, SEARCH_SCALE.people, undefined, (i) => {
    const firstname = FIRSTNAMES[i % FIRSTNAMES.length];
    const lastname = LASTNAMES[Math.floor(i / FIRSTNAMES.length) % LASTNAMES.length];
    const mail = `${firstname}.${lastname}.${i}`.toLowerCase().replace(/[^a-z.0-9]/g, '');
    return {
      firstname,
      lastname,
      customTitle: pick(rnd, JOB_TITLES),
      email: `${mail}@new.example`,
      phone: `02161 ${String(100000 + i)}`,
    };
  });
  // PostgreSQL's autovacuum would gather the planner's statistics after such a load; PGlite runs none,
  // and without them the planner expects one row per table and joins by nested loops.
  await db.execute(sql`analyze`);
  const counts = await Promise.all(
    [serviceAreas, services, subServices, contactPeople, newsPosts, newCompanies].map(
      async (table) => (await db.select({ n: count() }).from(table as PgTable))[0].n,
    ),
  );
  return {
    posts,
    services: serviceResult,
    subServices: subResult,
    people: peopleResult,
    searchable: counts.reduce((a, b) => a + b, 0),
  };
}

/** Migrates and seeds DATA_DIR as the portal's first start would, then adds the scale data. */
export async function prepareScaleDatabase(options: {
  dataDir: string;
  databaseUrl?: string;
}): Promise<ScaleDataResult> {
  const database = await openDatabase(options);
  try {
    await database.migrate();
    if (await isDatabaseEmpty(database.db)) await seedDemoData(database.db);
    return await insertScaleData(database.db);
  } finally {
    await database.close();
  }
}

/** Adds the search's scale to a database prepared by prepareScaleDatabase. */
export async function prepareSearchScaleDatabase(options: {
  dataDir: string;
  databaseUrl?: string;
}): Promise<SearchScaleResult> {
  const database = await openDatabase(options);
  try {
    return await insertSearchScaleData(database.db);
  } finally {
    await database.close();
  }
}

if (import.meta.main) {
  const [dataDir, mode] = process.argv.slice(2);
  if (!dataDir || (mode && mode !== '--search')) {
    console.error('usage: node demo/src/scale/scale-data.ts <DATA_DIR> [--search]');
    process.exit(2);
  }
  const started = performance.now();
  const options = { dataDir, databaseUrl: process.env.DATABASE_URL || undefined };
  if (mode === '--search') {
    const r = await prepareSearchScaleDatabase(options);
    const part = (name: string, p: { existing: number; inserted: number }) =>
      `${name} ${p.existing} + ${p.inserted}`;
    console.log(
      `search scale data: ${part('news', r.posts.news)}, ${part('press', r.posts.press)}, ` +
        `${part('services', r.services)}, ${part('sub-services', r.subServices)}, ${part('persons', r.people)}; ` +
        `${r.searchable} searchable items, ${Math.round(performance.now() - started)} ms`,
    );
  } else {
    const result = await prepareScaleDatabase(options);
    console.log(
      `scale data: news ${result.news.existing} + ${result.news.inserted}, press ${result.press.existing} + ${result.press.inserted}, ` +
        `content on average ${result.averageContentChars} characters, ${Math.round(performance.now() - started)} ms`,
    );
  }
}
