import { readFileSync } from 'node:fs';
import { isAbsolute } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The back office's own copies of modules the readers' entry chunk holds (issue 16: the readers' first
 * load must not grow by a byte because of the back office).
 *
 * Rolldown keeps a module whole in one chunk, with every export some chunk uses. React Router is in the
 * entry chunk, so what only react-admin needs from it (`<Routes>`, `useRoutes`, `useBlocker`, `useMatch`,
 * the hash router) landed in every reader's first load. Here the back office (react-admin's packages and
 * `web/src/backoffice/`) imports a second instance of React Router's modules (the same files under
 * an id with `?backoffice`), which goes into the back office's chunk.
 *
 * The copy must use the same router as the portal: a React context is an object made once per module
 * instance, so the copy's contexts (location, navigation, route, data router, …) are replaced by the
 * portal's own, imported from the original module. Other module state (counters, caches) stays per copy;
 * the blocker keys get a prefix so they never meet the portal's. A React Router update that changes these
 * lines fails the build instead of splitting the router silently.
 *
 * MUI's Slide, which only react-admin's drawer uses, gets its own copy of MUI's transition helpers
 * (plain functions, no state) for the same reason: its `getTranslateOffsets` was kept in the entry chunk.
 */

const COPY = '?backoffice';
/** Who imports the copy: react-admin's packages and the back office's own screens. */
const BACKOFFICE_IMPORTER =
  /[\\/]node_modules[\\/](?:ra-[^\\/]+|react-admin)[\\/]|[\\/]web[\\/]src[\\/]backoffice[\\/]/;
const SLIDE = /[\\/]@mui[\\/]material[\\/]Slide[\\/]Slide\.mjs$/;
const TRANSITION_HELPERS = '../transitions/utils.mjs';
const ROUTER_PACKAGE = /^react-router(?:-dom)?(?:\/|$)/;
const ROUTER_FILE = /[\\/]node_modules[\\/]react-router(?:-dom)?[\\/]/;
/** The contexts the copy must share with the portal's router (each is exported by React Router's chunk). */
const SHARED_CONTEXTS = [
  'DataRouterContext',
  'DataRouterStateContext',
  'RSCRouterContext',
  'ViewTransitionContext',
  'FetchersContext',
  'NavigationContext',
  'LocationContext',
  'RouteContext',
  'FrameworkContext',
];

/** `var Name = ReactN.createContext(…);` replaced by the original module's context, or an error. */
function shareContexts(code: string, original: string): string {
  let out = code;
  const imports: string[] = [];
  for (const name of SHARED_CONTEXTS) {
    const start = new RegExp(`\\bvar ${name} = React\\d*\\.createContext\\(`).exec(out);
    if (!start) continue;
    // The end of the call: the parenthesis that closes it (the default values hold no parenthesis in strings).
    let depth = 1;
    let end = start.index + start[0].length;
    for (; depth > 0 && end < out.length; end++) {
      if (out[end] === '(') depth++;
      else if (out[end] === ')') depth--;
    }
    out = `${out.slice(0, start.index)}var ${name} = __portal_${name}${out.slice(end)}`;
    imports.push(`${name} as __portal_${name}`);
  }
  if (imports.length === 0) return code;
  if (imports.length !== SHARED_CONTEXTS.length || !out.includes('String(++blockerId)')) {
    throw new Error(
      `backoffice-copies.ts: React Router's contexts (${imports.length} of ${SHARED_CONTEXTS.length}) or blocker keys not found in ${original}; check the copy against this version`,
    );
  }
  out = out.replace('String(++blockerId)', '"backoffice-" + ++blockerId');
  return `import { ${imports.join(', ')} } from ${JSON.stringify(original)};\n${out}`;
}

export function backofficeCopies(): Plugin {
  return {
    name: 'kp-backoffice-copies',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || isAbsolute(source)) return null;
      if (SLIDE.test(importer) && source === TRANSITION_HELPERS) {
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
        return resolved && { ...resolved, id: `${resolved.id}${COPY}` };
      }
      // Inside the copy every import of React Router's files stays in the copy (its chunks, `react-router/dom`).
      const fromCopy = importer.endsWith(COPY) && ROUTER_FILE.test(importer);
      if (!fromCopy && !(ROUTER_PACKAGE.test(source) && BACKOFFICE_IMPORTER.test(importer))) return null;
      const resolved = await this.resolve(source, importer.slice(0, fromCopy ? -COPY.length : undefined), {
        ...options,
        skipSelf: true,
      });
      if (!resolved || !ROUTER_FILE.test(resolved.id)) return resolved;
      return { ...resolved, id: `${resolved.id}${COPY}` };
    },
    load(id) {
      if (!id.endsWith(COPY)) return null;
      const file = id.slice(0, -COPY.length);
      return ROUTER_FILE.test(id)
        ? shareContexts(readFileSync(file, 'utf8'), file)
        : readFileSync(file, 'utf8');
    },
  };
}
