import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_ASSETS_DIR } from './asset-urls.ts';
import { DEMO_PEOPLE } from './data/contact-people.ts';
import { DEMO_AGE_GROUPS, DEMO_EDUCATION_MENU, DEMO_MATERIALS } from './data/education.ts';
import { educationAssetNames } from './education.ts';

const media = DEMO_MATERIALS.flatMap((m) => m.inhalt.flatMap((c) => c.sections.flatMap((s) => s.medien)));

describe('the education demo (decision 013)', () => {
  it('has about 30 materials over the five categories, each with unique slugs', () => {
    expect(DEMO_MATERIALS).toHaveLength(30);
    expect(new Set(DEMO_MATERIALS.map((m) => m.slug)).size).toBe(DEMO_MATERIALS.length);
    for (const item of DEMO_EDUCATION_MENU) {
      expect(DEMO_MATERIALS.filter((m) => m.menu === item.key).length, item.name).toBeGreaterThanOrEqual(4);
    }
  });

  it('dates every event, and covers every age group', () => {
    for (const event of DEMO_MATERIALS.filter((m) => m.menu === 'veranstaltungen')) {
      expect(event.datum, event.slug).toBeDefined();
      expect(event.datum?.time, event.slug).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
    }
    const used = new Set(DEMO_MATERIALS.flatMap((m) => m.stufen));
    expect([...DEMO_AGE_GROUPS].filter((age) => !used.has(age))).toEqual([]);
  });

  it('has drafts, limited offers with a form, and a booked-out one', () => {
    expect(DEMO_MATERIALS.filter((m) => m.draft).length).toBeGreaterThanOrEqual(3);
    const limited = DEMO_MATERIALS.filter((m) => !m.draft && (m.seats ?? 0) > 1 && m.kontaktformular);
    // The e2e claims one per width.
    expect(limited.length).toBeGreaterThanOrEqual(2);
    for (const m of DEMO_MATERIALS.filter((m) => m.seats !== undefined)) {
      expect(m.kontaktformular, m.slug).toBe(true);
    }
    expect(DEMO_MATERIALS.some((m) => m.seats === 0)).toBe(true);
  });

  it('names only contact people that exist, and gives every material a download', () => {
    const people = new Set(DEMO_PEOPLE.map((p) => `${p.firstname} ${p.lastname}`));
    for (const m of DEMO_MATERIALS) {
      for (const name of m.ansprechpartner) expect(people.has(name), `${m.slug}: ${name}`).toBe(true);
      const files = m.inhalt.flatMap((c) => c.sections.flatMap((s) => s.medien));
      expect(files.length, m.slug).toBeGreaterThan(0);
    }
    expect(new Set(media.map((m) => m.file)).size).toBe(media.length);
    for (const medium of media) expect(medium.file).toMatch(/^[a-z0-9-]+\.pdf$/);
  });

  it('ships a header, a preview, every section image and every worksheet', () => {
    const dir = path.join(DEMO_ASSETS_DIR, 'education');
    const names = educationAssetNames();
    for (const m of DEMO_MATERIALS) {
      expect(names, m.slug).toContain(`${m.slug}.svg`);
      expect(names, m.slug).toContain(`${m.slug}-small.svg`);
    }
    for (const name of names) expect(fs.existsSync(path.join(dir, name)), name).toBe(true);
    for (const medium of media) {
      expect(fs.readFileSync(path.join(dir, medium.file), 'latin1').startsWith('%PDF-'), medium.file).toBe(
        true,
      );
    }
    expect(fs.readdirSync(dir).filter((name) => !names.includes(name))).toEqual([]);
  });
});
