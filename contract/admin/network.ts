import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { OperatingCountry } from '../countries';
import { withConsoleErrors } from './errors';
import { Id } from '../primitives';
import { staffAuth } from '../routeMeta';
import { consoleRoles } from './values';

const c = initContract();

/** A warehouse as the console lists it: where it is and how full. */
export const NetworkWarehouse = z.object({
  id: Id,
  name: z.string(),
  country: OperatingCountry,
  city: z.string(),
  street: z.string(),
  streetNumber: z.string(),
  activeBoxes: z.number().int().nonnegative(),
  freeBoxes: z.number().int().nonnegative(),
  deactivated: z.boolean(),
});
export const Network = z.object({ warehouses: z.array(NetworkWarehouse) });

export const adminNetworkContract = c.router(
  {
    warehouses: {
      method: 'GET',
      path: '/api/admin/network',
      responses: withConsoleErrors({ 200: Network }, 401, 403),
      metadata: staffAuth(...consoleRoles.everyone),
      summary: 'The warehouses the staff member may see (an OWNER: their own), by country and name',
    },
  },
  { strictStatusCodes: true },
);
