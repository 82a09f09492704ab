import { afterAll } from 'vitest';
import type { Db } from '../db/client.ts';
import { openTestDatabase } from '../test/database.ts';
import { buildCommune } from '../test/factories.ts';

/** A fresh database with the communes the import examples name (Viersen, Brüggen), closed after the file. */
export async function importTestDatabase(): Promise<{ db: Db; viersen: number; brueggen: number }> {
  const database = await openTestDatabase();
  afterAll(() => database.close());
  const viersen = await buildCommune(database.db, { name: 'Viersen', einwohner: 77_673 });
  const brueggen = await buildCommune(database.db, { name: 'Brüggen', einwohner: 16_318 });
  return { db: database.db, viersen: viersen.id, brueggen: brueggen.id };
}
