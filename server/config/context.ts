import type { ServerConfig } from './env';
import type { Db } from '../db/client';

/** What every capability's routes receive: the database and the validated configuration. */
export interface AppContext {
  db: Db;
  config: ServerConfig;
}
