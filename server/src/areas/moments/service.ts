import type { Moment, MomentClaimSchema } from '@kp/contract/moments';
import { MOMENT_TEXTS, momentAvailability } from '@kp/contract/moments-constants';
import type { z } from 'zod';
import type { UserRow } from '../../auth/sessions.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { toPerson } from '../../lib/present.ts';
import { queueMail } from '../../mail/outbox.ts';
import { claimMail, toMoment } from './present.ts';
import * as repo from './repo.ts';

type ValidClaim = z.output<typeof MomentClaimSchema>;

const AVAILABILITY_ORDER = { available: 0, available_at: 1, expired: 2 } as const;

/** What can be claimed now first (ending soonest first), then what comes next, then what has passed. */
function compareMoments(a: Moment, b: Moment): number {
  const group = AVAILABILITY_ORDER[a.availability] - AVAILABILITY_ORDER[b.availability];
  if (group !== 0) return group;
  if (a.availability === 'available') return a.Enddatum.localeCompare(b.Enddatum) || a.id - b.id;
  if (a.availability === 'available_at') return a.Startdatum.localeCompare(b.Startdatum) || a.id - b.id;
  return b.Enddatum.localeCompare(a.Enddatum) || a.id - b.id;
}

export async function listMoments(db: Db, now = new Date()) {
  return (await repo.listMoments(db)).map((row) => toMoment(row, now)).sort(compareMoments);
}

export async function momentsContact(db: Db) {
  const person = await repo.momentsContact(db);
  return person ? toPerson(person) : null;
}

/**
 * POST /api/moments/sendMomentsEmail: only a moment available today can be claimed (spec 02 §4). The claim
 * and its mail to the moments contact are written in one transaction; the outbox worker sends the mail.
 */
export async function claimMoment(
  db: Db,
  config: Config,
  user: UserRow,
  claim: ValidClaim,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const moment = await repo.findMoment(tx, claim.momentId);
    if (!moment) throw notFound('Diesen Moment gibt es nicht mehr.');
    const availability = momentAvailability(
      { Startdatum: moment.startdatum, Enddatum: moment.enddatum },
      now,
    );
    if (availability !== 'available') throw conflict(MOMENT_TEXTS.notAvailable, 'moment_not_available');
    const contact = await repo.momentsContact(tx);
    const row = await repo.insertClaim(tx, {
      momentId: moment.id,
      userId: user.id,
      subject: claim.subject,
      name: claim.name,
      commune: claim.commune,
      task: claim.task,
      phoneNumber: claim.phone_number,
      email: claim.email,
    });
    // Without a contact in the settings the claim goes where the other requests go.
    const to = contact?.email || config.CONSULTATION_MAIL_TO;
    await queueMail(tx, { to, ...claimMail(row, moment, user), dedupeKey: `moment-claim:${row.id}` });
    return { id: row.id };
  });
}
