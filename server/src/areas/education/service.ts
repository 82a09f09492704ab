import type { ContactMailSchema } from '@kp/contract/education';
import { EDUCATION_TEXTS } from '@kp/contract/education-constants';
import type { z } from 'zod';
import type { UserRow } from '../../auth/sessions.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { toPerson } from '../../lib/present.ts';
import { queueMail } from '../../mail/outbox.ts';
import {
  compareMaterials,
  isEventsItem,
  markdownOrNull,
  requestMail,
  toMaterial,
  toMaterialCard,
  toMenuItem,
  toPost,
} from './present.ts';
import * as repo from './repo.ts';

type ValidContactMail = z.output<typeof ContactMailSchema>;

/** Whether a material is live: published, and its publication time has come (decision 019). */
export const isLiveMaterial = (material: Pick<repo.MaterialRow, 'publishedAt'>, now = new Date()) =>
  material.publishedAt !== null && material.publishedAt.getTime() <= now.getTime();

/** An offer with a date that has passed (an event or workshop that is over). */
const isPastOffer = (material: Pick<repo.MaterialRow, 'datum'>, now = new Date()) =>
  material.datum !== null && material.datum.getTime() < now.getTime();

/** Drafts and scheduled materials are for admins only; everyone else never learns they exist (spec 02 §4). */
const maySee = (user: UserRow, material: repo.MaterialRow) => isLiveMaterial(material) || user.isAdmin;

export async function menu(db: Db) {
  return (await repo.listMenuItems(db)).map(toMenuItem);
}

/** GET /api/bildungsportal/find?type: a category's materials; events by date, the rest newest first. */
export async function findMaterials(db: Db, user: UserRow, menuItemId: number) {
  const item = await repo.findMenuItem(db, menuItemId);
  if (!item) throw notFound(EDUCATION_TEXTS.menuItemNotFound);
  const rows = await repo.listMaterials(db, item.id, user.isAdmin);
  return rows.sort(compareMaterials(isEventsItem(item))).map(toMaterialCard);
}

export async function materialById(db: Db, user: UserRow, id: number) {
  const row = await repo.findMaterial(db, id);
  if (!row || !maySee(user, row)) throw notFound(EDUCATION_TEXTS.materialNotFound);
  const [item, people] = await Promise.all([
    row.menuItemId ? repo.findMenuItem(db, row.menuItemId) : null,
    repo.peopleByIds(db, row.ansprechpartnerIds),
  ]);
  return toMaterial(row, item, people);
}

export async function educationConfig(db: Db) {
  const settings = await repo.settings(db);
  const [sponsoringContacts, contacts] = await Promise.all([
    repo.peopleByIds(db, settings?.sponsoringContactIds ?? []),
    repo.peopleByIds(db, settings?.contactIds ?? []),
  ]);
  return {
    sponsoringText: markdownOrNull(settings?.sponsoringText),
    sponsoringContacts: sponsoringContacts.map(toPerson),
    contactText: markdownOrNull(settings?.contactText),
    contacts: contacts.map(toPerson),
  };
}

export async function dashboardPosts(db: Db, limit: number) {
  return (await repo.newestPublished(db, limit)).map(toPost);
}

/**
 * POST /api/bildungsportal/contact-mail. A request about a limited offer takes one of its seats; when none
 * is left it is refused and nothing is stored. The request and its mail are written in one transaction;
 * the outbox worker sends the mail.
 */
export async function sendContactMail(db: Db, config: Config, user: UserRow, body: ValidContactMail) {
  return db.transaction(async (tx) => {
    let material: repo.MaterialRow | null = null;
    let seatsLeft: number | null = null;
    if (body.materialId !== undefined) {
      material = await repo.lockMaterial(tx, body.materialId);
      if (!material || !maySee(user, material)) throw notFound(EDUCATION_TEXTS.materialNotFound);
      // An event that is over cannot be claimed (decision 016); the page shows that instead of the form.
      if (isPastOffer(material)) throw conflict(EDUCATION_TEXTS.past, 'offer_past');
      if (material.seats !== null) {
        if (material.seats <= 0) throw conflict(EDUCATION_TEXTS.bookedOut, 'booked_out');
        seatsLeft = await repo.takeSeat(tx, material.id);
      }
    }
    const request = await repo.insertRequest(tx, {
      userId: user.id,
      materialId: material?.id ?? null,
      materialTitel: material?.titel ?? null,
      firstname: body.firstname,
      name: body.name,
      phone: body.phone,
      mail: body.mail,
      bildungseinrichtung: body.bildungseinrichtung,
      jahrgangsstufe: body.jahrgangsstufe,
      message: body.message,
    });
    const settings = await repo.settings(tx);
    const [firstContact] = await repo.peopleByIds(tx, settings?.contactIds ?? []);
    // Without an address in the settings the request goes to the first contact, then where other requests go.
    const to = settings?.requestMailTo || firstContact?.email || config.CONSULTATION_MAIL_TO;
    await queueMail(tx, {
      to,
      ...requestMail(request, user, seatsLeft),
      dedupeKey: `education-request:${request.id}`,
    });
    return { id: request.id, seatsLeft };
  });
}
