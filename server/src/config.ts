import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const optionalUrl = z
  .string()
  .optional()
  .transform((v) => v?.trim() || undefined)
  .pipe(z.url().optional());

const minutes = (fallback: number) => z.coerce.number().int().positive().default(fallback);

// --- operations settings (proxy, database URL, timeouts, drain) ---

/** proxy-addr's names for address ranges, allowed in TRUST_PROXY next to addresses and CIDR ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Which proxies may set X-Forwarded-For: a number of hops or a list of addresses (Fastify's trustProxy).
 * `true` would take any client's X-Forwarded-For, so a spoofed header would escape the rate limits.
 */
const trustProxy = z
  .string()
  .default('false')
  .transform((value, ctx): false | number | string[] => {
    const v = value.trim();
    if (v === '' || v === 'false' || v === '0') return false;
    if (/^\d+$/.test(v)) return Number(v);
    const entries = v.split(',').map((e) => e.trim());
    if (v !== 'true' && entries.every(isProxyAddress)) return entries;
    ctx.addIssue({
      code: 'custom',
      message:
        v === 'true'
          ? 'true würde jedem X-Forwarded-For glauben. Bitte die Zahl der Proxys davor (z. B. 1) oder ihre Adressen (z. B. 10.0.0.5,10.0.1.0/24) angeben.'
          : 'erwartet die Zahl der Proxys davor (z. B. 1) oder ihre Adressen, durch Kommas getrennt (z. B. 10.0.0.5,10.0.1.0/24).',
    });
    return z.NEVER;
  });

const databaseUrl = optionalUrl.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
  message: 'erwartet eine PostgreSQL-Adresse (postgres://benutzer:passwort@host:5432/datenbank).',
});

const milliseconds = (min: number) =>
  z.coerce
    .number({ error: 'erwartet eine Zahl (Millisekunden).' })
    .int('erwartet eine ganze Zahl (Millisekunden).')
    .min(min, `erwartet mindestens ${min} (Millisekunden).`)
    .max(600_000, 'erwartet höchstens 600000 (Millisekunden).');

/** Every environment variable of the portal, validated once at start (README lists them). */
export const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    /** Unset: this machine at PORT, so `PORT=3400 npm start` signs in at http://localhost:3400. */
    PUBLIC_URL: z.url().optional(),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: z.string().min(32, 'SESSION_SECRET muss mindestens 32 Zeichen lang sein.').optional(),
    SESSION_IDLE_MINUTES: minutes(30),
    SESSION_MAX_HOURS: minutes(12),
    OIDC_ISSUER: optionalUrl,
    OIDC_CLIENT_ID: z.string().optional(),
    OIDC_CLIENT_SECRET: z.string().optional(),
    OIDC_SCOPES: z.string().default('openid email profile'),
    ADMIN_EMAILS: z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((e) => e.trim().toLowerCase())
          .filter(Boolean),
      ),
    /**
     * Only for providers that never send `email_verified` (some Entra ID set-ups): a token without the
     * claim then counts as verified (linking by e-mail, ADMIN_EMAILS). Off by default.
     */
    OIDC_TRUST_EMAIL_WITHOUT_VERIFIED_CLAIM: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().default('Kommunalportal <kommunalportal@localhost>'),
    DEV_LOGIN_PASSWORD: z.string().optional(),
    /** Who receives Quartiersentwicklung consultation requests. */
    CONSULTATION_MAIL_TO: z.email().default('quartiersentwicklung@localhost'),
    /** Who receives 'Barriere melden' reports from the accessibility statement. */
    ACCESSIBILITY_MAIL_TO: z.email().default('barrierefreiheit@localhost'),
    /** Tile server of the construction map; empty means markers and list without a background map. */
    MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
    MAP_TILE_ATTRIBUTION: z.string().default('© OpenStreetMap-Mitwirkende'),
    /** The wish-charging-station map form on the Mobilität page; the area id is appended as ?bereich=. */
    // Empty switches the map form off.
    WISH_CHARGER_MAP_URL: z
      .string()
      .default('https://www.new.de/wunschladesaeule/karte')
      .transform((v) => v.trim() || undefined)
      .pipe(z.url().optional()),
    /** The embedded heat-planning app (Kommunale Wärmeplanung); empty: the page says it is not set up. */
    HEAT_PLANNING_APP_URL: z
      .string()
      .default('')
      .transform((v) => v.trim() || undefined)
      .pipe(z.url().optional()),
    /** PKCS#8 PEM of the ES256 key that signs the app's tokens; without it each process makes its own. */
    HEAT_PLANNING_SIGNING_KEY: z
      .string()
      .default('')
      .transform((v) => v.trim() || undefined),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** One line per request: at info for errors (5xx) and slow ones only, or for every request. */
    LOG_REQUESTS: z
      .enum(['errors-and-slow', 'all'], { error: 'erwartet errors-and-slow oder all.' })
      .default('errors-and-slow'),
    /** A request slower than this is logged at info with LOG_REQUESTS=errors-and-slow. */
    LOG_SLOW_MS: milliseconds(0).default(1000),
    /** Unset: true, but false when NODE_ENV is production (scripts/start.ts sets it for localhost). */
    SEED_DEMO_DATA: z.enum(['true', 'false']).optional(),
    WEB_DIST: z.string().optional(),
    /** `npm run dev`: the pages come from Vite's development server inside this one (decision 031). */
    WEB_DEV_SERVER: z.enum(['true', 'false']).optional(),
    TRUST_PROXY: trustProxy,
    /** Connect, statement and query timeout of PostgreSQL; a call fails with 503 after it. */
    DATABASE_TIMEOUT_MS: milliseconds(100).default(4000),
    /**
     * After SIGTERM: how long health answers 503 (so the load balancer stops sending) before closing.
     * Unset: 5 s in production, none otherwise (node --watch restarts at once).
     */
    SHUTDOWN_DRAIN_MS: milliseconds(0).optional(),
  })
  .transform(({ SEED_DEMO_DATA, SHUTDOWN_DRAIN_MS, PUBLIC_URL, ...c }) => ({
    ...c,
    PUBLIC_URL: PUBLIC_URL ?? `http://localhost:${c.PORT || 3000}`,
    SEED_DEMO_DATA: SEED_DEMO_DATA === undefined ? c.NODE_ENV !== 'production' : SEED_DEMO_DATA === 'true',
    SHUTDOWN_DRAIN_MS: SHUTDOWN_DRAIN_MS ?? (c.NODE_ENV === 'production' ? 5000 : 0),
  }))
  .superRefine((c, ctx) => {
    if (c.OIDC_ISSUER && !c.OIDC_CLIENT_ID) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_CLIENT_ID'],
        message: 'OIDC_CLIENT_ID fehlt, obwohl OIDC_ISSUER gesetzt ist.',
      });
    }
    if (c.NODE_ENV === 'production' && !c.SESSION_SECRET && c.OIDC_ISSUER) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'SESSION_SECRET ist im Betrieb mit OIDC Pflicht.',
      });
    }
  });

export type Config = z.infer<typeof ConfigSchema> & { dataDir: string; webDist: string };

/** A bad setting: main prints its message alone, without a stack trace. */
export class ConfigError extends Error {}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(config)'}: ${i.message}`);
    throw new ConfigError(`Ungültige Konfiguration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const root = path.resolve(import.meta.dirname, '../..');
  return {
    ...c,
    dataDir: path.resolve(root, c.DATA_DIR),
    webDist: path.resolve(root, c.WEB_DIST ?? 'web/dist'),
  };
}

/** A config for tests: in-memory database unless DATABASE_URL is given. */
export function testConfig(overrides: Partial<NodeJS.ProcessEnv> = {}): Config {
  return readConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    ...overrides,
  } as NodeJS.ProcessEnv);
}
