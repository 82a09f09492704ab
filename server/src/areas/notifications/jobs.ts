import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { invalidateWentLive } from '../../lib/publication.ts';
import { sendDailyDigests } from './digest.ts';
import { announcePublished } from './service.ts';

export interface NotificationJobs {
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

const INTERVAL_MS = 60_000;

/**
 * Milliseconds from `at` to the next multiple of `intervalMs` since the epoch: the runs keep to the clock's
 * minute boundaries, so an entry scheduled for 16:50:00 goes live and is announced at 16:50:00, not up to a
 * minute later at whatever phase the process started in (decision 026). A run that takes long skips
 * to the boundary after it instead of drifting.
 */
export const delayToNextRun = (at: Date, intervalMs: number) => intervalMs - (at.getTime() % intervalMs);

/**
 * Every minute, on the minute: drop the reader caches of every type with an entry that went live since the last run
 * (server/src/lib/publication.ts) and wait for their rebuilds, then announce that content (a scheduled
 * entry at its time, not when it was saved), so whoever gets the notification finds the entry in the
 * lists; then send the daily digests that are due. A run starts only after the previous one ended; a
 * failure is logged and the next run tries again.
 */
export function startNotificationJobs(options: {
  db: Db;
  config: Config;
  log: { warn: (obj: object, msg: string) => void };
  intervalMs?: number;
  now?: () => Date;
}): NotificationJobs {
  const { db, config, log, intervalMs = INTERVAL_MS, now = () => new Date() } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  // The caches are empty at the start: what went live before it is in them once they are built.
  let liveSince = now();

  async function run() {
    const at = now();
    try {
      await invalidateWentLive(db, liveSince, at);
      liveSince = at;
    } catch (err) {
      log.warn({ err }, 'dropping the caches of content that went live failed');
    }
    try {
      await announcePublished(db, at);
    } catch (err) {
      log.warn({ err }, 'announcing published content failed');
    }
    try {
      await sendDailyDigests(db, config, at);
    } catch (err) {
      log.warn({ err }, 'sending the daily notification digests failed');
    }
  }

  function schedule(delay: number) {
    if (stopped) return;
    timer = setTimeout(tick, delay);
    // The jobs alone never keep the process alive.
    timer.unref();
  }

  function tick() {
    timer = undefined;
    running = run().finally(() => {
      running = undefined;
      schedule(delayToNextRun(now(), intervalMs));
    });
  }

  schedule(delayToNextRun(now(), intervalMs));

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
