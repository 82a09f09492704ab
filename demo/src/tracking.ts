import type { TrackingEvent } from '@kp/contract/tracking';
import type { PageType } from '@kp/contract/tracking-constants';
import { searchMisses, trackingEvents } from '../../server/src/db/schema/index.ts';
import type { DbOrTx } from '../../server/src/mail/outbox.ts';
import { DEMO_ABOUT, DEMO_COMPANIES } from './data/about.ts';
import { DEMO_FUNDS } from './data/funds.ts';
import { DEMO_NEWS } from './data/news.ts';
import { DEMO_PRESS } from './data/press.ts';
import { DEMO_SERVICE_AREAS } from './data/service-areas.ts';
import { DEMO_SERVICES } from './data/services.ts';
import { addDays, berlinTime } from './dates.ts';

// NOTE: demo data, like the demo news: invented page visits and searches without a hit, so the admin's
// analytics page (/admin/analytics) shows something on a fresh portal. Real ones come only with consent.

/** The demo visits fill the 12 weeks (Monday to Sunday) before this Monday, near the newest demo news. */
export const DEMO_VISITS_UNTIL = '2026-11-23';
const DEMO_DAYS = 12 * 7;

/** Visits per page type on an average working day, and the page names they carry. */
const PAGES: readonly { type: PageType; perDay: number; names: readonly string[] }[] = [
  { type: 'home', perDay: 11, names: ['Startseite'] },
  { type: 'news', perDay: 4.5, names: ['Nachrichten und Presse'] },
  { type: 'service-area', perDay: 4, names: DEMO_SERVICE_AREAS.map((a) => a.title) },
  { type: 'funds', perDay: 3, names: ['Fördermöglichkeiten'] },
  { type: 'service', perDay: 2.6, names: DEMO_SERVICES.map((s) => s.title) },
  { type: 'newsDetail', perDay: 2.4, names: DEMO_NEWS.slice(-12).map((n) => n.title) },
  { type: 'fund-details', perDay: 1.8, names: DEMO_FUNDS.map((f) => f.foerdertitel) },
  {
    type: 'sub-service',
    perDay: 1.5,
    names: DEMO_SERVICES.flatMap((s) => s.subServices.map((sub) => sub.title)),
  },
  { type: 'search', perDay: 1.4, names: ['Suchergebnisse'] },
  { type: 'pressDetail', perDay: 1.1, names: DEMO_PRESS.slice(-8).map((p) => p.title) },
  { type: 'constructions-map', perDay: 0.9, names: ['Bauprojekte'] },
  { type: 'about', perDay: 0.7, names: [DEMO_ABOUT.title] },
  { type: 'faq', perDay: 0.6, names: ['FAQ'] },
  { type: 'magazin', perDay: 0.5, names: ['Magazin'] },
  { type: 'login', perDay: 0.5, names: ['/login'] },
  { type: 'newCompanyDetail', perDay: 0.3, names: DEMO_COMPANIES.map((c) => c.title) },
  { type: 'approval-pending', perDay: 0.1, names: ['/approval'] },
];

const WEEKEND_SHARE = 0.12;

/** Searches without a hit: query, on how many of the days, and how often on such a day. */
const MISSES: readonly { query: string; everyNthDay: number; perDay: number }[] = [
  { query: 'glasfaser', everyNthDay: 3, perDay: 2 },
  { query: 'wasserzähler ablesen', everyNthDay: 4, perDay: 2 },
  { query: 'kita', everyNthDay: 5, perDay: 1 },
  { query: 'parkausweis', everyNthDay: 6, perDay: 1 },
  { query: 'hundesteuer', everyNthDay: 8, perDay: 1 },
  { query: 'sperrmüll', everyNthDay: 9, perDay: 1 },
  { query: 'photovoltaik pacht', everyNthDay: 11, perDay: 1 },
  { query: 'e-ladesäule defekt', everyNthDay: 13, perDay: 1 },
  { query: 'winterdienst', everyNthDay: 17, perDay: 1 },
  { query: 'ratsinformationssystem', everyNthDay: 23, perDay: 1 },
];

/** mulberry32: a small seeded generator, so every seed yields the same visits. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const BATCH = 500;

export async function seedDemoTracking(tx: DbOrTx): Promise<void> {
  const random = seededRandom(20261123);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const firstDay = addDays(DEMO_VISITS_UNTIL, -DEMO_DAYS);
  const events: (typeof trackingEvents.$inferInsert)[] = [];

  for (let d = 0; d < DEMO_DAYS; d++) {
    const day = addDays(firstDay, d);
    const weekend = d % 7 >= 5; // firstDay is a Monday
    // A slow rise over the quarter, as more communes use the portal.
    const level = (weekend ? WEEKEND_SHARE : 1) * (0.8 + (0.35 * d) / DEMO_DAYS);
    for (const page of PAGES) {
      const count = Math.floor(page.perDay * level * (0.6 + 0.8 * random()) + random());
      for (let i = 0; i < count; i++) {
        const hour = 7 + Math.floor(random() * 11);
        const minute = Math.floor(random() * 60);
        const properties: Omit<Extract<TrackingEvent, { name: 'page_visited' }>, 'name'> = {
          page_type: page.type,
          navigated_dashboard: page.type !== 'home' && random() < 0.45,
          page_name: pick(page.names),
        };
        events.push({
          name: 'page_visited',
          properties,
          createdAt: berlinTime(day, `${hour}:${String(minute).padStart(2, '0')}`),
        });
      }
    }
  }
  for (let i = 0; i < events.length; i += BATCH) {
    await tx.insert(trackingEvents).values(events.slice(i, i + BATCH));
  }

  const misses: (typeof searchMisses.$inferInsert)[] = [];
  for (const miss of MISSES) {
    for (let d = miss.everyNthDay - 1; d < DEMO_DAYS; d += miss.everyNthDay) {
      const day = addDays(firstDay, d);
      misses.push({
        query: miss.query,
        day,
        count: miss.perDay + Math.floor(random() * 2),
        lastSearchedAt: berlinTime(day, `${9 + Math.floor(random() * 8)}:${10 + Math.floor(random() * 50)}`),
      });
    }
  }
  await tx.insert(searchMisses).values(misses);
}
