import type { Db } from '../db/client';
import type { ServerConfig } from './env';

/** What every capability's routes receive: the database and the validated configuration. */
export interface AppContext {
  db: Db;
  config: ServerConfig;
}
