import type { Config } from '@react-router/dev/config';

/**
 * React Router's framework mode (decision 031): the reader pages are rendered on the server, by the portal's
 * Fastify server through the request handler of the server build in dist/server.
 */
export default {
  appDirectory: 'src',
  // Another folder for a second build beside the usual one (several people or checks on one machine).
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'dist',
  ssr: true,
} satisfies Config;
