// `npm run dev`: the server with reload on :3000 and the Vite dev server (proxying /api) on :5173.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const env = {
  ...process.env,
  NODE_ENV: 'development',
  DEV_LOGIN_PASSWORD: process.env.DEV_LOGIN_PASSWORD ?? 'kommunalportal-demo',
};
const children = [
  spawn(process.execPath, ['--watch', 'server/src/main.ts'], { cwd: root, env, stdio: 'inherit' }),
  spawn(path.join(root, 'node_modules/.bin/vite'), ['--config', 'web/vite.config.ts'], {
    cwd: root,
    env,
    stdio: 'inherit',
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
