import { findTransition, RABATT_STATUSES, RABATT_TRANSITIONS } from '@kp/contract/rabatt-constants';
import { COMMUNE_NAMES } from '@kp/contract/shell';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/src/db/client.ts';
import {
  communes,
  lieferstellen,
  lieferstellenCommentReads,
  lieferstellenComments,
  lieferstellenDetails,
  marktlokationen,
  rabattHistory,
  rabattStatus,
  users,
} from '../../server/src/db/schema/index.ts';
import { openSeededTestDatabase, SEED_WAIT_MS } from '../../server/src/test/database.ts';
import { RABATT_COMMUNES } from './data/rabatt-communes.ts';
import { maloCheckDigit } from './data/rabatt-lists.ts';

async function dump({ db }: Database) {
  return {
    communes: await db.select({ id: communes.id, name: communes.name }).from(communes),
    users: await db.select({ id: users.id, username: users.username }).from(users),
    status: await db.select().from(rabattStatus).orderBy(asc(rabattStatus.communeId), asc(rabattStatus.year)),
    rows: await db.select().from(lieferstellen).orderBy(asc(lieferstellen.id)),
    details: await db
      .select()
      .from(lieferstellenDetails)
      .orderBy(
        asc(lieferstellenDetails.communeId),
        asc(lieferstellenDetails.marktlokation),
        asc(lieferstellenDetails.geschaeftspartnerNummer),
        asc(lieferstellenDetails.year),
      ),
    malos: await db
      .select()
      .from(marktlokationen)
      .orderBy(asc(marktlokationen.communeId), asc(marktlokationen.marktlokation)),
    history: await db.select().from(rabattHistory).orderBy(asc(rabattHistory.id)),
    comments: await db.select().from(lieferstellenComments).orderBy(asc(lieferstellenComments.id)),
    reads: await db
      .select()
      .from(lieferstellenCommentReads)
      .orderBy(
        asc(lieferstellenCommentReads.userId),
        asc(lieferstellenCommentReads.communeId),
        asc(lieferstellenCommentReads.year),
        asc(lieferstellenCommentReads.marktlokation),
      ),
  };
}

describe('Kommunalrabatt demo data', () => {
  let first: Database;
  let data: Awaited<ReturnType<typeof dump>>;
  const communeName = (id: number) => data.communes.find((c) => c.id === id)?.name ?? '';
  const listOf = (commune: string, year: number) =>
    data.rows.filter((row) => communeName(row.communeId) === commune && row.year === year);

  beforeAll(async () => {
    first = await openSeededTestDatabase();
    data = await dump(first);
  }, SEED_WAIT_MS);

  afterAll(async () => {
    await first?.close();
  });

  it('gives every commune the years 2024, 2025 and 2026, the first two closed', () => {
    for (const name of COMMUNE_NAMES) {
      const years = data.status.filter((s) => communeName(s.communeId) === name);
      expect(
        years.map((s) => s.year),
        name,
      ).toEqual([2024, 2025, 2026]);
      expect(years[0].status, name).toBe('Abgeschlossen');
      expect(years[1].status, name).toBe('Abgeschlossen');
    }
  });

  it('spreads 2026 over all five statuses, at least two communes each; Viersen is Neu, Brüggen Bei Kommune', () => {
    const of2026 = data.status.filter((s) => s.year === 2026);
    for (const status of RABATT_STATUSES) {
      expect(of2026.filter((s) => s.status === status).length, status).toBeGreaterThanOrEqual(2);
    }
    const statusOf = (name: string) => of2026.find((s) => communeName(s.communeId) === name)?.status;
    expect(statusOf('Viersen')).toBe('Neu');
    expect(statusOf('Brüggen')).toBe('Bei Kommune');
  });

  it('fills each list with 25 to 70 delivery points (Mönchengladbach about 120) of Strom and Gas', () => {
    for (const name of COMMUNE_NAMES) {
      const plz = new Set(RABATT_COMMUNES.find((c) => c.name === name)?.ortsteile.flatMap((o) => o.plz));
      for (const year of [2024, 2025, 2026]) {
        const rows = listOf(name, year);
        const label = `${name} ${year}`;
        if (name === 'Mönchengladbach') {
          expect(rows.length, label).toBeGreaterThanOrEqual(100);
          expect(rows.length, label).toBeLessThanOrEqual(140);
        } else {
          expect(rows.length, label).toBeGreaterThanOrEqual(25);
          expect(rows.length, label).toBeLessThanOrEqual(75);
        }
        expect(
          rows.some((row) => row.sparte === 'Strom'),
          label,
        ).toBe(true);
        expect(
          rows.some((row) => row.sparte === 'Gas'),
          label,
        ).toBe(true);
        for (const row of rows) {
          expect(row.marktlokation, label).toMatch(/^5\d{10}$/);
          expect(Number(row.marktlokation.at(-1)), row.marktlokation).toBe(
            maloCheckDigit(row.marktlokation.slice(0, 10)),
          );
          expect(row.geschaeftspartnerNummer, label).toMatch(/^\d{10}$/);
          expect(plz.has(row.plz), `${label} ${row.plz}`).toBe(true);
          expect(row.ort, label).toBe(name);
          if (row.sparte === 'Strom') {
            expect(['Niederspannung', 'Mittelspannung', 'Umspannung MSP/NSP']).toContain(row.spannungsebene);
            expect(row.druckstufe).toBeNull();
          } else {
            expect(['Niederdruck', 'Mitteldruck']).toContain(row.druckstufe);
            expect(row.spannungsebene).toBeNull();
          }
        }
      }
    }
  });

  it('marks 70–85 % of the delivery points of closed lists as rabattfähig, fewer in lists still Neu', () => {
    const closed = data.rows.filter((row) =>
      data.status.some(
        (s) => s.communeId === row.communeId && s.year === row.year && s.status === 'Abgeschlossen',
      ),
    );
    const share = closed.filter((row) => row.rabatt).length / closed.length;
    expect(share).toBeGreaterThanOrEqual(0.7);
    expect(share).toBeLessThanOrEqual(0.85);
    const viersen = listOf('Viersen', 2026);
    expect(viersen.filter((row) => row.rabatt).length).toBeLessThan(viersen.length / 2);
  });

  it('keeps most marktlokationen from year to year, with a few new and a few dropped', () => {
    for (const name of COMMUNE_NAMES) {
      const malos = (year: number) => new Set(listOf(name, year).map((row) => row.marktlokation));
      const [y24, y25, y26] = [malos(2024), malos(2025), malos(2026)];
      const kept = [...y25].filter((malo) => y26.has(malo)).length;
      expect(kept / y26.size, name).toBeGreaterThan(0.8);
      expect(
        [...y26].some((malo) => !y25.has(malo)),
        name,
      ).toBe(true);
      expect(
        [...y24].some((malo) => !y25.has(malo)),
        name,
      ).toBe(true);
      for (const row of listOf(name, 2026).filter((r) => r.addedByNew)) {
        expect(y25.has(row.marktlokation), `${name} ${row.marktlokation}`).toBe(false);
      }
    }
    expect(data.rows.some((row) => row.addedByCommune && row.year < 2026)).toBe(true);
  });

  it('lists a marktlokation twice, old and new partner, where the partner changed', () => {
    const changed = data.rows.filter((row) => row.newGeschaeftspartner);
    expect(changed.length).toBeGreaterThanOrEqual(COMMUNE_NAMES.length);
    for (const row of changed) {
      const same = data.rows.filter(
        (other) =>
          other.communeId === row.communeId &&
          other.year === row.year &&
          other.marktlokation === row.marktlokation,
      );
      expect(same).toHaveLength(2);
      expect(new Set(same.map((other) => other.geschaeftspartnerNummer)).size).toBe(2);
    }
  });

  it('knows every listed marktlokation and 4 or more per commune that are not on the 2026 list', () => {
    const known = new Set(data.malos.map((m) => `${m.communeId}|${m.marktlokation}`));
    for (const row of data.rows) expect(known.has(`${row.communeId}|${row.marktlokation}`)).toBe(true);
    for (const name of COMMUNE_NAMES) {
      const on2026 = new Set(listOf(name, 2026).map((row) => row.marktlokation));
      const available = data.malos.filter(
        (m) => communeName(m.communeId) === name && !on2026.has(m.marktlokation),
      );
      expect(available.length, name).toBeGreaterThanOrEqual(4);
    }
  });

  it('has a yearly amount (4 decimals) for the delivery points, back to 2022', () => {
    const amounts = new Map(
      data.details.map((d) => [
        `${d.communeId}|${d.marktlokation}|${d.geschaeftspartnerNummer}|${d.year}`,
        d,
      ]),
    );
    for (const row of data.rows) {
      const detail = amounts.get(
        `${row.communeId}|${row.marktlokation}|${row.geschaeftspartnerNummer}|${row.year}`,
      );
      // A delivery point the commune added has no amount yet in the year it was added.
      if (row.addedByCommune) continue;
      expect(detail, `${row.marktlokation} ${row.year}`).toBeDefined();
    }
    expect(new Set(data.details.map((d) => d.year))).toEqual(new Set([2022, 2023, 2024, 2025, 2026]));
    for (const detail of data.details) {
      expect(detail.rabattMenge).toBeGreaterThan(30);
      expect(detail.rabattMenge).toBeLessThan(5000);
      expect(Math.round(detail.rabattMenge * 10_000) / 10_000).toBe(detail.rabattMenge);
    }
    expect(data.details.some((d) => !Number.isInteger(d.rabattMenge * 100))).toBe(true);
  });

  it('records the status steps of each year along the allowed transitions, by the side that may send them', () => {
    const employeeId = data.users.find((u) => u.username === 'new.mitarbeiter')?.id;
    for (const status of data.status) {
      const steps = data.history
        .filter((h) => h.kind === 'status' && h.communeId === status.communeId && h.year === status.year)
        .sort((a, b) => a.changedAt.getTime() - b.changedAt.getTime());
      const label = `${communeName(status.communeId)} ${status.year}`;
      let current = 'Neu';
      for (const step of steps) {
        expect(step.before.status, label).toBe(current);
        const role = step.userId !== null && step.userId === employeeId ? 'employee' : 'commune';
        const transition = findTransition(
          step.before.status as (typeof RABATT_STATUSES)[number],
          step.after.status as (typeof RABATT_STATUSES)[number],
          role,
        );
        expect(transition, `${label}: ${step.before.status} → ${step.after.status} by ${role}`).toBeDefined();
        current = step.after.status as string;
      }
      expect(current, label).toBe(status.status);
    }
    // 'Zurück an NEW' happened somewhere.
    const back = RABATT_TRANSITIONS.find(
      (t) => t.from === 'Freizugeben' && t.to === 'Gegenprüfung durch NEW',
    );
    expect(data.history.some((h) => h.before.status === back?.from && h.after.status === back?.to)).toBe(
      true,
    );
  });

  it('has comments and edits of both sides, with Viersen 2026 untouched for the walk through the year', () => {
    const brueggen = data.comments.filter((c) => communeName(c.communeId) === 'Brüggen' && c.year === 2026);
    expect(brueggen.some((c) => c.byEmployee && c.author === 'Felix Hamacher')).toBe(true);
    expect(brueggen.some((c) => !c.byEmployee && c.author === 'Heike Stappen')).toBe(true);
    expect(data.comments.some((c) => c.year < 2026 && !c.byEmployee)).toBe(true);
    const viersen = data.status.find((s) => communeName(s.communeId) === 'Viersen' && s.year === 2026);
    expect(data.comments.filter((c) => c.communeId === viersen?.communeId && c.year === 2026)).toEqual([]);

    const edits = data.history.filter((h) => h.kind === 'lieferstelle');
    expect(edits.some((h) => 'adresszeile1' in h.after)).toBe(true);
    for (const edit of edits) {
      const row = data.rows.find((r) => r.id === edit.lieferstelleId);
      expect(row, `history ${edit.id}`).toBeDefined();
      expect(row?.version).toBeGreaterThan(1);
      for (const [key, value] of Object.entries(edit.after)) {
        if (key in (row ?? {})) expect(row?.[key as keyof typeof row], key).toEqual(value);
      }
    }
    // Someone in Brüggen has something unread: a thread with a comment by the other side after their read.
    const heike = data.users.find((u) => u.username === 'kommune.brueggen')?.id;
    const unread = brueggen.filter((c) => {
      const read = data.reads.find(
        (r) => r.userId === heike && r.year === 2026 && r.marktlokation === c.marktlokation,
      );
      return c.byEmployee && (!read || read.readAt < c.createdAt);
    });
    expect(unread.length).toBeGreaterThan(0);
  });
});
