import type { ApiError, ErrorCode } from '@contract/errors';

/** An expected failure with a catalogue code; the error handler answers it as `{status, code, detail}`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly detail: string,
    readonly fields?: ApiError['fields'],
  ) {
    super(detail);
  }

  toBody(): ApiError {
    return {
      status: this.status,
      code: this.code,
      detail: this.detail,
      ...(this.fields ? { fields: this.fields } : {}),
    };
  }
}

export const notFound = (what: string) => new HttpError(404, 'not-found', `${what} was not found.`);
export class RateLimitedError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'rate-limited', `Too many requests; try again in ${retryAfterSeconds} s.`);
  }
}
export const rateLimited = (retryAfterSeconds: number) => new RateLimitedError(retryAfterSeconds);
