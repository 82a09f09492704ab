import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Rolldown } from 'vite';
import { backofficeCopies } from './backoffice-copies.ts';

// Absolute root, so `vite build --config web/vite.config.ts` from the repository root works too.
const root = fileURLToPath(new URL('.', import.meta.url));
const source = (file: string) => fileURLToPath(new URL(`./src/${file}`, import.meta.url));
const MAIN = source('main.tsx');
const ROUTER = source('app/router.tsx');
const SHELL = source('app/shell/shell.tsx');
/** The routes shown without the shell (login, approval, sign-in redirect). */
const OUTSIDE_SHELL = /[\\/]src[\\/]areas[\\/]access[\\/]/;

type ChunkSets = { index: Set<string>; shell: Set<string> };
const chunkSetsOf = new WeakMap<Rolldown.ChunkingContext, ChunkSets>();

/** The modules reachable from `roots` by static imports, and by dynamic ones too if asked. */
function reachable(ctx: Rolldown.ChunkingContext, roots: string[], dynamic: boolean): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    if (info) queue.push(...info.importedIds, ...(dynamic ? info.dynamicallyImportedIds : []));
  }
  return seen;
}

/**
 * The two chunks every content route loads whole, instead of the dozens of small chunks the automatic
 * splitting cuts by which lazy modules share a module (every file is compressed on its own and repeats
 * its import lines: about 10 kB gzip per route).
 * - index: what the entry imports, and what the shell imports that a page outside the shell (login,
 *   approval, redirect, the snackbar) can load too;
 * - shell: the rest of what the shell imports, which only pages inside the shell load.
 */
function chunkSets(ctx: Rolldown.ChunkingContext): ChunkSets {
  let sets = chunkSetsOf.get(ctx);
  if (sets) return sets;
  for (const file of [MAIN, SHELL]) {
    if (!ctx.getModuleInfo(file)) throw new Error(`vite.config.ts: ${file} fehlt im Modulgraphen`);
  }
  // The entry is index.html: main.tsx, Vite's module preload polyfill and Rolldown's runtime.
  const entry = [MAIN, ...(ctx.getModuleInfo(MAIN)?.importers ?? []), '\0rolldown/runtime.js'];
  const initial = reachable(ctx, entry, false);
  const outsideRoots = [...initial].flatMap((id) =>
    (ctx.getModuleInfo(id)?.dynamicallyImportedIds ?? []).filter(
      (target) => id !== ROUTER || OUTSIDE_SHELL.test(target),
    ),
  );
  const outside = reachable(ctx, outsideRoots, true);
  const shellImports = [...reachable(ctx, [SHELL], false)].filter((id) => !initial.has(id));
  sets = {
    index: new Set([...initial, ...shellImports.filter((id) => outside.has(id))]),
    shell: new Set(shellImports.filter((id) => !outside.has(id))),
  };
  chunkSetsOf.set(ctx, sets);
  return sets;
}

export default defineConfig({
  root,
  publicDir: 'public',
  plugins: [react(), backofficeCopies()],
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  preview: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2023',
    // The entry chunk is one file on purpose (see chunkSets): about 530 kB, 170 kB gzip.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: (id, ctx) => (chunkSets(ctx).index.has(id) ? 'index' : null), priority: 2 },
            { name: (id, ctx) => (chunkSets(ctx).shell.has(id) ? 'shell' : null), priority: 1 },
          ],
        },
      },
    },
  },
});
