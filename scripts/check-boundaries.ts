// `npm run lint` (after Biome): the areas' boundaries, on the server and in the web app. Each area
// (`server/src/areas/<area>/`, `web/src/areas/<area>/`) is a zone: code outside it imports it only through
// its public entries, and areas never import each other's insides. Decision 030 says why and which files
// are public. Test files and test helpers (`<root>/test/`) may reach in: they test the insides.
import fs from 'node:fs';
import path from 'node:path';

interface Zone {
  /** The source folder whose `areas/` are checked, relative to the repository. */
  root: string;
  /** The files of an area that code outside it may import statically. */
  publicFiles: readonly string[];
  /**
   * Whether a dynamic `import()` from outside may name any file of an area: the web's lazy routes load a
   * page module each, so a page's chunk holds only that page.
   */
  lazyPages: boolean;
}

export const ZONES: readonly Zone[] = [
  // index.ts: what other areas use; routes.ts: the HTTP routes app.ts registers; backoffice.ts: the
  // resources the back office's registry lists.
  { root: 'server/src', publicFiles: ['index.ts', 'routes.ts', 'backoffice.ts'], lazyPages: false },
  // index.ts: what other areas and the app shell use; backoffice.ts: the screens the back office lists.
  { root: 'web/src', publicFiles: ['index.ts', 'index.tsx', 'backoffice.tsx'], lazyPages: true },
];

const SOURCE = /\.(ts|tsx)$/;
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[\w*${}\s,]+?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

/** `areas/<name>/…` inside the zone's root: the area's name and the path inside it. */
function areaOf(root: string, file: string) {
  const parts = path.relative(root, file).split(path.sep);
  return parts[0] === 'areas' && parts.length > 2
    ? { name: parts[1], inside: parts.slice(2).join('/') }
    : null;
}

export interface Violation {
  file: string;
  imports: string;
  message: string;
}

/** Every import that crosses into an area other than through its public entries. */
export function boundaryViolations(repository: string, zone: Zone): Violation[] {
  const root = path.join(repository, zone.root);
  const violations: Violation[] = [];
  for (const file of sourceFiles(root)) {
    if (/\.test\.tsx?$/.test(file) || path.relative(root, file).startsWith(`test${path.sep}`)) continue;
    const from = areaOf(root, file);
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2];
      const dynamic = match[2] !== undefined;
      const to = areaOf(root, path.resolve(path.dirname(file), specifier));
      if (!to || to.name === from?.name) continue;
      if (zone.publicFiles.includes(to.inside) || (dynamic && zone.lazyPages)) continue;
      violations.push({
        file: path.relative(repository, file),
        imports: specifier,
        message: from
          ? `area '${from.name}' reaches into area '${to.name}' (${to.inside}); import its public entry`
          : `reaches into area '${to.name}' (${to.inside}); import its public entry`,
      });
    }
  }
  return violations;
}

if (import.meta.main) {
  const repository = path.resolve(import.meta.dirname, '..');
  const violations = ZONES.flatMap((zone) => boundaryViolations(repository, zone));
  for (const v of violations) console.error(`${v.file}: ${v.imports}: ${v.message}`);
  if (violations.length > 0) {
    console.error(
      `\n${violations.length} import(s) cross an area's boundary. Public entries: ` +
        ZONES.map((zone) => `${zone.root}/areas/<area>/{${zone.publicFiles.join(',')}}`).join('; '),
    );
    process.exit(1);
  }
  console.log('Area boundaries: no import crosses them.');
}
