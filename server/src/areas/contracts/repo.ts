import type { ContractStatus } from '@kp/contract/contracts-constants';
import { and, eq, type SQL } from 'drizzle-orm';
import type { CommuneScope } from '../../auth/commune-scope.ts';
import type { Db } from '../../db/client.ts';
import { communes, contracts } from '../../db/schema/index.ts';

export type ContractRow = typeof contracts.$inferSelect & { communeName: string };

/** The contracts in a commune scope, optionally of one status; the service puts them in order. */
export async function listContracts(
  db: Db,
  scope: CommuneScope,
  status: ContractStatus | undefined,
): Promise<ContractRow[]> {
  const conditions: SQL[] = [];
  if (!scope.all) conditions.push(eq(contracts.communeId, scope.communeId));
  if (status) conditions.push(eq(contracts.status, status));
  const rows = await db
    .select({ contract: contracts, communeName: communes.name })
    .from(contracts)
    .innerJoin(communes, eq(communes.id, contracts.communeId))
    .where(and(...conditions));
  return rows.map((row) => ({ ...row.contract, communeName: row.communeName }));
}
