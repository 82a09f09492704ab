import type { Contract, ContractsQuery } from '@kp/contract/contracts';
import { berlinDay } from '@kp/contract/shell';
import { communeScope } from '../../auth/commune-scope.ts';
import type { UserRow } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import { toContract, utcMidnightMs } from './present.ts';
import * as repo from './repo.ts';

/** Soonest end first, contracts without an end last; then by subject in German order. */
/**
 * Active contracts first, the soonest end first and those without an end last: they are what a clerk
 * has to act on. Then the inactive ones, the latest end first.
 */
export function compareContracts(a: Contract, b: Contract): number {
  const activeA = a.Vertragsstatus === 'aktiv';
  if (activeA !== (b.Vertragsstatus === 'aktiv')) return activeA ? -1 : 1;
  if (a.Vertragsende !== b.Vertragsende) {
    if (a.Vertragsende === null) return 1;
    if (b.Vertragsende === null) return -1;
    return activeA ? a.Vertragsende - b.Vertragsende : b.Vertragsende - a.Vertragsende;
  }
  return (
    a.Vertragsgegenstand.localeCompare(b.Vertragsgegenstand, 'de') ||
    a.kommune.localeCompare(b.kommune, 'de') ||
    a.osId.localeCompare(b.osId)
  );
}

/**
 * GET /api/enaio: the contracts in the caller's scope (commune users their own, employees all or the one
 * they name), with the remaining term counted from today's German calendar day.
 */
export async function contracts(db: Db, user: UserRow, query: ContractsQuery): Promise<Contract[]> {
  const scope = await communeScope(db, user, query.commune);
  const todayMs = utcMidnightMs(berlinDay());
  const rows = await repo.listContracts(db, scope, query.status);
  return rows.map((row) => toContract(row, todayMs)).sort(compareContracts);
}
