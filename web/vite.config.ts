import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Rolldown } from 'vite';
import { backofficeCopies } from './backoffice-copies.ts';
import { endpointsWithoutSchemas } from './endpoints-plugin.ts';

// Absolute root, so `vite build --config web/vite.config.ts` from the repository root works too.
const root = fileURLToPath(new URL('.', import.meta.url));
const source = (file: string) => fileURLToPath(new URL(`./src/${file}`, import.meta.url));
const MAIN = source('main.tsx');
const ROUTER = source('app/routes.tsx');
const SHELL = source('app/shell/shell.tsx');
/** The routes shown without the shell (login, approval, sign-in redirect). */
const OUTSIDE_SHELL = /[\\/]src[\\/]areas[\\/]access[\\/]/;
/**
 * Modules the graph shows as imports of the entry that it does not use: MUI's styles re-export from the
 * `@mui/system` barrel, which holds code of its own, so lazy barrel loading (below) keeps all its
 * re-exports; system Grid and Stack come along (1.9 kB gzip), though only pages with a Grid or Stack use them.
 */
const NOT_FIRST_LOAD = /[\\/]@mui[\\/]system[\\/](Grid|Stack)[\\/]/;

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
  const wanted = (id: string) => !NOT_FIRST_LOAD.test(id);
  sets = {
    index: new Set([...initial, ...shellImports.filter((id) => outside.has(id))].filter(wanted)),
    shell: new Set(shellImports.filter((id) => !outside.has(id) && wanted(id))),
  };
  chunkSetsOf.set(ctx, sets);
  return sets;
}

export default defineConfig({
  root,
  publicDir: 'public',
  plugins: [react(), backofficeCopies(), endpointsWithoutSchemas()],
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
    // The entry chunk is one file on purpose (see chunkSets): about 536 kB, 173 kB gzip.
    chunkSizeWarningLimit: 600,
    // Every browser that runs es2023 knows <link rel="modulepreload">: the polyfill only cost the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // A side-effect-free barrel (`export … from`) only loads the modules whose exports are used, so the
      // module graph that chunkSets reads has no edges to components only the barrel names (MUI's
      // `InputBase/index` re-exports the whole InputBase beside the class names the theme wants).
      experimental: { lazyBarrel: true },
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
