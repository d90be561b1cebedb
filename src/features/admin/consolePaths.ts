import { paths } from '@shared/routing/paths';

/** The console's pages, under `/admin` (the one path the rest of the app knows, in paths.ts). */
export const consolePaths = {
  home: paths.admin,
  setup: `${paths.admin}/setup`,
  network: `${paths.admin}/network`,
  staff: `${paths.admin}/staff`,
  audit: `${paths.admin}/audit`,
} as const;
