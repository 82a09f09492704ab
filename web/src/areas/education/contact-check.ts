import type { ContactMailBody } from '@kp/contract/education';
import { lazySchema } from '../../ui/lazy-schema.ts';

/** The contact form checks what it sends by the schema the server checks it with. */
export const contactSchema = lazySchema(() =>
  import('@kp/contract/education').then((module) => module.ContactMailSchema),
);

/** What a person fills in. */
export type ContactFields = Pick<
  ContactMailBody,
  'firstname' | 'name' | 'phone' | 'mail' | 'bildungseinrichtung' | 'jahrgangsstufe' | 'message'
>;

/** The body the contact form sends: with the offer when it claims one. */
export const contactBody = (
  fields: ContactFields,
  material: { id: number; Titel: string } | null,
): ContactMailBody => ({
  ...fields,
  ...(material ? { materialId: material.id, materialName: material.Titel } : {}),
});
