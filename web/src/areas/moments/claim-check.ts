import type { Moment, MomentClaim } from '@kp/contract/moments';
import { lazySchema } from '../../ui/lazy-schema.ts';

/** The claim form checks what it sends by the schema the server checks it with. */
export const claimSchema = lazySchema(() =>
  import('@kp/contract/moments').then((module) => module.MomentClaimSchema),
);

/** What a person fills in; the moment and the subject come from the moment claimed. */
export type ClaimFields = Pick<MomentClaim, 'name' | 'commune' | 'task' | 'phone_number' | 'email'>;

/** The body the claim form sends. */
export const claimBody = (moment: Pick<Moment, 'id' | 'Titel'>, fields: ClaimFields): MomentClaim => ({
  momentId: moment.id,
  subject: `NEW Erleben: ${moment.Titel}`,
  ...fields,
});
