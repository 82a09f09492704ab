import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

export interface ServerProcess {
  child: ChildProcess;
  /** http://127.0.0.1:port once it listens. */
  url: string;
  /** PUBLIC_URL's origin: state-changing calls must send it (CSRF check), whatever port the server got. */
  origin: string;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * The real server (`node server/src/main.ts`) in a process of its own on a free port. Resolves when it
 * listens, or rejects with its output when it ends first.
 */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(path.join(root, 'node_modules/.bin/node'), [path.join(root, 'server/src/main.ts')], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      SEED_DEMO_DATA: 'false',
      SHUTDOWN_DRAIN_MS: '0',
      DATABASE_URL: '',
      PUBLIC_URL: 'http://localhost:3000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(text);
      if (listening && text.includes('Kommunalportal läuft')) {
        const origin = new URL(env.PUBLIC_URL ?? 'http://localhost:3000').origin;
        resolve({ child, url: listening[1], origin, output: () => text, exited });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then(({ code }) => reject(new Error(`server ended (${code}) before listening:\n${text}`)));
  });
}
