import { RABATT_STATUSES, type RabattStatus } from '@kp/contract/rabatt-constants';
import { inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
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
import type { DbOrTx } from '../../server/src/mail/outbox.ts';
import { RABATT_COMMUNES, type RabattCommune } from './data/rabatt-communes.ts';
import {
  buildCommuneLists,
  type CommuneLists,
  type ListRow,
  type Location,
  RABATT_YEARS,
} from './data/rabatt-lists.ts';
import { addDays, berlinTime } from './dates.ts';

// Kommunalrabatt demo data: for each of the 18 communes the lists of 2024, 2025 and 2026 with amounts for
// 2022–2026, the marktlokationen the utility knows, the status per year with the steps that led there, and
// what people did on the way: comments, address corrections, discount corrections, delivery points the
// commune added. Deterministic: a seeded generator and fixed dates, nothing from the clock.

const EMPLOYEE = 'new.mitarbeiter';
const BATCH = 1_000;

type Role = 'employee' | 'commune';
interface Person {
  userId: number | null;
  name: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Days nobody at a town hall works on the list. */
const HOLIDAYS = new Set(['12-24', '12-25', '12-26', '12-31', '01-01']);

/** The day itself, or the next working day after a weekend or holiday. */
function workday(day: string): string {
  let result = day;
  for (;;) {
    const weekday = new Date(`${result}T12:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6 && !HOLIDAYS.has(result.slice(5))) return result;
    result = addDays(result, 1);
  }
}

/** A time of day that differs by commune and step, so the history does not look machine-made. */
const clock = (index: number, step: number) =>
  `${pad(8 + ((index + step) % 8))}:${pad((index * 7 + step * 13) % 60)}`;

interface Step {
  from: RabattStatus;
  to: RabattStatus;
  by: Role;
  at: Date;
}

/**
 * When a commune's list of a year moved on: the utility drafts it in November of the year before, sends it
 * in December, the commune answers in January, the final list follows in February and is released in March.
 */
function timeline(year: number, index: number, status: RabattStatus, steppedBack: boolean) {
  const created = workday(`${year - 1}-11-${pad(10 + (index % 10))}`);
  const sent = workday(`${year - 1}-12-${pad(1 + ((index * 3) % 14))}`);
  const returned = workday(`${year}-01-${pad(12 + ((index * 5) % 16))}`);
  const final = workday(`${year}-02-${pad(3 + ((index * 7) % 20))}`);
  const back = workday(addDays(final, 6));
  const again = workday(addDays(final, 13));
  const closed = workday(addDays(steppedBack ? again : final, 10 + (index % 12)));
  const all: Array<Omit<Step, 'at'> & { day: string }> = [
    { from: 'Neu', to: 'Bei Kommune', by: 'employee', day: sent },
    { from: 'Bei Kommune', to: 'Gegenprüfung durch NEW', by: 'commune', day: returned },
    { from: 'Gegenprüfung durch NEW', to: 'Freizugeben', by: 'employee', day: final },
  ];
  if (steppedBack) {
    all.push(
      { from: 'Freizugeben', to: 'Gegenprüfung durch NEW', by: 'commune', day: back },
      { from: 'Gegenprüfung durch NEW', to: 'Freizugeben', by: 'employee', day: again },
    );
  }
  all.push({ from: 'Freizugeben', to: 'Abgeschlossen', by: 'commune', day: closed });
  // The longest run of steps that ends in the current status (after a step back, the later one).
  let count = 0;
  all.forEach((step, stepIndex) => {
    if (step.to === status) count = stepIndex + 1;
  });
  const steps: Step[] = all
    .slice(0, count)
    .map((step, stepIndex) => ({ ...step, at: berlinTime(step.day, clock(index, stepIndex)) }));
  return {
    created: berlinTime(created, '08:30'),
    steps,
    /** A day while the list was with the commune, `offset` days after it arrived. */
    atCommune: (offset: number, step = 0) =>
      berlinTime(workday(addDays(sent, offset)), clock(index, step + 3)),
    /** A day of the utility's cross-check, `offset` days after the list came back. */
    atCrossCheck: (offset: number, step = 0) =>
      berlinTime(workday(addDays(returned, offset)), clock(index, step + 5)),
    sentAt: berlinTime(sent, clock(index, 0)),
  };
}

interface PlannedComment {
  malo: string;
  by: Role;
  at: Date;
  message: string;
}

interface PlannedChange {
  location: Location;
  /** Every row of that marktlokation in the list gets the entry. */
  by: Role;
  at: Date;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

interface YearPlan {
  lists: CommuneLists;
  year: number;
  status: RabattStatus;
  comments: PlannedComment[];
  changes: PlannedChange[];
  /** Threads whose newest comment the other side has not read yet. */
  unread: Map<string, Role>;
}

const abbreviate = (street: string) => street.replace(/straße$/, 'str.');

/** Discount corrections the commune asked for, by why the point is not the commune's own low-voltage use. */
function correctionTexts(row: ListRow, commune: RabattCommune) {
  const own = `${commune.kind} ${commune.name}`;
  if (row.partner.kind === 'verein') {
    return {
      question: `Der Vertrag dieser Lieferstelle läuft auf den ${row.partner.name}, nicht auf die ${own}. Bitte den Rabatt herausnehmen.`,
      answer: 'Danke für den Hinweis – der Rabatt ist für diese Lieferstelle herausgenommen.',
    };
  }
  if (row.location.letOut) {
    return {
      question:
        'Das Gebäude ist seit dem Frühjahr teilweise an Dritte vermietet, der Eigenverbrauch lässt sich nicht abgrenzen.',
      answer: 'Verstanden, wir haben die Lieferstelle als nicht rabattfähig markiert.',
    };
  }
  const low = row.location.sparte === 'Strom' ? 'Niederspannung' : 'Niederdruck';
  return {
    question: `Warum ist diese Lieferstelle rabattfähig markiert? Sie wird doch in ${row.location.level} versorgt.`,
    answer: `Sie haben recht: Der Kommunalrabatt gilt nur für ${low}. Wir haben die Markierung korrigiert.`,
  };
}

/** What people did on a commune's list of one year, as far as its status has come. */
function planYear(lists: CommuneLists, year: number, corrected: Set<Location>): YearPlan {
  const { commune, index } = lists;
  const status = lists.status.get(year) ?? 'Neu';
  const reached = RABATT_STATUSES.indexOf(status);
  const time = timeline(year, index, status, commune.steppedBack?.includes(year) ?? false);
  const rows = lists.rows.get(year) ?? [];
  const plan: YearPlan = { lists, year, status, comments: [], changes: [], unread: new Map() };
  if (reached < 1) return plan;
  const used = new Set<string>();
  // A fixed choice per commune and year: every other list has a correction, the others an address fix.
  const pickRow = (test: (row: ListRow) => boolean, salt: number) => {
    const candidates = rows.filter((row) => test(row) && !used.has(row.location.malo));
    if (candidates.length === 0) return undefined;
    const row = candidates[(index * 13 + year + salt) % candidates.length];
    used.add(row.location.malo);
    return row;
  };
  const single = (row: ListRow) => row.location.partners.length === 1;

  for (const row of rows.filter((r) => r.newGeschaeftspartner)) {
    used.add(row.location.malo);
    const old = rows.find((r) => r.location === row.location && r !== row);
    plan.comments.push({
      malo: row.location.malo,
      by: 'employee',
      at: new Date(time.sentAt.getTime() - 20 * 60_000),
      message: `Der Geschäftspartner hat zum 01.07.${year} gewechselt (bisher ${old?.partner.name ?? 'unbekannt'}, jetzt ${row.partner.name}). Die Lieferstelle steht deshalb zweimal in der Liste.`,
    });
    if (reached >= 2) {
      plan.comments.push({
        malo: row.location.malo,
        by: 'commune',
        at: time.atCommune(9),
        message: `Passt so – die ${row.location.property} wird seit Juli vom ${row.partner.name} betrieben.`,
      });
    }
  }

  for (const row of rows.filter((r) => r.addedByCommune)) {
    used.add(row.location.malo);
    const at = time.atCommune(4 + (index % 6));
    plan.comments.push({
      malo: row.location.malo,
      by: 'commune',
      at,
      message: `${row.location.property} ist neu in Betrieb und fehlte in der Liste. Bitte aufnehmen.`,
    });
    const { location } = row;
    plan.changes.push({
      location,
      by: 'commune',
      at,
      before: {},
      after: {
        marktlokation: location.malo,
        sparte: location.sparte,
        adresszeile1: location.adresszeile1,
        adresszeile2: location.adresszeile2,
        plz: location.plz,
        ort: location.ort,
        geschaeftspartnerNummer: row.partner.nummer,
        geschaeftspartnerName: row.partner.name,
        addedByCommune: true,
      },
    });
    if (reached >= 2) {
      plan.comments.push({
        malo: row.location.malo,
        by: 'employee',
        at: time.atCrossCheck(2),
        message: row.eligible
          ? 'Geprüft: Die Lieferstelle ist rabattfähig und bleibt in der Liste.'
          : 'Geprüft: Die Lieferstelle bleibt in der Liste, ist aber nicht rabattfähig.',
      });
    }
  }

  // The commune corrects an abbreviated street name while the list is with it.
  if ((index + year) % 3 !== 0 || commune.name === 'Brüggen') {
    const row = pickRow(
      (r) =>
        single(r) &&
        r.location.adresszeile1.endsWith('straße') &&
        r.location.addedByCommuneYear === null &&
        !corrected.has(r.location),
      1,
    );
    if (row) {
      corrected.add(row.location);
      const at = time.atCommune(6 + (index % 5), 1);
      plan.changes.push({
        location: row.location,
        by: 'commune',
        at,
        before: { adresszeile1: abbreviate(row.location.adresszeile1) },
        after: { adresszeile1: row.location.adresszeile1 },
      });
    }
  }

  // The utility takes the discount off a delivery point after the commune's remark (cross-check).
  if (reached >= 2 && (index + year) % 2 === 0) {
    const row = pickRow((r) => single(r) && !r.eligible, 2);
    if (row) {
      const texts = correctionTexts(row, commune);
      const answeredAt = time.atCrossCheck(1 + (index % 4), 2);
      plan.comments.push(
        {
          malo: row.location.malo,
          by: 'commune',
          at: time.atCommune(12 + (index % 9), 2),
          message: texts.question,
        },
        { malo: row.location.malo, by: 'employee', at: answeredAt, message: texts.answer },
      );
      plan.changes.push({
        location: row.location,
        by: 'employee',
        at: answeredAt,
        before: { rabatt: true },
        after: { rabatt: false },
      });
    }
  }

  // Open questions on lists that are with a commune right now; the utility has not read the answers yet.
  if (status === 'Bei Kommune' && year === 2026) {
    const feuerwehr = pickRow((r) => r.location.propertyKey === 'feuerwehr', 3);
    if (feuerwehr) {
      plan.comments.push(
        {
          malo: feuerwehr.location.malo,
          by: 'employee',
          at: time.atCommune(2, 4),
          message: `Bitte prüfen Sie, ob das ${feuerwehr.location.property} weiterhin von der ${commune.kind} genutzt wird.`,
        },
        {
          malo: feuerwehr.location.malo,
          by: 'commune',
          at: time.atCommune(24, 4),
          message: 'Ja, das Gerätehaus wird weiter von der Löschgruppe genutzt. Die Adresse stimmt.',
        },
      );
      plan.unread.set(feuerwehr.location.malo, 'employee');
    }
  }
  if (commune.name === 'Brüggen' && year === 2026) {
    const light = pickRow(
      (r) => r.location.propertyKey === 'beleuchtung' || r.location.propertyKey === 'bauhof',
      4,
    );
    if (light) {
      plan.comments.push(
        {
          malo: light.location.malo,
          by: 'employee',
          at: time.atCommune(3, 5),
          message: `Für die Lieferstelle „${light.location.property}“ liegt uns noch kein Zählerstand zum 31.12.2025 vor. Können Sie ihn uns mitteilen?`,
        },
        {
          malo: light.location.malo,
          by: 'commune',
          at: time.atCommune(25, 5),
          message: 'Der Bauhof liest den Zähler am Montag ab, wir melden uns dann.',
        },
        {
          malo: light.location.malo,
          by: 'employee',
          at: time.atCommune(33, 5),
          message: 'Vielen Dank, der Zählerstand ist bei uns angekommen.',
        },
      );
      plan.unread.set(light.location.malo, 'commune');
    }
    const fresh = pickRow((r) => r.addedByNew && single(r), 5);
    if (fresh) {
      plan.comments.push({
        malo: fresh.location.malo,
        by: 'employee',
        at: time.atCommune(34, 6),
        message: `Neu in der Liste: ${fresh.location.property}. Bitte bestätigen Sie, dass die Lieferstelle von der Gemeinde selbst genutzt wird.`,
      });
      plan.unread.set(fresh.location.malo, 'commune');
    }
  }
  return plan;
}

async function insertChunked<T extends PgTable>(tx: DbOrTx, table: T, values: T['$inferInsert'][]) {
  for (let i = 0; i < values.length; i += BATCH) await tx.insert(table).values(values.slice(i, i + BATCH));
}

export async function seedDemoRabatt(tx: DbOrTx): Promise<void> {
  const communeIds = new Map(
    (await tx.select({ id: communes.id, name: communes.name }).from(communes)).map((c) => [c.name, c.id]),
  );
  const usernames = [
    EMPLOYEE,
    ...RABATT_COMMUNES.flatMap((c) => ('username' in c.clerk ? [c.clerk.username] : [])),
  ];
  const accounts = new Map(
    (
      await tx
        .select({
          id: users.id,
          username: users.username,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(users)
        .where(inArray(users.username, usernames))
    ).map((u) => [
      u.username,
      { userId: u.id, name: `${u.firstName ?? ''} ${u.lastName ?? ''}`.trim() || u.username },
    ]),
  );
  const employee: Person = accounts.get(EMPLOYEE) ?? { userId: null, name: 'Felix Hamacher' };
  const clerkOf = (commune: RabattCommune): Person =>
    'username' in commune.clerk
      ? (accounts.get(commune.clerk.username) ?? { userId: null, name: commune.clerk.username })
      : { userId: null, name: commune.clerk.name };

  const all = RABATT_COMMUNES.filter((commune) => communeIds.has(commune.name)).map((commune) =>
    buildCommuneLists(commune, RABATT_COMMUNES.indexOf(commune)),
  );
  const plans = all.flatMap((lists) => {
    // A street is corrected once; the lists before carry the short form, the lists after the long one.
    const corrected = new Set<Location>();
    return RABATT_YEARS.map((year) => planYear(lists, year, corrected));
  });

  // The utility's master data: every marktlokation with its current partner and address.
  const maloRows: (typeof marktlokationen.$inferInsert)[] = [];
  for (const lists of all) {
    const communeId = communeIds.get(lists.commune.name) as number;
    for (const location of lists.locations) {
      const partner = location.partners[location.partners.length - 1].partner;
      maloRows.push({
        communeId,
        marktlokation: location.malo,
        sparte: location.sparte,
        adresszeile1: location.adresszeile1,
        adresszeile2: location.adresszeile2,
        plz: location.plz,
        ort: location.ort,
        geschaeftspartnerNummer: partner.nummer,
        geschaeftspartnerName: partner.name,
        spannungsebene: location.sparte === 'Strom' ? location.level : null,
        druckstufe: location.sparte === 'Gas' ? location.level : null,
      });
    }
  }
  await insertChunked(tx, marktlokationen, maloRows);

  // The lists. Before a commune corrected an abbreviated street, the older lists carried the short form.
  const corrected = new Map<Location, number>();
  for (const plan of plans) {
    for (const change of plan.changes) {
      if ('adresszeile1' in change.before && !('marktlokation' in change.after)) {
        corrected.set(change.location, plan.year);
      }
    }
  }
  const rowKey = (communeId: number, year: number, malo: string, nummer: string) =>
    `${communeId}|${year}|${malo}|${nummer}`;
  const listRows: (typeof lieferstellen.$inferInsert)[] = [];
  for (const plan of plans) {
    const communeId = communeIds.get(plan.lists.commune.name) as number;
    const created = timeline(plan.year, plan.lists.index, plan.status, false).created;
    for (const row of plan.lists.rows.get(plan.year) ?? []) {
      const { location } = row;
      const changes = plan.changes.filter((change) => change.location === location);
      const correctedIn = corrected.get(location);
      listRows.push({
        communeId,
        year: plan.year,
        marktlokation: location.malo,
        adresszeile1:
          correctedIn !== undefined && plan.year < correctedIn
            ? abbreviate(location.adresszeile1)
            : location.adresszeile1,
        adresszeile2: location.adresszeile2,
        plz: location.plz,
        ort: location.ort,
        geschaeftspartnerNummer: row.partner.nummer,
        geschaeftspartnerName: row.partner.name,
        zuordnungMg: location.group,
        zusatzinfo1: location.property,
        zusatzinfo2: location.meterPlace,
        zusatzinfo3: location.meterNumber,
        vkSammler: row.partner.vkSammler?.[location.sparte] ?? null,
        vkEinzel: location.vkEinzel,
        sparte: location.sparte,
        spannungsebene: location.sparte === 'Strom' ? location.level : null,
        druckstufe: location.sparte === 'Gas' ? location.level : null,
        rabatt: row.rabatt,
        addedByCommune: row.addedByCommune,
        addedByNew: row.addedByNew,
        newGeschaeftspartner: row.newGeschaeftspartner,
        notiz: location.notiz,
        version: 1 + changes.length,
        updatedAt: changes.length > 0 ? changes[changes.length - 1].at : created,
      });
    }
  }
  const ids = new Map<string, number>();
  for (let i = 0; i < listRows.length; i += BATCH) {
    const inserted = await tx
      .insert(lieferstellen)
      .values(listRows.slice(i, i + BATCH))
      .returning({
        id: lieferstellen.id,
        communeId: lieferstellen.communeId,
        year: lieferstellen.year,
        marktlokation: lieferstellen.marktlokation,
        geschaeftspartnerNummer: lieferstellen.geschaeftspartnerNummer,
      });
    for (const r of inserted)
      ids.set(rowKey(r.communeId, r.year, r.marktlokation, r.geschaeftspartnerNummer), r.id);
  }

  await insertChunked(
    tx,
    lieferstellenDetails,
    all.flatMap((lists) => {
      const communeId = communeIds.get(lists.commune.name) as number;
      return lists.details.map((detail) => ({
        communeId,
        marktlokation: detail.malo,
        geschaeftspartnerNummer: detail.nummer,
        year: detail.year,
        rabattMenge: detail.rabattMenge,
      }));
    }),
  );

  const statusRows: (typeof rabattStatus.$inferInsert)[] = [];
  const history: (typeof rabattHistory.$inferInsert)[] = [];
  const comments: (typeof lieferstellenComments.$inferInsert)[] = [];
  const reads: (typeof lieferstellenCommentReads.$inferInsert)[] = [];
  for (const plan of plans) {
    const { commune, index } = plan.lists;
    const communeId = communeIds.get(commune.name) as number;
    const clerk = clerkOf(commune);
    const personOf = (role: Role) => (role === 'employee' ? employee : clerk);
    const time = timeline(plan.year, index, plan.status, commune.steppedBack?.includes(plan.year) ?? false);
    statusRows.push({
      communeId,
      year: plan.year,
      status: plan.status,
      updatedAt: time.steps.at(-1)?.at ?? time.created,
    });
    for (const step of time.steps) {
      const person = personOf(step.by);
      history.push({
        communeId,
        year: plan.year,
        kind: 'status',
        lieferstelleId: null,
        userId: person.userId,
        userName: person.name,
        changedAt: step.at,
        before: { status: step.from },
        after: { status: step.to },
      });
    }
    const rows = plan.lists.rows.get(plan.year) ?? [];
    for (const change of plan.changes) {
      const person = personOf(change.by);
      for (const row of rows.filter((r) => r.location === change.location)) {
        history.push({
          communeId,
          year: plan.year,
          kind: 'lieferstelle',
          lieferstelleId:
            ids.get(rowKey(communeId, plan.year, row.location.malo, row.partner.nummer)) ?? null,
          userId: person.userId,
          userName: person.name,
          changedAt: change.at,
          before: change.before,
          after: change.after,
        });
      }
    }
    const threads = new Map<string, PlannedComment[]>();
    for (const comment of [...plan.comments].sort((a, b) => a.at.getTime() - b.at.getTime())) {
      const person = personOf(comment.by);
      comments.push({
        communeId,
        year: plan.year,
        marktlokation: comment.malo,
        userId: person.userId,
        author: person.name,
        byEmployee: comment.by === 'employee',
        message: comment.message,
        createdAt: comment.at,
      });
      threads.set(comment.malo, [...(threads.get(comment.malo) ?? []), comment]);
    }
    // Who has read what: everything, except the newest comment of the threads marked unread for a side.
    for (const [malo, thread] of threads) {
      for (const role of ['employee', 'commune'] as const) {
        const person = personOf(role);
        if (person.userId === null) continue;
        const unreadFor = plan.unread.get(malo);
        const last = thread[thread.length - 1];
        const readAt =
          unreadFor === role
            ? thread.length > 1
              ? new Date(thread[thread.length - 2].at.getTime() + 60_000)
              : null
            : new Date(last.at.getTime() + 2 * 3_600_000);
        if (readAt)
          reads.push({ userId: person.userId, communeId, year: plan.year, marktlokation: malo, readAt });
      }
    }
  }
  await insertChunked(tx, rabattStatus, statusRows);
  await insertChunked(tx, rabattHistory, history);
  await insertChunked(tx, lieferstellenComments, comments);
  await insertChunked(tx, lieferstellenCommentReads, reads);
}
