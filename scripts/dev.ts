// `npm run dev`: the server with reload on :3000, with Vite's development server inside it for the pages
// (decision 031).
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const env = {
  ...process.env,
  NODE_ENV: 'development',
  DEV_LOGIN_PASSWORD: process.env.DEV_LOGIN_PASSWORD ?? 'kommunalportal-demo',
  WEB_DEV_SERVER: 'true',
};
const children = [
  spawn(process.execPath, ['--watch-path=server/src', '--watch-path=contract/src', 'server/src/main.ts'], {
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
