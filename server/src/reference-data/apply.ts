import { communes, faculties, referenceDataSets } from '../db/schema/index.ts';
import type { DbOrTx } from '../mail/outbox.ts';
import { REFERENCE_COMMUNES } from './communes.ts';
import { REFERENCE_FACULTIES } from './faculties.ts';

/**
 * What every database needs before anyone can register (decision 027): the partner communes and the
 * registration roles. Each set is applied once and recorded, so an admin's renames and retirements stay, and
 * a row that already exists by name is left as it is.
 */
const REFERENCE_SETS: { name: string; apply: (db: DbOrTx) => Promise<unknown> }[] = [
  {
    name: 'kommunen-1',
    apply: (db) =>
      db
        .insert(communes)
        .values([...REFERENCE_COMMUNES])
        .onConflictDoNothing({ target: communes.name }),
  },
  {
    name: 'rollen-1',
    apply: (db) =>
      db
        .insert(faculties)
        .values(REFERENCE_FACULTIES.map((faculty, index) => ({ ...faculty, sortOrder: index + 1 })))
        .onConflictDoNothing({ target: faculties.name }),
  },
];

/** Applies the sets this database lacks; runs at every start, under the migrations' lock. */
export async function applyReferenceData(db: DbOrTx): Promise<string[]> {
  return db.transaction(async (tx) => {
    const done = new Set(
      (await tx.select({ name: referenceDataSets.name }).from(referenceDataSets)).map((r) => r.name),
    );
    const applied: string[] = [];
    for (const set of REFERENCE_SETS) {
      if (done.has(set.name)) continue;
      await set.apply(tx);
      await tx.insert(referenceDataSets).values({ name: set.name });
      applied.push(set.name);
    }
    return applied;
  });
}
