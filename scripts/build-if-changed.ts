// `npm start`: builds the web app only when its sources changed since the last build,
// so a second start does not spend minutes rebuilding the same files. The stamp is a hash of the
// sources' contents (not their mtimes: a checkout touches every file), written after a build succeeded.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** What the built files depend on: the web's and the contract's sources, config and locked versions. */
export const BUILD_INPUTS = [
  'web/src',
  'web/public',
  'web/vite.config.ts',
  'web/react-router.config.ts',
  'web/endpoints-plugin.ts',
  'web/tsconfig.json',
  'web/package.json',
  'contract/src',
  'contract/package.json',
  'package-lock.json',
  'scripts/precompress.ts',
];

export const STAMP = 'web/dist/.build-stamp';
/** The build's server half, which renders the pages (decision 031). */
export const BUILT_SERVER = 'web/dist/server/index.js';

/** Every file under the inputs with its content, in a fixed order; a missing input counts as empty. */
export function sourceHash(root: string, inputs: readonly string[] = BUILD_INPUTS): string {
  const hash = createHash('sha256');
  for (const input of inputs) {
    const full = path.join(root, input);
    const stat = fs.statSync(full, { throwIfNoEntry: false });
    const files = !stat
      ? []
      : stat.isDirectory()
        ? fs
            .readdirSync(full, { recursive: true, withFileTypes: true })
            .filter((entry) => entry.isFile())
            .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
            .sort()
        : [input];
    for (const file of files) {
      // Separators between name and content, so moving bytes from one to the other changes the hash.
      hash.update(`${file.split(path.sep).join('/')}\0`);
      hash.update(fs.readFileSync(path.join(root, file)));
      hash.update('\0');
    }
  }
  return hash.digest('hex');
}

/** True when the build's stamp names the sources as they are now and its server build is there. */
export function isBuildCurrent(root: string, inputs: readonly string[] = BUILD_INPUTS): boolean {
  if (!fs.existsSync(path.join(root, BUILT_SERVER))) return false;
  const stampFile = path.join(root, STAMP);
  if (!fs.existsSync(stampFile)) return false;
  return fs.readFileSync(stampFile, 'utf8').trim() === sourceHash(root, inputs);
}

export function writeStamp(root: string, hash: string) {
  fs.writeFileSync(path.join(root, STAMP), `${hash}\n`);
}

if (import.meta.main) {
  const root = path.resolve(import.meta.dirname, '..');
  if (isBuildCurrent(root)) {
    console.log('Web-App ist aktuell (web/dist), kein neuer Build nötig.');
  } else {
    console.log('Web-App wird gebaut …');
    // Hashed before the build: a source edited while it runs makes the next start build again.
    const hash = sourceHash(root);
    const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
    writeStamp(root, hash);
  }
}
