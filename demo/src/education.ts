import fs from 'node:fs';
import path from 'node:path';
import { berlinDay } from '@kp/contract/shell';
import type { StoredMaterialContent } from '../../server/src/db/schema/education.ts';
import {
  contactPeople,
  educationMaterials,
  educationMenuItems,
  educationSettings,
} from '../../server/src/db/schema/index.ts';
import type { DbOrTx } from '../../server/src/mail/outbox.ts';
import { DEMO_ASSETS_DIR, demoAssetUrl } from './asset-urls.ts';
import {
  DEMO_EDUCATION_MENU,
  DEMO_MATERIALS,
  type DemoMaterial,
  type DemoMaterialImage,
} from './data/education.ts';
import { addDays, berlinTime } from './dates.ts';

// The education portal's demo: the menu, about 30 materials with shipped images and PDFs, and the texts of
// the sponsoring and contact pages. Dates are relative to the seed day, like the moments.

const EDUCATION_TEAM = 'Miriam Straeten';
const SPONSORING_CONTACTS = ['Petra Reiners', 'Miriam Straeten'];

const headerFile = (material: DemoMaterial) => `${material.slug}.svg`;
const previewFile = (material: DemoMaterial) => `${material.slug}-small.svg`;
const sectionImageFile = (material: DemoMaterial, index: number) => `${material.slug}-${index + 1}.svg`;

/** The section images of a material in order, so files and stored urls use the same numbers. */
function sectionImages(material: DemoMaterial): DemoMaterialImage[] {
  return material.inhalt.flatMap((content) => content.sections.flatMap((section) => section.bilder));
}

/** Every file of the education demo by its name under assets/education; all of them are committed. */
export function educationAssetNames(): string[] {
  return DEMO_MATERIALS.flatMap((material) => [
    headerFile(material),
    previewFile(material),
    ...sectionImages(material).map((_, index) => sectionImageFile(material, index)),
    ...material.inhalt.flatMap((content) =>
      content.sections.flatMap((section) => section.medien.map((medium) => medium.file)),
    ),
  ]);
}

const url = (file: string) => demoAssetUrl('education', file);

function storedContent(material: DemoMaterial, nextId: () => number): StoredMaterialContent[] {
  let imageIndex = 0;
  return material.inhalt.map((content) => ({
    titel: content.titel,
    sections: content.sections.map((section) => ({
      titel: section.titel,
      text: section.text,
      bilder: section.bilder.map((image) => ({
        id: nextId(),
        url: url(sectionImageFile(material, imageIndex++)),
        caption: image.caption,
      })),
      medien: section.medien.map((medium) => ({
        id: nextId(),
        name: medium.file,
        ext: '.pdf',
        mime: 'application/pdf',
        sizeBytes: fs.statSync(path.join(DEMO_ASSETS_DIR, 'education', medium.file)).size,
        url: url(medium.file),
        caption: medium.caption,
      })),
      iframe: section.iframe ?? null,
    })),
  }));
}

const SPONSORING_TEXT = `Die NEW unterstützt Schulen, Kitas und Bildungseinrichtungen in ihrem Versorgungsgebiet am Niederrhein. Gefördert werden Projekte, die Kindern und Jugendlichen Energie, Wasser, Klimaschutz und Mobilität näherbringen.

### Was wir fördern

- Projekttage und Arbeitsgemeinschaften zu Energie, Wasser und Klima
- Anschaffungen für naturwissenschaftliche Experimente
- Schulgärten, Trinkbrunnen und Aktionen zum Wassersparen
- Wettbewerbe und Exkursionen mit Bezug zur Daseinsvorsorge

### So bewerben Sie sich

Schreiben Sie uns kurz, was Sie vorhaben, wer mitmacht und welchen Betrag Sie benötigen. Anträge prüfen wir viermal im Jahr; die Förderung beträgt in der Regel zwischen 250 und 2.500 Euro je Projekt. Parteipolitische oder religiöse Vorhaben fördern wir nicht.`;

const CONTACT_TEXT = `Sie haben Fragen zu unseren Materialien, möchten einen Workshop für Ihre Klasse anfragen oder eine Idee für ein gemeinsames Projekt besprechen? Schreiben Sie uns. Das Bildungsteam der NEW antwortet in der Regel innerhalb von drei Werktagen.`;

export async function seedDemoEducation(tx: DbOrTx, today = berlinDay()): Promise<void> {
  const menuRows = await tx
    .insert(educationMenuItems)
    .values(
      DEMO_EDUCATION_MENU.map((item, index) => ({
        name: item.name,
        icon: item.icon,
        sortierung: (index + 1) * 10,
        title: item.title,
        text: item.text,
      })),
    )
    .returning({ id: educationMenuItems.id, name: educationMenuItems.name });
  const menuIds = new Map(
    DEMO_EDUCATION_MENU.map((item) => [item.key, menuRows.find((row) => row.name === item.name)?.id]),
  );

  const people = await tx
    .select({ id: contactPeople.id, firstname: contactPeople.firstname, lastname: contactPeople.lastname })
    .from(contactPeople);
  const personIds = new Map(people.map((row) => [`${row.firstname} ${row.lastname}`, row.id]));
  const personId = (name: string): number => {
    const id = personIds.get(name);
    if (id === undefined) throw new Error(`Demo-Daten: Die Ansprechperson ${name} fehlt.`);
    return id;
  };

  let lastId = 0;
  const nextId = () => ++lastId;
  await tx.insert(educationMaterials).values(
    DEMO_MATERIALS.map((material) => {
      const created = berlinTime(addDays(today, -material.createdDaysAgo), '08:00');
      return {
        menuItemId: menuIds.get(material.menu) ?? null,
        titel: material.titel,
        subtitel: material.subtitel,
        beschreibung: material.beschreibung,
        datum: material.datum ? berlinTime(addDays(today, material.datum.days), material.datum.time) : null,
        publishedAt: material.draft ? null : created,
        seats: material.seats ?? null,
        stoererAnzeigen: material.stoerer ?? false,
        dauer: material.dauer ?? null,
        bneZiele: material.bneZiele ?? null,
        kontaktformularAnzeigen: material.kontaktformular,
        youtubeIframe: material.video ?? null,
        vorschauUrl: url(previewFile(material)),
        headerUrl: url(headerFile(material)),
        headerCaption: material.header.caption,
        typ: material.typ,
        themen: [...material.themen],
        schulfaecher: [...material.faecher],
        jahrgangsstufen: [...material.stufen],
        ansprechpartnerIds: material.ansprechpartner.map(personId),
        links: material.links.map((link) => ({ id: nextId(), ...link })),
        inhalt: storedContent(material, nextId),
        createdAt: created,
      };
    }),
  );

  await tx.insert(educationSettings).values({
    id: 1,
    sponsoringText: SPONSORING_TEXT,
    sponsoringContactIds: SPONSORING_CONTACTS.map(personId),
    contactText: CONTACT_TEXT,
    contactIds: [personId(EDUCATION_TEAM)],
    requestMailTo: null,
  });
}
