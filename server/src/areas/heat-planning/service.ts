import type { HeatFaq } from '@kp/contract/heat-planning';
import { HEAT_TOS_VERSION } from '@kp/contract/heat-planning-constants';
import { displayName } from '@kp/contract/person-name';
import type { UserRow } from '../../auth/sessions.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { forbidden } from '../../http/errors.ts';
import { markdownToHtml } from '../../lib/rich-text.ts';
import type { AppTokenSigner } from './app-token.ts';
import * as repo from './repo.ts';

/** GET /api/faq-waerme: the three sections, each in its editorial order. */
export async function faq(db: Db): Promise<HeatFaq> {
  const answer: HeatFaq = {
    Allgemein: { Eintraege: [] },
    Endverbraucher: { Eintraege: [] },
    Kommune: { Eintraege: [] },
  };
  for (const row of await repo.faqEntries(db)) {
    answer[row.section].Eintraege.push({
      id: row.id,
      Titel: row.titel,
      Text: row.text,
      TextHtml: markdownToHtml(row.text),
    });
  }
  return answer;
}

export async function tosStatus(db: Db, user: UserRow) {
  return { accepted: await repo.hasAccepted(db, user.id, HEAT_TOS_VERSION), version: HEAT_TOS_VERSION };
}

export async function acceptTos(db: Db, user: UserRow) {
  await repo.accept(db, user.id, HEAT_TOS_VERSION);
  return { accepted: true, version: HEAT_TOS_VERSION };
}

/**
 * GET /api/waermeplanung/getUrl: the app's address and a token for this user, only after the terms of
 * the current version were accepted. Without a configured app both are null, and the page says so.
 */
export async function appUrl(
  db: Db,
  config: Config,
  signer: AppTokenSigner,
  user: UserRow,
  commune: string | null,
) {
  if (!(await repo.hasAccepted(db, user.id, HEAT_TOS_VERSION))) {
    throw forbidden('Bitte bestätigen Sie zuerst die Nutzungsbedingungen.', 'tos_not_accepted');
  }
  if (!config.HEAT_PLANNING_APP_URL) return { url: null, token: null };
  const name = displayName(user);
  const token = await signer.sign({ sub: String(user.id), email: user.email, commune, name });
  return { url: config.HEAT_PLANNING_APP_URL, token };
}
