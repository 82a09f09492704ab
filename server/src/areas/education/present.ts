import type { DashboardPost, EducationMenuItem, Material, MaterialCard } from '@kp/contract/education';
import { EVENTS_MENU_NAME } from '@kp/contract/education-constants';
import { formatDateTime } from '@kp/contract/shell';
import type { UserRow } from '../../auth/sessions.ts';
import { safeVideoEmbed } from '../../lib/embed.ts';
import { toPerson } from '../../lib/present.ts';
import { markdownToHtml } from '../../lib/rich-text.ts';
import type { EducationRequestRow, MaterialRow, MenuItemRow, PersonRow } from './repo.ts';

export const markdownOrNull = (markdown: string | null | undefined) =>
  markdown?.trim() ? markdownToHtml(markdown) : null;
const iso = (date: Date | null) => (date ? date.toISOString() : null);
/** Spec 02 §3: media sizes in KB. */
const kilobytes = (bytes: number) => Math.round((bytes / 1024) * 100) / 100;

export const isEventsItem = (item: Pick<MenuItemRow, 'name'>) => item.name.trim() === EVENTS_MENU_NAME;

export function toMenuItem(row: MenuItemRow): EducationMenuItem {
  return {
    id: row.id,
    name: row.name,
    icon: row.icon,
    Sortierung: row.sortierung,
    title: row.title,
    text: row.text,
    isEvents: isEventsItem(row),
  };
}

export function toMaterialCard(row: MaterialRow): MaterialCard {
  return {
    id: row.id,
    Titel: row.titel,
    Subtitel: row.subtitel,
    Datum: iso(row.datum),
    published_at: iso(row.publishedAt),
    created_at: row.createdAt.toISOString(),
    Seats: row.seats,
    Vorschau: row.vorschauUrl ? { url: row.vorschauUrl } : null,
    Header: row.headerUrl ? { url: row.headerUrl, caption: row.headerCaption } : null,
    typ: row.typ ? { Name: row.typ } : null,
    Themas: row.themen.map((Name) => ({ Name })),
    Schulfaecher: row.schulfaecher.map((Name) => ({ Name })),
    Jahrgangsstufen: row.jahrgangsstufen.map((Bezeichnung) => ({ Bezeichnung })),
  };
}

export function toMaterial(
  row: MaterialRow,
  menuItem: MenuItemRow | null,
  people: readonly PersonRow[],
): Material {
  return {
    ...toMaterialCard(row),
    Beschreibung: markdownOrNull(row.beschreibung),
    StoererAnzeigen: row.stoererAnzeigen,
    Dauer: row.dauer,
    BNE_Ziele: row.bneZiele,
    KontaktformularAnzeigen: row.kontaktformularAnzeigen,
    YoutubeIFrame: safeVideoEmbed(row.youtubeIframe),
    Ansprechpartner: people.map(toPerson),
    links: row.links,
    MaterialInhalt: row.inhalt.map((content) => ({
      Titel: content.titel,
      Section: content.sections.map((section) => ({
        Titel: section.titel,
        Text: markdownOrNull(section.text),
        Bilder: section.bilder.map((image) => ({
          id: image.id,
          File: { url: image.url, caption: image.caption },
        })),
        Medien: section.medien.map((medium) => ({
          id: medium.id,
          name: medium.name,
          ext: medium.ext,
          mime: medium.mime,
          size: kilobytes(medium.sizeBytes),
          url: medium.url,
          caption: medium.caption,
        })),
        YoutubeIFrame: safeVideoEmbed(section.iframe),
      })),
    })),
    menuItem: menuItem ? { id: menuItem.id, name: menuItem.name } : null,
  };
}

export function toPost(row: {
  id: number;
  titel: string;
  headerUrl: string | null;
  createdAt: Date;
}): DashboardPost {
  return {
    id: row.id,
    Titel: row.titel,
    Header: row.headerUrl ? { url: row.headerUrl } : null,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Events by date ascending (spec 02 §2), but those still ahead first, then undated ones, then past ones
 * newest first: a list that opened on last year's events hid the coming ones (decision 016). Everything else
 * newest first.
 */
export function compareMaterials(events: boolean, now = new Date()) {
  const group = (row: MaterialRow) => {
    if (!row.datum) return 1;
    return row.datum.getTime() >= now.getTime() ? 0 : 2;
  };
  return (a: MaterialRow, b: MaterialRow): number => {
    if (events) {
      const byGroup = group(a) - group(b);
      if (byGroup !== 0) return byGroup;
      const byDate = (a.datum?.getTime() ?? 0) - (b.datum?.getTime() ?? 0);
      // Past events: the most recent one first.
      if (byDate !== 0) return group(a) === 2 ? -byDate : byDate;
      return a.id - b.id;
    }
    return b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id;
  };
}

/** The mail of a contact-form request: plain text, every field. */
export function requestMail(request: EducationRequestRow, user: UserRow, seatsLeft: number | null) {
  const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
  const sender = oneLine(`${request.firstname} ${request.name}`);
  const lines = [
    request.materialTitel
      ? 'Über das Bildungsportal wurde ein Angebot beansprucht.'
      : 'Über das Bildungsportal ist eine Kontaktanfrage eingegangen.',
    '',
    ...(request.materialTitel ? [`Angebot: ${request.materialTitel} (Nr. ${request.materialId})`] : []),
    ...(seatsLeft !== null ? [`Noch verfügbare Plätze danach: ${seatsLeft}`] : []),
    `Vorname: ${request.firstname}`,
    `Nachname: ${request.name}`,
    `Telefon: ${request.phone ?? '–'}`,
    `E-Mail: ${request.mail}`,
    `Bildungseinrichtung: ${request.bildungseinrichtung ?? '–'}`,
    `Jahrgangsstufe: ${request.jahrgangsstufe ?? '–'}`,
    '',
    'Nachricht:',
    request.message,
    '',
    `Benutzerkonto: ${user.username} (${user.email})`,
    `Anfrage Nr. ${request.id} vom ${formatDateTime(request.createdAt)} Uhr`,
  ];
  const subject = request.materialTitel
    ? `Bildungsportal: ${oneLine(request.materialTitel)} – ${sender}`
    : `Bildungsportal: Kontaktanfrage – ${sender}`;
  return { subject, text: lines.join('\n') };
}
