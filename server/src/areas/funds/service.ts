import type { Foerdermittel } from '@kp/contract/funds';
import { FLAG_COLUMNS } from '../../auth/flags.ts';
import type { UserRow } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import type { services } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { toFoerdermittel, toThema } from './present.ts';
import * as repo from './repo.ts';

type RequiredFlag = (typeof services.$inferSelect)['requiredFlag'];

/** Services behind a feature flag (spec 01 §6) are shown only to users who have it. */
const allowed = (user: UserRow, flag: RequiredFlag) => flag === null || user[FLAG_COLUMNS[flag]];

async function present(db: Db, user: UserRow, rows: repo.FundRow[]): Promise<Foerdermittel[]> {
  if (rows.length === 0) return [];
  const links = await repo.linksOfFunds(
    db,
    rows.map((r) => r.id),
  );
  const visible: repo.FundLinks = {
    ...links,
    services: links.services.filter((s) => allowed(user, s.requiredFlag)),
    subServices: links.subServices.filter(
      (s) => allowed(user, s.requiredFlag) && allowed(user, s.serviceRequiredFlag),
    ),
  };
  const themen = links.themen.map(toThema);
  return rows.map((row) => toFoerdermittel(row, visible, themen));
}

/** GET /api/users/me?type=foerdermittel: every programme, nearest deadline first. */
export async function fundList(db: Db, user: UserRow): Promise<Foerdermittel[]> {
  return present(db, user, await repo.listFunds(db));
}

/** GET /api/foerdermittel/:id */
export async function fund(db: Db, user: UserRow, id: number): Promise<Foerdermittel> {
  const row = await repo.findFund(db, id);
  if (!row) throw notFound('Diese Fördermöglichkeit gibt es nicht.');
  const [result] = await present(db, user, [row]);
  return result;
}
