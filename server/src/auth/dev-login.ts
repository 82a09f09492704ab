import { createHash, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config.ts';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A localhost address (the name or a loopback address): what `npm start` on a laptop gives. */
export function isLocalhost(hostname: string): boolean {
  return LOOPBACK.has(hostname.toLowerCase());
}

/** A development or editorial host (spec 01 §2): localhost, or a first name label `dev…`/`next…`. */
export function isDevLoginHost(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/:\d+$/, '');
  if (isLocalhost(name)) return true;
  const [first, ...rest] = name.split('.');
  return rest.length > 0 && /^(dev|next)(\d*|-[a-z0-9-]*)$/.test(first);
}

/**
 * Development login is on only with a password set and when the portal's configured PUBLIC_URL is a
 * development host. Never decided from the request: Host and X-Forwarded-Host are the caller's to choose.
 */
export function devLoginEnabled(config: Pick<Config, 'DEV_LOGIN_PASSWORD' | 'PUBLIC_URL'>): boolean {
  return Boolean(config.DEV_LOGIN_PASSWORD) && isDevLoginHost(new URL(config.PUBLIC_URL).hostname);
}

export function devPasswordMatches(config: Config, password: string): boolean {
  if (!config.DEV_LOGIN_PASSWORD) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(password), digest(config.DEV_LOGIN_PASSWORD));
}
