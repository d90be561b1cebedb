import { z } from 'zod';
import { errorCodes, knowErrorCodes } from '../errorCodes';
import { envelopeSchemas } from '../errors';
import { consoleErrorCodes } from './errorCodes';

// Wherever the console's contract is loaded (its chunk, the server), its codes are known codes.
knowErrorCodes(consoleErrorCodes);

/** The error envelope of the console's calls: every page's codes and the console's own. */
export const { withErrors: withConsoleErrors } = envelopeSchemas(z.enum([...errorCodes, ...consoleErrorCodes]));
