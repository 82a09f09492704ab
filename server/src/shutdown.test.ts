import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
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
// How long health says 503 before the instance closes; long enough for every request sent before the
// signal to be read, short for the test.
const DRAIN_MS = 1000;
const server = await startServerProcess({ DATA_DIR: dataDir, SHUTDOWN_DRAIN_MS: String(DRAIN_MS) });
afterAll(() => {
  if (server.child.exitCode === null) server.child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Outcome {
  kind: 'read' | 'write';
  startedAt: number;
  status?: number;
  error?: string;
}

function send(agent: http.Agent, kind: 'read' | 'write'): Promise<Outcome> {
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

describe('shutdown under load', () => {
  it('resets nothing and answers no 5xx for requests that started before SIGTERM', async () => {
    const outcomes: Outcome[] = [];
    let signalledAt = Number.POSITIVE_INFINITY;
    let stop = false;
    // 12 keep-alive clients, every third one writing, each sending again as soon as it has an answer.
    const clients = Array.from({ length: 12 }, async (_, i) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const kind = i % 3 === 0 ? 'write' : 'read';
      while (!stop) {
        const outcome = await send(agent, kind);
        outcomes.push(outcome);
        // After the instance has closed, connecting fails at once: no need to keep hammering.
        if (outcome.error === 'ECONNREFUSED') await new Promise((resolve) => setTimeout(resolve, 20));
      }
      agent.destroy();
    });
    await new Promise((resolve) => setTimeout(resolve, 3000));
    signalledAt = performance.now();
    server.child.kill('SIGTERM');
    const { code } = await server.exited;
    stop = true;
    await Promise.all(clients);

    const before = outcomes.filter((o) => o.startedAt < signalledAt);
    const failedBefore = before.filter((o) => o.error || (o.status ?? 0) >= 500);
    const after = outcomes.filter((o) => o.startedAt >= signalledAt);
    const summary = {
      before: before.length,
      after: after.length,
      afterAnswered: after.filter((o) => o.status !== undefined && o.status < 500).length,
      afterErrors: after
        .filter((o) => o.error || (o.status ?? 0) >= 500)
        .map((o) => `${o.error ?? o.status} at +${Math.round(o.startedAt - signalledAt)} ms`),
    };
    console.info('shutdown under load', summary);
    expect(code).toBe(0);
    expect(before.length).toBeGreaterThan(20);
    expect(before.filter((o) => o.kind === 'write').length).toBeGreaterThan(5);
    expect(before.every((o) => o.status === 200)).toBe(true);
    expect(failedBefore).toEqual([]);
    // While draining, requests that come after the signal are still answered.
    expect(summary.afterAnswered).toBeGreaterThan(0);
  }, 120_000);
});
