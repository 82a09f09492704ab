import type { UserRow } from '../../auth/sessions.ts';
import { audit } from '../../backoffice/service.ts';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../http/errors.ts';
import { invalidate } from '../../lib/cache.ts';
import type { DbOrTx } from '../../mail/outbox.ts';
import { touchList } from './status-repo.ts';
import { type CommunePlan, summaryLine } from './year-start-plan.ts';
import * as repo from './year-start-repo.ts';

/** Writes the changed lists in one transaction: every commune of the file or none. */
export async function writeYears(db: Db, user: UserRow, year: number, plans: CommunePlan[]) {
  try {
    await db.transaction(async (tx) => {
      for (const plan of plans) await writeYear(tx, user, year, plan);
    });
  } finally {
    await invalidate(db, ...plans.map((plan) => `rabatt:${plan.commune.id}`));
  }
}

async function writeYear(tx: DbOrTx, user: UserRow, year: number, plan: CommunePlan) {
  const list = { communeId: plan.commune.id, year };
  const moved =
    'Die Liste wurde gerade von jemand anderem gestartet oder weitergegeben. Bitte laden Sie die Datei erneut hoch.';
  if (plan.status === null) {
    if (!(await repo.insertStatus(tx, list.communeId, year))) throw conflict(moved);
  } else {
    // Locks the status row and tells cached snapshots that the list changed (status-repo.ts).
    if (!(await touchList(tx, list, ['Neu']))) throw conflict(moved);
  }
  await repo.deleteListRows(
    tx,
    plan.removals.map((row) => row.id),
  );
  for (const { row, fields } of plan.updates) await repo.updateListRow(tx, row.id, fields);
  await repo.insertRows(tx, plan.inserts);
  await repo.upsertDetails(tx, plan.details);
  await audit(tx, user, {
    action: plan.status === null ? 'year-start' : 'year-replace',
    resource: 'rabatt-jahr',
    entityId: `${plan.commune.name} ${year}`,
    summary: summaryLine(plan, year, false),
  });
}
