import type { contract } from '@contract/index';
import type { AppContext } from '../config/context';
import type { ApiHandlers } from '../http/registerApi';
import { submitEnquiry } from './enquiry';

export const franchisingRoutes = (context: AppContext): ApiHandlers<typeof contract.franchising, 'contact'> => ({
  contact: async ({ body, request }) => ({ status: 202, body: await submitEnquiry(context, body, request.ip) }),
});
