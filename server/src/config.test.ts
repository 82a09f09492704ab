import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config.ts';

const root = path.resolve(import.meta.dirname, '../..');
const read = (env: Record<string, string>) => readConfig(env as NodeJS.ProcessEnv);
const errorOf = (env: Record<string, string>) => {
  try {
    read(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('no error');
};

describe('PUBLIC_URL', () => {
  it('is this machine at PORT when unset, so a portal started on another port accepts its own pages', () => {
    expect(read({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(read({ PORT: '3400' }).PUBLIC_URL).toBe('http://localhost:3400');
    expect(read({ PORT: '3400', PUBLIC_URL: 'https://portal.example' }).PUBLIC_URL).toBe(
      'https://portal.example',
    );
  });
});

describe('TRUST_PROXY', () => {
  it('is off by default', () => {
    expect(read({}).TRUST_PROXY).toBe(false);
    expect(read({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
  });

  it('takes a number of hops', () => {
    expect(read({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
  });

  it('takes addresses, ranges and proxy-addr names', () => {
    expect(read({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,::1,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
      'loopback',
    ]);
  });

  it('refuses true, which would believe any client, and says what to set instead', () => {
    expect(errorOf({ TRUST_PROXY: 'true' })).toMatch(/TRUST_PROXY: true würde jedem X-Forwarded-For glauben/);
  });

  it('refuses what is neither a number nor addresses', () => {
    expect(errorOf({ TRUST_PROXY: 'proxy.example' })).toMatch(/TRUST_PROXY: erwartet die Zahl der Proxys/);
    expect(errorOf({ TRUST_PROXY: '10.0.0.0/33' })).toMatch(/TRUST_PROXY/);
  });
});

describe('SEED_DEMO_DATA', () => {
  it('is on in development and off in production unless set', () => {
    expect(read({}).SEED_DEMO_DATA).toBe(true);
    expect(read({ NODE_ENV: 'production' }).SEED_DEMO_DATA).toBe(false);
    expect(read({ NODE_ENV: 'production', SEED_DEMO_DATA: 'true' }).SEED_DEMO_DATA).toBe(true);
    expect(read({ SEED_DEMO_DATA: 'false' }).SEED_DEMO_DATA).toBe(false);
  });
});

describe('DATABASE_URL and the timeouts', () => {
  it('takes PostgreSQL URLs only', () => {
    expect(read({ DATABASE_URL: 'postgresql://u:p@db:5432/kp' }).DATABASE_URL).toBe(
      'postgresql://u:p@db:5432/kp',
    );
    expect(errorOf({ DATABASE_URL: 'mysql://u:p@db/kp' })).toMatch(
      /DATABASE_URL: erwartet eine PostgreSQL-Adresse/,
    );
  });

  it('has a database timeout and a drain time, checked as milliseconds', () => {
    expect(read({})).toMatchObject({ DATABASE_TIMEOUT_MS: 4000, SHUTDOWN_DRAIN_MS: 0 });
    expect(read({ NODE_ENV: 'production' }).SHUTDOWN_DRAIN_MS).toBe(5000);
    expect(read({ SHUTDOWN_DRAIN_MS: '0' }).SHUTDOWN_DRAIN_MS).toBe(0);
    expect(errorOf({ DATABASE_TIMEOUT_MS: 'vier' })).toMatch(/DATABASE_TIMEOUT_MS: erwartet eine Zahl/);
    expect(errorOf({ DATABASE_TIMEOUT_MS: '0' })).toMatch(/DATABASE_TIMEOUT_MS: erwartet mindestens 100/);
  });
});

describe('the start with a bad setting', () => {
  const node = path.join(root, 'node_modules/.bin/node');
  const start = (script: string, env: Record<string, string>, args: string[] = []) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-config-'));
    const result = spawnSync(node, [path.join(root, script), ...args], {
      cwd: root,
      env: { PATH: process.env.PATH, DATA_DIR: path.join(dataDir, 'data'), LOG_LEVEL: 'silent', ...env },
      encoding: 'utf8',
      timeout: 60_000,
    });
    const touched = fs.existsSync(path.join(dataDir, 'data'));
    fs.rmSync(dataDir, { recursive: true, force: true });
    return { ...result, touched };
  };

  it('stops with the German message naming the variable, without a stack trace, before opening anything', () => {
    const result = start('server/src/main.ts', { PORT: 'achtzig', TRUST_PROXY: 'true' });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^Ungültige Konfiguration:\n {2}PORT: .*\n {2}TRUST_PROXY: /);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(result.touched).toBe(false);
  });

  it('npm start checks the settings before it builds', () => {
    const result = start('scripts/start.ts', { SESSION_IDLE_MINUTES: '-1' }, ['--check-config']);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/SESSION_IDLE_MINUTES/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('reports an unreachable database in German, with the address and without the password', () => {
    const result = start('server/src/main.ts', { DATABASE_URL: 'postgres://kp:geheim@127.0.0.1:1/kp' });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      'Die Datenbank 127.0.0.1:1/kp ist nicht erreichbar: die Verbindung wurde abgelehnt. Läuft PostgreSQL unter dieser Adresse?',
    );
  }, 60_000);
});
