import type { ConsultationRequestSchema } from '@kp/contract/consultation';
import type { z } from 'zod';
import type { UserRow } from '../../auth/sessions.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { invalidate } from '../../lib/cache.ts';
import { queueMail } from '../../mail/outbox.ts';
import { consultationMail } from './present.ts';
import * as repo from './repo.ts';

type ValidRequest = z.output<typeof ConsultationRequestSchema>;

/**
 * POST /api/quartiersentwicklung/send-mail: the request and its mail are written in one transaction;
 * the outbox worker sends the mail, so nothing is lost while the mail server is down.
 */
export async function sendRequest(db: Db, config: Config, user: UserRow, input: ValidRequest) {
  const commune = await repo.communeName(db, user.communeId);
  const isCall = input.requestType === 'call';
  const sent = await db.transaction(async (tx) => {
    const row = await repo.insertRequest(tx, {
      userId: user.id,
      communeId: user.communeId,
      requestType: input.requestType,
      name: input.name,
      phone: input.phone,
      mail: input.mail,
      message: input.message,
      // Date and time belong to a call back only.
      date: isCall ? input.date : '',
      time: isCall ? input.time : '',
    });
    const mail = consultationMail(row, user, commune);
    await queueMail(tx, { to: config.CONSULTATION_MAIL_TO, ...mail, dedupeKey: `consultation:${row.id}` });
    return { id: row.id };
  });
  // The commune dashboard shows requests ('Quartiersentwicklung'): rebuilt here before answering, on the
  // other instances when they hear of it.
  await invalidate(db, `consultation:${user.communeId}`);
  return sent;
}
