import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';

export interface NotificationJobs {
  stop(): Promise<void>;
}

export function startNotificationJobs(_options: {
  db: Db;
  config: Config;
  log: { warn: (obj: object, msg: string) => void };
}): NotificationJobs {
  return { stop: async () => {} };
}
