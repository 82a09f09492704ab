import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { databaseFileStore } from './database-store.ts';
import { filesDirOf, folderFileStore } from './store.ts';

/**
 * The portal's store: in the database on PostgreSQL, so several instances need no shared disk;
 * in DATA_DIR/files on the embedded PGlite, whose files stay beside its data.
 */
export const fileStoreOf = (config: Pick<Config, 'dataDir'>, database: Pick<Database, 'kind' | 'db'>) =>
  database.kind === 'postgres' ? databaseFileStore(database.db) : folderFileStore(filesDirOf(config));
