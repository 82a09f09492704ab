import type { ServiceArea } from '@kp/contract/content';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { toServiceArea } from './present.ts';
import * as repo from './repo.ts';

export async function serviceAreaList(db: Db, limit?: number): Promise<ServiceArea[]> {
  const rows = await repo.listServiceAreas(db, limit);
  const persons = await repo.personsOfServiceAreas(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toServiceArea(row, persons.get(row.id) ?? []));
}

export async function serviceArea(db: Db, id: number): Promise<ServiceArea> {
  const row = await repo.findServiceArea(db, id);
  if (!row) throw notFound('Dieser Fachbereich wurde nicht gefunden.');
  const persons = await repo.personsOfServiceAreas(db, [id]);
  return toServiceArea(row, persons.get(id) ?? []);
}
