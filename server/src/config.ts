import path from 'node:path';
import { z } from 'zod';

const optionalUrl = z
  .string()
  .optional()
  .transform((v) => v?.trim() || undefined)
  .pipe(z.url().optional());

const minutes = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** Every environment variable of the portal, validated once at start (README lists them). */
export const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_URL: z.url().default('http://localhost:3000'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalUrl,
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
    SEED_DEMO_DATA: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    WEB_DIST: z.string().optional(),
    TRUST_PROXY: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
  })
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

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(config)'}: ${i.message}`);
    throw new Error(`Ungültige Konfiguration:\n${lines.join('\n')}`);
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
