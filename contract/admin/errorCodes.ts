/**
 * Importing this file makes the console's own codes (consoleErrorCodes.ts) known codes to isErrorCode,
 * the API's answers and the machines' failures: the console's contract, its machines and the
 * operator command line import it, so nothing of the console reads its refusals as "unexpected".
 */
import { knowErrorCodes } from '../errorCodes';
import { consoleErrorCodes } from './consoleErrorCodes';

knowErrorCodes(consoleErrorCodes);

export { consoleErrorCodes } from './consoleErrorCodes';
