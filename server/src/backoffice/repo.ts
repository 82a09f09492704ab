import { and, count, desc, eq, gte, ilike, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { auditLog, contentVersions } from '../db/schema/index.ts';
import type { Tx } from './resource.ts';

export async function latestVersion(tx: Tx, resource: string, entityId: number) {
  const [row] = await tx
    .select({
      version: contentVersions.version,
      savedByName: contentVersions.savedByName,
      savedAt: contentVersions.savedAt,
    })
    .from(contentVersions)
    .where(and(eq(contentVersions.resource, resource), eq(contentVersions.entityId, entityId)))
    .orderBy(desc(contentVersions.version))
    .limit(1);
  return row ?? null;
}

export async function insertVersion(
  tx: Tx,
  values: {
    resource: string;
    entityId: number;
    version: number;
    data: Record<string, unknown>;
    savedBy: number | null;
    savedByName: string;
  },
) {
  await tx.insert(contentVersions).values(values);
}

export async function listVersions(db: Db, resource: string, entityId: number) {
  return db
    .select({
      version: contentVersions.version,
      savedAt: contentVersions.savedAt,
      savedBy: contentVersions.savedByName,
    })
    .from(contentVersions)
    .where(and(eq(contentVersions.resource, resource), eq(contentVersions.entityId, entityId)))
    .orderBy(desc(contentVersions.version));
}

export async function readVersion(db: Db, resource: string, entityId: number, version: number) {
  const [row] = await db
    .select()
    .from(contentVersions)
    .where(
      and(
        eq(contentVersions.resource, resource),
        eq(contentVersions.entityId, entityId),
        eq(contentVersions.version, version),
      ),
    );
  return row ?? null;
}

export async function insertAudit(
  tx: Tx,
  values: {
    userId: number | null;
    userName: string;
    action: string;
    resource: string;
    entityId: string | null;
    summary: string;
  },
) {
  await tx.insert(auditLog).values(values);
}

export interface AuditFilter {
  resource?: string;
  action?: string;
  userName?: string;
  from?: Date;
  to?: Date;
  q?: string;
}

export async function listAudit(db: Db, filter: AuditFilter, page: { limit: number; offset: number }) {
  const conditions: SQL[] = [];
  if (filter.resource) conditions.push(eq(auditLog.resource, filter.resource));
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.userName) conditions.push(ilike(auditLog.userName, `%${filter.userName}%`));
  if (filter.from) conditions.push(gte(auditLog.at, filter.from));
  if (filter.to) conditions.push(lte(auditLog.at, filter.to));
  if (filter.q) {
    const like = `%${filter.q}%`;
    const text = or(
      ilike(auditLog.summary, like),
      ilike(auditLog.userName, like),
      ilike(auditLog.resource, like),
    );
    if (text) conditions.push(text);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(auditLog).where(where),
  ]);
  return { items, total: total?.value ?? 0 };
}
