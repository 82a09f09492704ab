/**
 * Writes the demo images under ./assets. Run once after changing the data or the drawings,
 * and commit the output: the portal ships the files, it does not draw them at start.
 *
 *   node_modules/.bin/node server/src/seed/generate-assets.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { communeLogoSvg } from './art/commune-logo.ts';
import { landscapeSvg } from './art/landscape.ts';
import { portraitSvg } from './art/portrait.ts';
import { serviceAreaHeaderSvg } from './art/service-area-header.ts';
import { DEMO_ASSETS_DIR, type DemoAssetKind } from './asset-urls.ts';
import { DEMO_COMMUNES } from './data/communes.ts';
import { DEMO_PEOPLE, personSlug } from './data/contact-people.ts';
import { DEMO_SERVICE_AREAS } from './data/service-areas.ts';
import { DEMO_USER_RECORDS } from './data/users.ts';
import { slugify } from './slug.ts';

const PORTRAIT_SIZE = 480;
const PORTRAIT_SMALL_SIZE = 96;

export function renderDemoAssets(): Map<string, string> {
  const files = new Map<string, string>();
  const add = (kind: DemoAssetKind, file: string, svg: string) => files.set(`${kind}/${file}`, svg);

  const portraits = [
    ...DEMO_PEOPLE.map((p) => ({ firstname: p.firstname, lastname: p.lastname, style: p.style })),
    ...DEMO_USER_RECORDS.map((u) => ({ firstname: u.firstName, lastname: u.lastName, style: u.style })),
  ];
  for (const p of portraits) {
    const slug = personSlug(p);
    const options = { name: `${p.firstname} ${p.lastname}`, style: p.style };
    add('portraits', `${slug}.svg`, portraitSvg(options, PORTRAIT_SIZE));
    add('portraits', `${slug}-small.svg`, portraitSvg(options, PORTRAIT_SMALL_SIZE));
  }
  for (const c of DEMO_COMMUNES) {
    const slug = slugify(c.name);
    add('logos', `${slug}.svg`, communeLogoSvg(c));
    add('backgrounds', `${slug}.svg`, landscapeSvg(c));
  }
  for (const area of DEMO_SERVICE_AREAS) {
    add('service-areas', `${area.slug}.svg`, serviceAreaHeaderSvg(area.slug, area.title));
  }
  return files;
}

function main(): void {
  const files = renderDemoAssets();
  // Start clean so renamed people or communes leave no stale files behind.
  for (const kind of ['portraits', 'logos', 'backgrounds', 'service-areas'] satisfies DemoAssetKind[]) {
    fs.rmSync(path.join(DEMO_ASSETS_DIR, kind), { recursive: true, force: true });
  }
  for (const [relative, svg] of files) {
    const target = path.join(DEMO_ASSETS_DIR, relative);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, svg);
  }
  console.log(`${files.size} Dateien nach ${DEMO_ASSETS_DIR} geschrieben.`);
}

if (import.meta.main) main();
