import type { BackofficeListQuery, BackofficeRecord } from '@kp/contract/backoffice';
import type { z } from 'zod';
import type { Access } from '../auth/guards.ts';
import type { UserRow } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';

/** A database handle or a transaction: resources write inside the save's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/**
 * One content type of the back office. An area defines its resources next to its own queries
 * (`server/src/areas/<area>/backoffice.ts`); `registry.ts` lists them, and the generic routes, the version
 * history, the 409 on concurrent saves and the audit log come from `service.ts` for all of them.
 */
export interface BackofficeResource<Input extends Record<string, unknown> = Record<string, unknown>> {
  /** The URL segment: /api/backoffice/<name>. */
  name: string;
  /** German, singular, for the audit log and messages: 'Nachricht', 'Leistung'. */
  label: string;
  /** Who may use it: editors (and admins) by default; 'admin' for the portal's settings. */
  access?: Extract<Access, 'editor' | 'admin'>;
  /** The form's schema from contract/: the same one the web form validates with. */
  input: z.ZodType<Input>;
  /** One page of the list, sorted and filtered as the query says. */
  list(db: Db, query: BackofficeListQuery): Promise<{ items: BackofficeRecord[]; total: number }>;
  /** The entry in the shape the form edits (and a version keeps); null when there is none. */
  read(db: Tx, id: number): Promise<(Input & { id: number }) | null>;
  /** A short title for the audit log and the version list. */
  titleOf(entry: Input): string;
  create?(tx: Tx, input: Input, user: UserRow): Promise<number>;
  update?(tx: Tx, id: number, input: Input, user: UserRow): Promise<void>;
  /** Deletes or archives; throw a conflict (409) when the data forbids it (e.g. a file in use). */
  remove?(tx: Tx, id: number, user: UserRow): Promise<void>;
  /** Locks the entry's row for the save (SELECT … FOR UPDATE), so two saves cannot interleave. */
  lock(tx: Tx, id: number): Promise<boolean>;
  /** Cache topics every write of this resource invalidates (see docs/operations.md "Caches"). */
  topics: readonly string[];
  /** Keeps versions (history, restore); every content type does, lookup lists may not. */
  versioned?: boolean;
}

export const defineResource = <Input extends Record<string, unknown>>(resource: BackofficeResource<Input>) =>
  resource as unknown as BackofficeResource;
