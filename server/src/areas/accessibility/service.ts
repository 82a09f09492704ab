import type { AccessibilityFeedbackSchema } from '@kp/contract/accessibility';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { queueMail } from '../../mail/outbox.ts';
import { feedbackMail } from './present.ts';
import * as repo from './repo.ts';

type ValidFeedback = z.output<typeof AccessibilityFeedbackSchema>;

/**
 * POST /api/accessibility-feedback: the report and its mail are written in one transaction; the outbox
 * worker sends the mail, so a report is not lost while the mail server is down.
 */
export async function sendFeedback(db: Db, config: Config, input: ValidFeedback) {
  return db.transaction(async (tx) => {
    const row = await repo.insertFeedback(tx, input);
    await queueMail(tx, {
      to: config.ACCESSIBILITY_MAIL_TO,
      ...feedbackMail(row),
      dedupeKey: `accessibility-feedback:${row.id}`,
    });
    return { id: row.id };
  });
}
