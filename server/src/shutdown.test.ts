import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { openDatabase } from './db/client.ts';
import { buildUser, sessionCookie } from './test/factories.ts';
import { buildNewsPost } from './test/news-factories.ts';
import { startServerProcess } from './test/server-process.ts';

// The real server on PGlite in a folder of its own, prepared here with a user, a session and a post.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-shutdown-'));
const prepared = await openDatabase({ dataDir });
await prepared.migrate();
const cookie = await sessionCookie(prepared.db, await buildUser(prepared.db));
const newsId = (await buildNewsPost(prepared.db)).id;
await prepared.close();
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** The real server on the prepared folder; ended by the test, or killed when the test failed. */
async function startServer(drainMs: number) {
  const server = await startServerProcess({ DATA_DIR: dataDir, SHUTDOWN_DRAIN_MS: String(drainMs) });
  onTestFinished(() => {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
  });
  return server;
}
type Server = Awaited<ReturnType<typeof startServer>>;

interface Outcome {
  kind: 'read' | 'write';
  startedAt: number;
  status?: number;
  error?: string;
}

function send(server: Server, agent: http.Agent, kind: 'read' | 'write'): Promise<Outcome> {
  const startedAt = performance.now();
  const body = kind === 'write' ? JSON.stringify({ news_post: newsId }) : undefined;
  return new Promise((resolve) => {
    const request = http.request(
      `${server.url}${kind === 'write' ? '/api/reads' : '/api/news-posts'}`,
      {
        agent,
        method: kind === 'write' ? 'POST' : 'GET',
        headers: {
          cookie,
          ...(body ? { 'content-type': 'application/json', origin: server.origin } : {}),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ kind, startedAt, status: response.statusCode }));
        response.on('error', (error: NodeJS.ErrnoException) =>
          resolve({ kind, startedAt, error: error.code ?? error.message }),
        );
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ kind, startedAt, error: error.code ?? error.message }),
    );
    request.end(body);
  });
}

/**
 * 12 keep-alive clients, every third one writing, each sending again as soon as it has an answer, until
 * the instance has ended after SIGTERM (sent after 3 s).
 */
async function loadThroughShutdown(server: Server) {
  const outcomes: Outcome[] = [];
  let stop = false;
  const clients = Array.from({ length: 12 }, async (_, i) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const kind = i % 3 === 0 ? 'write' : 'read';
    while (!stop) {
      const outcome = await send(server, agent, kind);
      outcomes.push(outcome);
      // After the instance has closed, connecting fails at once: no need to keep hammering.
      if (outcome.error === 'ECONNREFUSED') await new Promise((resolve) => setTimeout(resolve, 20));
    }
    agent.destroy();
  });
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const signalledAt = performance.now();
  server.child.kill('SIGTERM');
  const { code } = await server.exited;
  stop = true;
  await Promise.all(clients);
  const before = outcomes.filter((o) => o.startedAt < signalledAt);
  const after = outcomes.filter((o) => o.startedAt >= signalledAt);
  const failed = (o: Outcome) => Boolean(o.error) || (o.status ?? 0) >= 500;
  const summary = {
    before: before.length,
    after: after.length,
    afterAnswered: after.filter((o) => o.status !== undefined && o.status < 500).length,
    afterErrors: after
      .filter(failed)
      .map((o) => `${o.error ?? o.status} at +${Math.round(o.startedAt - signalledAt)} ms`),
  };
  console.info('shutdown under load', summary);
  expect(code).toBe(0);
  expect(before.length).toBeGreaterThan(20);
  expect(before.filter((o) => o.kind === 'write').length).toBeGreaterThan(5);
  expect(before.every((o) => o.status === 200)).toBe(true);
  expect(before.filter(failed)).toEqual([]);
  return { after, summary };
}

describe('shutdown under load', () => {
  it('resets nothing and answers no 5xx for requests that started before SIGTERM', async () => {
    // Health says 503 for 1 s before the instance closes: long enough for every request sent before
    // the signal to be read, short for the test.
    const { summary } = await loadThroughShutdown(await startServer(1000));
    // While draining, requests that come after the signal are still answered.
    expect(summary.afterAnswered).toBeGreaterThan(0);
  }, 120_000);

  it('resets no open connection when no load balancer drains it first', async () => {
    // SHUTDOWN_DRAIN_MS=0: the listener closes at once. A request on an open keep-alive connection is
    // still answered (with Connection: close); only new connections are refused.
    const { after } = await loadThroughShutdown(await startServer(0));
    expect(after.filter((o) => o.error && o.error !== 'ECONNREFUSED').map((o) => o.error)).toEqual([]);
    expect(after.filter((o) => (o.status ?? 0) >= 500)).toEqual([]);
  }, 120_000);
});
