import { adminJobs } from '@contract/jobValues';

/**
 * The admin jobs: the nightly and daily runs a storage company lives on. Each is recorded in
 * `job_run` (IN_PROGRESS, FINISHED or FAILED, with what it did), scheduled by the server at the time
 * given in JOB_TIMES, and can be run once by hand with `npm run jobs -- <JOB> [--now <date-time>]`.
 */
export const ADMIN_JOBS = adminJobs;

export type AdminJob = (typeof ADMIN_JOBS)[number];

export const isAdminJob = (name: string): name is AdminJob => (ADMIN_JOBS as readonly string[]).includes(name);
