import { z } from 'zod';
import { envelopeSchemas, ErrorCode } from '../errors';
import { consoleErrorCodes } from './errorCodes';

/** An error code of a console call: one every page knows, or one of the console's own. */
export const ConsoleErrorCode = z.union([ErrorCode, z.enum(consoleErrorCodes)]);

/** The error envelope of the console's calls, over both lists of codes. */
export const { ApiError: ConsoleApiError, withErrors: withConsoleErrors } = envelopeSchemas(ConsoleErrorCode);
