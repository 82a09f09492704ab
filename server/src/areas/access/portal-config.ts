import type { PortalConfig } from '@kp/contract/content';
import { PORTAL_SETTINGS_ID } from '@kp/contract/shell-backoffice';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { portalSettings } from '../../db/schema/index.ts';
import { createCache } from '../../lib/cache.ts';
import { portalConfig as serverPortalConfig } from '../content/index.ts';

/** Invalidated by every save of the portal configuration in the back office. */
export const PORTAL_CONFIG_TOPIC = 'portal-config';

const settingsCache = createCache<'settings', typeof portalSettings.$inferSelect | null>({
  name: 'portal-settings',
  maxEntries: 1,
  ttlMs: 60_000,
  staleWhileRevalidate: true,
  topics: () => [PORTAL_CONFIG_TOPIC],
});

/**
 * GET /api/portal-config: what admins set in the back office (decision 019), each empty field falling back to
 * the server's setting (MAP_TILE_URL, MAP_TILE_ATTRIBUTION, WISH_CHARGER_MAP_URL).
 */
export async function portalConfig(db: Db, config: Config): Promise<PortalConfig> {
  const fromServer = serverPortalConfig(config);
  const settings = await settingsCache.get(db, 'settings', async () => {
    const [row] = await db.select().from(portalSettings).where(eq(portalSettings.id, PORTAL_SETTINGS_ID));
    return row ?? null;
  });
  return {
    mapTileUrl: settings?.mapTileUrl ?? fromServer.mapTileUrl,
    mapTileAttribution: settings?.mapTileAttribution ?? fromServer.mapTileAttribution,
    wishChargerMapUrl: settings?.wishChargerMapUrl ?? fromServer.wishChargerMapUrl,
  };
}
