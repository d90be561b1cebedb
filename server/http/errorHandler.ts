import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RequestValidationError } from '@ts-rest/fastify';
import type { ZodError } from 'zod';
import type { ApiError } from '@contract/errors';
import { problemOf } from '@contract/validation/fieldErrors';
import { IdentityError } from '../identity/errors';
import { HttpError, RateLimitedError } from './httpError';
import { identityErrorBody } from './identityErrors';
import { redactUrl } from './redactUrl';
import { SESSION_ID_HEADER } from './sessionId';

export function validationErrorBody(err: RequestValidationError, request: FastifyRequest): ApiError {
  const parts: [string, ZodError | null, unknown][] = [
    ['path', err.pathParams, request.params],
    ['query', err.query, request.query],
    ['body', err.body, request.body],
    ['header', err.headers, request.headers],
  ];
  const fields = parts.flatMap(([where, zerr, raw]) =>
    (zerr?.issues ?? []).map((issue) => ({
      path: [where, ...issue.path].join('.'),
      ...problemOf(issue, raw),
      message: issue.message,
    })),
  );
  const first = fields[0];
  const detail = fields.map((f) => `${f.path}: ${f.message}`).join('; ') || 'The request is not valid.';
  return {
    status: 400,
    code: first?.code ?? 'revalid/rule/basic/regex',
    detail,
    fields: fields.map(({ path, code, limit }) => (limit === undefined ? { path, code } : { path, code, limit })),
  };
}

/** Fastify's own client errors (bad JSON, too large, wrong media type) mapped to catalogue codes. */
function fastifyClientError(err: FastifyError): ApiError | null {
  const status = err.statusCode ?? 500;
  if (status < 400 || status >= 500) return null;
  if (status === 413) return { status, code: 'payload-too-large', detail: 'The request body is too large.' };
  if (status === 415) return { status, code: 'unsupported-media-type', detail: 'Send the body as application/json.' };
  if (status === 404) return { status, code: 'not-found', detail: 'Not found.' };
  if (status === 403) return { status, code: 'forbidden', detail: 'Access to this resource is not allowed.' };
  if (status === 429) return { status, code: 'rate-limited', detail: 'Too many requests.' };
  if (err.code === 'FST_ERR_BAD_URL')
    return {
      status: 400,
      code: 'bad-request',
      detail: 'The address is not valid: a percent-encoding in its path is broken.',
    };
  // The real status stays (414: a path parameter longer than the router takes).
  if (status === 414) return { status, code: 'bad-request', detail: 'A part of the address is too long.' };
  const detail =
    err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ? 'The JSON body is empty.' : 'The request body is not valid JSON.';
  return {
    status: 400,
    code: 'bad-request',
    detail: err.code?.startsWith('FST_ERR_CTP') ? detail : 'The request is not valid.',
  };
}

export function handleError(err: unknown, request: FastifyRequest, reply: FastifyReply): void {
  let body: ApiError;
  if (err instanceof HttpError) body = err.toBody();
  else if (err instanceof IdentityError) body = identityErrorBody(err);
  else if (err instanceof RequestValidationError) body = validationErrorBody(err, request);
  else {
    const client = fastifyClientError(err as FastifyError);
    if (client) body = client;
    else {
      // Unexpected: log everything we know, tell the caller nothing internal.
      request.log.error(
        { err, sessionId: request.headers[SESSION_ID_HEADER] ?? null, url: redactUrl(request.url) },
        'unexpected error',
      );
      body = { status: 500, code: 'unexpected', detail: 'An unexpected error occurred.' };
    }
  }
  if (err instanceof RateLimitedError) void reply.header('retry-after', String(err.retryAfterSeconds));
  void reply.status(body.status).type('application/json; charset=utf-8').send(body);
}

/**
 * A request Node's HTTP parser refused before Fastify saw it (headers too large, not HTTP, too slow):
 * answered in the same envelope, then the connection closes, as the parser cannot go on.
 */
export function answerClientError(err: NodeJS.ErrnoException, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const body: ApiError =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? { status: 431, code: 'bad-request', detail: 'The request headers are too large.' }
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? { status: 408, code: 'bad-request', detail: 'The request did not arrive in time.' }
        : { status: 400, code: 'bad-request', detail: 'The request is not valid HTTP.' };
  const text = JSON.stringify(body);
  if (socket.writable) {
    socket.end(
      `HTTP/1.1 ${body.status} ${STATUS_CODES[body.status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  // The rest of what the client sends is not read: give the answer a moment to leave, then drop it.
  setTimeout(() => socket.destroy(), 2_000).unref();
}

/**
 * Fastify options that send the framework's own failures (a bad percent-encoding, a path parameter
 * too long) and the HTTP parser's through the same envelope instead of their default bodies.
 */
export const errorEnvelopeOptions = { frameworkErrors: handleError, clientErrorHandler: answerClientError };

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
}
