/** What the browser tells us about where the error happened. */
export interface ReportEnvironment {
  userAgent: string;
  storage: Storage | null;
  location: string;
  screen: { width: number; height: number };
  sessionId: string;
  username: string | null;
  /** Keys whose values are replaced by `[redacted]` (tokens). */
  secretKeys: readonly string[];
}

/** A readable one-line description of anything thrown or rejected. */
export function describeError(error: unknown): { message: string; stack: string | null } {
  if (error instanceof Error) return { message: `${error.name}: ${error.message}`, stack: error.stack ?? null };
  if (typeof error === 'string') return { message: error, stack: null };
  try {
    return { message: JSON.stringify(error) ?? String(error), stack: null };
  } catch {
    return { message: String(error), stack: null };
  }
}
