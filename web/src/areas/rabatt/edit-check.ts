import type { AdditionalData, Lieferstelle } from '@kp/contract/rabatt';
import { lazySchema } from '../../ui/lazy-schema.ts';

/** The edit form checks what it sends by the schema the server checks it with. */
export const additionalDataSchema = lazySchema(() =>
  import('@kp/contract/rabatt').then((module) => module.AdditionalDataSchema),
);

/** The fields the form edits. */
export type EditValues = Pick<AdditionalData, 'adresszeile1' | 'adresszeile2' | 'notiz'>;

/** The body the edit form sends: what was typed, naming the version the form started from. */
export const additionalDataBody = (
  row: Pick<Lieferstelle, 'id' | 'marktlokation'>,
  version: number,
  values: EditValues,
): AdditionalData => ({ id: row.id, version, marktlokation: row.marktlokation, ...values });
