import type { ServerConfig } from './config/env';
import type { Db } from './db/client';

/** What every capability's routes receive: the database and the validated configuration. */
export interface AppContext {
  db: Db;
  config: ServerConfig;
}
