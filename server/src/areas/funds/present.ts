import type { Foerdermittel, Foerderthema } from '@kp/contract/funds';
import type { StoredImage } from '../../db/schema/index.ts';
import { toImage, toPerson } from '../../lib/present.ts';
import { markdownToHtml } from '../../lib/rich-text.ts';
import type { FundLinks, FundRow, ThemaRow } from './repo.ts';

const toImages = (images: StoredImage[]) =>
  images.flatMap((image) => toImage(image.url, image.smallUrl, image.caption) ?? []);

const storedImage = (image: StoredImage | null) =>
  image ? toImage(image.url, image.smallUrl, image.caption) : null;

export const toThema = (row: ThemaRow): Foerderthema => ({
  id: row.id,
  Titel: row.titel,
  Bild: toImages(row.bilder),
});

/** A programme with its links; services the user may not see are already left out of `links`. */
export function toFoerdermittel(row: FundRow, links: FundLinks, themen: Foerderthema[]): Foerdermittel {
  const own = <T extends { fundId: number }>(list: T[]) => list.filter((item) => item.fundId === row.id);
  const topicIds = new Set(
    links.topicLinks.filter((l) => l.foerdermittelId === row.id).map((l) => l.themaId),
  );
  return {
    id: row.id,
    Foerdertitel: row.foerdertitel,
    Untertitel: row.untertitel,
    Frist: row.frist,
    Aufruf: row.aufruf,
    themen: themen.filter((t) => topicIds.has(t.id)),
    foerderthema: themen.find((t) => t.id === row.foerderthemaId) ?? null,
    Antragsberechtigt: row.antragsberechtigt.map((Beschreibung) => ({ Beschreibung })),
    Beihilfekategorie: row.beihilfekategorie,
    Foerdergegenstaende: row.foerdergegenstaende.map((Wert) => ({ Wert })),
    Foerderhoehe: row.foerderhoehe.map((Wert) => ({ Wert })),
    Hinweis: row.hinweis,
    HinweisHtml: row.hinweis === null ? null : markdownToHtml(row.hinweis),
    Ansprechpartner: row.ansprechpartner,
    Links: row.links.map(({ Url, Titel }) => ({ Url, Titel })),
    Foerdermittelgeber: row.foerdermittelgeber.map((funder) => ({
      Titel: funder.Titel,
      Link: funder.Link,
      Logo: storedImage(funder.Logo),
    })),
    AngebotDerNew: {
      Ansprechpartner: own(links.persons).map((p) => toPerson(p.person)),
      Services: own(links.services).map((s) => ({
        id: s.id,
        title: s.title,
        serviceArea: { id: s.serviceAreaId },
      })),
      SubServices: own(links.subServices).map((s) => ({
        id: s.id,
        title: s.title,
        service: { id: s.serviceId, serviceArea: { id: s.serviceAreaId } },
      })),
    },
    created_at: row.createdAt.toISOString(),
  };
}
