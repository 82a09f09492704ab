import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { setupTestApp } from '../test/app.ts';

const PASSWORD = 'geheim-fuer-tests';
// The per-address limit of the development login (auth/routes.ts) and the per-account limit of failures.
const PER_ADDRESS = 20;
const FAILURES_PER_ACCOUNT = 10;

type Injectable = Awaited<ReturnType<typeof setupTestApp>>['app'];
let sequence = 0;

/** A dev-login attempt as it reaches the portal through a proxy that appends the client's address. */
function attempt(
  app: Injectable,
  {
    client,
    spoofed,
    username,
    password = 'falsch',
  }: {
    client: string;
    spoofed?: string;
    username?: string;
    password?: string;
  },
) {
  sequence++;
  return app.inject({
    method: 'POST',
    url: '/api/auth/dev-login',
    headers: {
      host: 'localhost',
      // The second instance is built without the test helper that adds the portal's origin (CSRF check).
      origin: new URL(testConfig().PUBLIC_URL).origin,
      'x-forwarded-for': spoofed ? `${spoofed}, ${client}` : client,
    },
    payload: { username: username ?? `niemand-${sequence}`, password },
  });
}

// Apps are built before the tests: building one takes longer than a test's time on a busy machine.
const byHops = await setupTestApp({ DEV_LOGIN_PASSWORD: PASSWORD, TRUST_PROXY: '1' });
// app.inject comes from 127.0.0.1: that is the proxy here.
const byAddress = await setupTestApp({ DEV_LOGIN_PASSWORD: PASSWORD, TRUST_PROXY: '127.0.0.1,10.0.0.0/8' });

async function statuses(count: number, send: (i: number) => ReturnType<typeof attempt>) {
  const codes: number[] = [];
  for (let i = 0; i < count; i++) codes.push((await send(i)).statusCode);
  return codes;
}

describe('rate limits behind a proxy', () => {
  it('with TRUST_PROXY=1 a spoofed X-Forwarded-For does not escape the sign-in limit', async () => {
    const { app } = byHops;
    const codes = await statuses(PER_ADDRESS + 1, (i) =>
      attempt(app, { client: '203.0.113.7', spoofed: `198.51.100.${i}` }),
    );
    expect(codes.slice(0, PER_ADDRESS).every((code) => code !== 429)).toBe(true);
    expect(codes[PER_ADDRESS]).toBe(429);
    // Another client behind the same proxy is counted on its own.
    expect((await attempt(app, { client: '203.0.113.8' })).statusCode).not.toBe(429);
  });

  it('with the proxy given by its address a spoofed X-Forwarded-For does not escape either', async () => {
    const { app } = byAddress;
    const codes = await statuses(PER_ADDRESS + 1, (i) =>
      attempt(app, { client: '203.0.113.9', spoofed: `198.51.100.${i}` }),
    );
    expect(codes[PER_ADDRESS]).toBe(429);
  });
});

describe('sign-in limit per account', () => {
  it('refuses an account after too many failures, from whichever addresses, and only that account', async () => {
    const { app } = byHops;
    const username = 'kommune-viersen';
    const codes = await statuses(FAILURES_PER_ACCOUNT, (i) =>
      attempt(app, { client: `192.0.2.${i + 1}`, username }),
    );
    expect(codes.every((code) => code === 401)).toBe(true);
    const blocked = await attempt(app, {
      client: '192.0.2.200',
      username: 'Kommune-Viersen',
      password: PASSWORD,
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
    expect(blocked.json()).toEqual({ error: 'too_many_requests', message: expect.stringContaining('Konto') });
    // Another account from the same address still gets its answer (404: no such demo user in this database).
    const other = await attempt(app, {
      client: '192.0.2.200',
      username: 'kommune-kempen',
      password: PASSWORD,
    });
    expect(other.statusCode).toBe(404);
  });
});

/** A second instance on the first one's PostgreSQL database, when the suite runs on PostgreSQL. */
async function secondInstance() {
  const url = (byHops.database as { url?: string }).url;
  if (!url) return undefined;
  const database = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
  const app = await buildApp(testConfig({ DEV_LOGIN_PASSWORD: PASSWORD, TRUST_PROXY: '1' }), database);
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  return app;
}
const second = await secondInstance();

describe.skipIf(!second)('rate limits across instances on one PostgreSQL', () => {
  it('two apps on one database share the count', async () => {
    const first = byHops.app;
    const other = second as Injectable;
    const codes = await statuses(PER_ADDRESS + 1, (i) =>
      attempt(i % 2 === 0 ? first : other, { client: '203.0.113.50' }),
    );
    expect(codes.slice(0, PER_ADDRESS).every((code) => code !== 429)).toBe(true);
    expect(codes[PER_ADDRESS]).toBe(429);
    const failures = await statuses(FAILURES_PER_ACCOUNT, (i) =>
      attempt(i % 2 === 0 ? first : other, { client: `192.0.2.${i + 1}`, username: 'kommune-goch' }),
    );
    expect(failures.every((code) => code === 401)).toBe(true);
    expect((await attempt(first, { client: '192.0.2.99', username: 'kommune-goch' })).statusCode).toBe(429);
  });
});
