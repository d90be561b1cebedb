import { initClient } from '@ts-rest/core';
import { customerContract } from '@contract/index';
import { clientArgs } from './clientArgs';

/** The typed client of every call in the contract, for the screens. */
export const api = initClient(customerContract, clientArgs);
