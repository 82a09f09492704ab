/**
 * Writes the demo images and PDF downloads under ./assets. Run once after changing the data or the drawings,
 * and commit the output: the portal ships the files, it does not draw them at start.
 *
 *   node_modules/.bin/node server/src/seed/generate-assets.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { communeLogoSvg } from './art/commune-logo.ts';
import { funderLogoSvg } from './art/funder-logo.ts';
import { illustrationSvg } from './art/illustration.ts';
import { landscapeSvg } from './art/landscape.ts';
import { portraitSvg } from './art/portrait.ts';
import { serviceAreaHeaderSvg } from './art/service-area-header.ts';
import { DEMO_ASSET_KINDS, DEMO_ASSETS_DIR, type DemoAssetKind } from './asset-urls.ts';
import { DEMO_MAYORS } from './data/commune-profiles.ts';
import { DEMO_COMMUNES } from './data/communes.ts';
import { DEMO_PEOPLE, personSlug } from './data/contact-people.ts';
import { DEMO_DOWNLOADS } from './data/downloads.ts';
import { DEMO_FUNDERS } from './data/funds.ts';
import { DEMO_SERVICE_AREAS } from './data/service-areas.ts';
import { DEMO_USER_RECORDS } from './data/users.ts';
import { allIllustrations } from './demo-media.ts';
import { educationAssetFiles } from './education.ts';
import { pdfDocument } from './pdf.ts';
import { slugify } from './slug.ts';

const PORTRAIT_SIZE = 480;
const PORTRAIT_SMALL_SIZE = 96;

/** A PDF creation date at 09:00 German winter time; the demo does not care about summer time here. */
const pdfDate = (date: string): string => `D:${date.replaceAll('-', '')}090000+01'00'`;

/** Every file by its path under assets/. All of them are text (SVG, or PDF written as ASCII). */
export function renderDemoAssets(): Map<string, string> {
  const files = new Map<string, string>();
  const add = (kind: DemoAssetKind, file: string, content: string) => {
    const key = `${kind}/${file}`;
    if (files.has(key)) throw new Error(`Demo-Daten: Die Datei ${key} würde zweimal geschrieben.`);
    files.set(key, content);
  };

  const portraits = [
    ...DEMO_PEOPLE.map((p) => ({ firstname: p.firstname, lastname: p.lastname, style: p.style })),
    ...DEMO_USER_RECORDS.map((u) => ({ firstname: u.firstName, lastname: u.lastName, style: u.style })),
    ...DEMO_MAYORS.map((m) => ({ firstname: m.firstname, lastname: m.lastname, style: m.style })),
  ];
  for (const p of portraits) {
    const slug = personSlug(p);
    const options = { name: `${p.firstname} ${p.lastname}`, style: p.style };
    // Set directly: a demo user who is also a contact person shares the portrait file.
    files.set(`portraits/${slug}.svg`, portraitSvg(options, PORTRAIT_SIZE));
    files.set(`portraits/${slug}-small.svg`, portraitSvg(options, PORTRAIT_SMALL_SIZE));
  }
  for (const c of DEMO_COMMUNES) {
    const slug = slugify(c.name);
    add('logos', `${slug}.svg`, communeLogoSvg(c));
    add('backgrounds', `${slug}.svg`, landscapeSvg(c));
  }
  for (const area of DEMO_SERVICE_AREAS) {
    add('service-areas', `${area.slug}.svg`, serviceAreaHeaderSvg(area.slug, area.title));
  }
  for (const ill of allIllustrations()) {
    const options = { seed: `${ill.kind}/${ill.base}`, title: ill.caption };
    add(ill.kind, `${ill.base}.svg`, illustrationSvg(ill.motif, options));
    add(ill.kind, `${ill.base}-small.svg`, illustrationSvg(ill.motif, { ...options, small: true }));
  }
  for (const [key, funder] of Object.entries(DEMO_FUNDERS)) {
    add('funders', `${key}.svg`, funderLogoSvg({ name: funder.titel, ...funder }));
  }
  for (const download of Object.values(DEMO_DOWNLOADS)) {
    add(
      'downloads',
      download.file,
      pdfDocument({
        title: download.title,
        subtitle: download.subtitle,
        author: download.author,
        creationDate: pdfDate(download.date),
        blocks: download.blocks,
        footer: `${download.author} · Demo-Dokument des Kommunalportals`,
      }),
    );
  }
  for (const [file, content] of educationAssetFiles()) add('education', file, content);
  return files;
}

function main(): void {
  const files = renderDemoAssets();
  // Start clean so renamed people, posts or communes leave no stale files behind.
  for (const kind of DEMO_ASSET_KINDS) {
    fs.rmSync(path.join(DEMO_ASSETS_DIR, kind), { recursive: true, force: true });
  }
  for (const [relative, content] of files) {
    const target = path.join(DEMO_ASSETS_DIR, relative);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, content);
  }
  console.log(`${files.size} Dateien nach ${DEMO_ASSETS_DIR} geschrieben.`);
}

if (import.meta.main) main();
