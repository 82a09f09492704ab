import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

/** The contract's endpoint modules (decision 029). */
const ENDPOINTS = /[\\/]contract[\\/]src[\\/][a-z-]+-endpoints\.ts$/;

/**
 * The production build takes the contract's endpoints as method, path and match only: the schemas stay on
 * the server, so the reader pages do not load zod for their calls (issue 18's budget). Development and the
 * e2e build (VITE_CHECK_ANSWERS=1) keep the whole objects and check every answer against its schema.
 */
export function endpointsWithoutSchemas(): Plugin {
  return {
    name: 'kp-endpoints-without-schemas',
    apply: (_config, { command }) => command === 'build' && process.env.VITE_CHECK_ANSWERS !== '1',
    async load(id) {
      if (!ENDPOINTS.test(id)) return null;
      const module: Record<string, unknown> = await import(pathToFileURL(id).href);
      const lines = Object.entries(module).map(
        ([name, value]) => `export const ${name} = ${JSON.stringify(routesOf(value, `${id}: ${name}`))};`,
      );
      return lines.join('\n');
    },
  };
}

type Route = { method: string; path: string; match?: { type: string } };
type Group = { [key: string]: Route | Group };

/** A group of endpoints (or of groups, as the back office's per content type) as method, path and match. */
function routesOf(value: unknown, where: string): Group {
  if (typeof value !== 'object' || value === null)
    throw new Error(`${where} ist keine Gruppe von Endpunkten`);
  return Object.fromEntries(
    Object.entries(value).map(([key, entry]) => {
      if (typeof entry?.method === 'string' && typeof entry?.path === 'string') {
        const { method, path, match } = entry as Route;
        return [key, { method, path, match }];
      }
      return [key, routesOf(entry, `${where}.${key}`)];
    }),
  );
}
