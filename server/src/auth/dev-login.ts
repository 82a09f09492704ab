import { createHash, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config.ts';

/** Development login is on only with a password set and on a development or editorial host (spec 01 §2). */
export function isDevLoginHost(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/:\d+$/, '');
  return name === 'localhost' || name.startsWith('dev') || name.startsWith('next');
}

export function devLoginEnabled(config: Config, hostname: string): boolean {
  return Boolean(config.DEV_LOGIN_PASSWORD) && isDevLoginHost(hostname);
}

export function devPasswordMatches(config: Config, password: string): boolean {
  if (!config.DEV_LOGIN_PASSWORD) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(password), digest(config.DEV_LOGIN_PASSWORD));
}
