import fc from 'fast-check';
import type { FastifySchema } from 'fastify';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../test/app.ts';
import { buildCommune, buildUser, sessionCookie } from '../test/factories.ts';
import { ALL_FLAGS } from '../test/user-kinds.ts';

// Decision 015: whatever a client sends to whichever route, the answer is never a 5xx.
const { app, db } = await setupTestApp();
const viersen = await buildCommune(db, { name: 'Viersen' });
// The caller who passes every guard, so the input reaches every handler: admin, employee, education
// user with every flag and a commune.
const caller = await buildUser(db, {
  ...ALL_FLAGS,
  communeId: viersen.id,
  isAdmin: true,
  isNewEmployee: true,
  bildungsportalUser: true,
});
const cookie = await sessionCookie(db, caller);

/** The keys a zod object schema knows, also behind a transform or pipe. */
function keysOf(schema: unknown): string[] {
  for (
    let s = schema as { shape?: object; _zod?: { def?: { in?: unknown; innerType?: unknown } } }, i = 0;
    s && i < 5;
    i++
  ) {
    if (s.shape) return Object.keys(s.shape);
    s = (s._zod?.def?.in ?? s._zod?.def?.innerType) as typeof s;
  }
  return [];
}

const tricky = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00',
  '',
  ' ',
  '-1',
  '0',
  '2026',
  '1e400',
  '99999999999999999999',
  '2147483648',
  'NaN',
  'Viersen',
  '%',
  '%00',
  '../../etc/passwd',
  "'; drop table users; --",
  '🏠',
  'ä'.repeat(5000),
);
const text = fc.oneof(
  { arbitrary: tricky, weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 1 },
  { arbitrary: fc.integer().map(String), weight: 1 },
);
const jsonish: fc.Arbitrary<unknown> = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(text, { maxLength: 3 }),
  fc.dictionary(text, text, { maxKeys: 3 }),
);

/** Path segments as a client would send them; a lone surrogate cannot be encoded and goes as raw %-bytes. */
const segment = (value: string) => {
  try {
    return encodeURIComponent(value) || '%20';
  } catch {
    return '%ED%A0%80';
  }
};

const routes = app
  .routeTable()
  .filter(
    (r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && !r.url.startsWith('/api/uploads'),
  )
  // Logout would end the caller's session; the sign-in routes start flows of their own.
  .filter((r) => !['/api/auth/logout', '/api/auth/dev-login', '/api/connect/login_new_ag'].includes(r.url));

function inputFor(url: string, schema: FastifySchema | undefined, method: string) {
  const params = [...url.matchAll(/:([A-Za-z_]+)|\*/g)].map(() => text);
  const queryKeys = [...keysOf(schema?.querystring), 'extra'];
  const bodyKeys = keysOf(schema?.body);
  return fc.record({
    params: fc.tuple(...params),
    query: fc.record(Object.fromEntries(queryKeys.map((key) => [key, text])), { requiredKeys: [] }),
    body:
      method === 'GET' || method === 'DELETE'
        ? fc.constant(undefined)
        : bodyKeys.length > 0
          ? fc.oneof(
              fc.record(Object.fromEntries(bodyKeys.map((key) => [key, jsonish])), { requiredKeys: [] }),
              jsonish,
            )
          : jsonish,
  });
}

describe('a NUL byte in any parameter of any route', () => {
  // Each named input on its own, so a 500 names the parameter (18 routes answered 500 before the check).
  const cases = routes.flatMap((route) => {
    const params = [...route.url.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]);
    const query = keysOf(route.schema?.querystring);
    const body = keysOf(route.schema?.body);
    return [
      ...params.map((name) => ({ route, where: 'params', name })),
      ...query.map((name) => ({ route, where: 'query', name })),
      ...body.map((name) => ({ route, where: 'body', name })),
    ];
  });

  it('is refused with a German 400 everywhere', async () => {
    expect(cases.length).toBeGreaterThan(100);
    const failures: string[] = [];
    for (const { route, where, name } of cases) {
      const path = route.url.replace(/:([A-Za-z_]+)/g, (_m, param) =>
        where === 'params' && param === name ? 'a%00b' : '1',
      );
      const url = where === 'query' ? `${path}?${name}=a%00b` : path;
      const res = await app.inject({
        method: route.method as 'GET',
        url,
        headers: { cookie },
        ...(where === 'body' ? { payload: { [name]: 'a\u0000b' } } : {}),
      });
      if (res.statusCode !== 400 || res.json().error !== 'invalid_input')
        failures.push(
          `${route.method} ${url} (${where} ${name}): ${res.statusCode} ${res.body.slice(0, 120)}`,
        );
    }
    expect(failures).toEqual([]);
  });
});

describe('every route, given generated input', () => {
  it('has routes to walk', () => {
    expect(routes.length).toBeGreaterThan(90);
  });

  it.each(
    routes.map((r) => [`${r.method} ${r.url}`, r] as const),
  )('never answers %s with a 5xx', async (_label, route) => {
    await fc.assert(
      fc.asyncProperty(inputFor(route.url, route.schema, route.method), async ({ params, query, body }) => {
        let index = 0;
        const path = route.url.replace(/:[A-Za-z_]+|\*/g, () => segment(params[index++] as string));
        const search = new URLSearchParams(query as Record<string, string>).toString();
        const res = await app.inject({
          method: route.method as 'GET',
          url: search ? `${path}?${search}` : path,
          headers: { cookie },
          ...(body === undefined
            ? {}
            : { payload: JSON.stringify(body), headers: { cookie, 'content-type': 'application/json' } }),
        });
        expect(res.statusCode, `${path}?${search} ${res.body.slice(0, 200)}`).toBeLessThan(500);
      }),
      { numRuns: 12, seed: Number(process.env.FC_SEED ?? 15) },
    );
  });
});
