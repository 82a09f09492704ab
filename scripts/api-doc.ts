// docs/api.md, written from the contract's endpoints (decision 029): `npm run docs:api`. A test fails when
// the committed file differs from what this writes.
import fs from 'node:fs';
import path from 'node:path';
import type { Endpoint } from '../contract/src/endpoint.ts';

const root = path.resolve(import.meta.dirname, '..');
const contractDir = path.join(root, 'contract/src');
export const API_DOC = path.join(root, 'docs/api.md');

export type NamedEndpoint = { name: string; endpoint: Endpoint };

/** Every endpoint of contract/src/*-endpoints.ts, in groups or groups of groups (the back office's types). */
export async function contractEndpoints(): Promise<NamedEndpoint[]> {
  const found: NamedEndpoint[] = [];
  const collect = (value: unknown, name: string) => {
    const entry = value as Partial<Endpoint>;
    if (typeof entry.method === 'string' && typeof entry.path === 'string') {
      found.push({ name, endpoint: entry as Endpoint });
      return;
    }
    for (const [key, inner] of Object.entries(value as object)) collect(inner, `${name}.${key}`);
  };
  const files = fs.readdirSync(contractDir).filter((file) => file.endsWith('-endpoints.ts'));
  for (const file of files.sort()) {
    // A module namespace lists its exports sorted, Vitest's in declaration order: sorted here for both.
    const module: Record<string, unknown> = await import(path.join(contractDir, file));
    const sorted = Object.fromEntries(
      Object.keys(module)
        .sort()
        .map((key) => [key, module[key]]),
    );
    collect(sorted, file.replace(/-endpoints\.ts$/, ''));
  }
  return found;
}

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

/** The doc: one table per area, each endpoint with its access, flag, portal and summary. */
export function renderApiDoc(endpoints: NamedEndpoint[]): string {
  const lines = [
    '# API (server ⇄ web)',
    '',
    '<!-- Written by `npm run docs:api` from contract/src/*-endpoints.ts; do not edit by hand. -->',
    '',
    'All under `/api`. Each endpoint is declared once in `contract/src/<area>-endpoints.ts` (decision 029); its request and answer schemas are there and in the OpenAPI document (`/api/docs`, for admins in production). Errors come as `{ error, message, fields?, errors? }` with a German `message`. The session is an HttpOnly cookie; the web app never sees a token.',
    '',
  ];
  const areas = [...new Set(endpoints.map(({ name }) => name.split('.')[0] ?? ''))];
  for (const area of areas) {
    lines.push(
      `## ${area}`,
      '',
      '| Method and path | Access | Flag | Portal | What |',
      '|---|---|---|---|---|',
    );
    for (const { endpoint } of endpoints.filter((entry) => entry.name.split('.')[0] === area)) {
      const query = endpoint.match ? `?type=${endpoint.match.type}` : '';
      lines.push(
        `| ${endpoint.method} ${endpoint.path}${query} | ${endpoint.access} | ${endpoint.flag ?? ''} | ${
          endpoint.portal ?? ''
        } | ${cell(endpoint.summary)} |`,
      );
    }
    lines.push('');
  }
  return lines.join('\n');
}

if (import.meta.main) {
  fs.writeFileSync(API_DOC, renderApiDoc(await contractEndpoints()));
  console.log(`${path.relative(root, API_DOC)} geschrieben`);
}
