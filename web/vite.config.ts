import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { endpointsWithoutSchemas } from './endpoints-plugin.ts';
import { designTokens } from './tokens-plugin.ts';

// Absolute root, so a build started from the repository root works too.
const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig(({ command }) => ({
  root,
  publicDir: 'public',
  plugins: [reactRouter(), endpointsWithoutSchemas(), designTokens()],
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  // The server build holds its dependencies: it runs from wherever WEB_DIST is (a copy in the e2e suite's
  // data folder), and the server uses its own React Router (entry.server.tsx re-exports the handler). The
  // development server loads them from node_modules.
  ssr: { noExternal: command === 'build' ? true : undefined },
  build: {
    target: 'es2023',
    // Every browser that runs es2023 knows <link rel="modulepreload">: the polyfill only cost the entry.
    modulePreload: { polyfill: false },
    cssCodeSplit: false,
  },
}));
