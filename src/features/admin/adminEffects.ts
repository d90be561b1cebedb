import type { MyListEffects } from '@machines/myList/provider';
import type { StaffSessionEffects } from '@machines/staffSession/provider';
import type { StaffSetupEffects } from '@machines/staffSetup/provider';
import { bodyOf } from '@shared/api/apiFailure';
import { adminApi, onStaffSessionEnd, staffToken, type AdminApi } from './adminApi';

/** The session machine's effects over the console's client: the token is kept in this tab only. */
export function staffSessionEffects(api: AdminApi = adminApi): StaffSessionEffects {
  return {
    restore: async () => {
      if (!staffToken.get()) return null;
      const answer = await api.auth.me();
      if (answer.status === 200) return answer.body;
      staffToken.clear();
      return null;
    },
    submitPassword: async (body) => bodyOf(await api.auth.signIn({ body }), 200),
    submitCode: async (body) => {
      const { token, staff } = bodyOf(await api.auth.secondFactor({ body }), 200);
      staffToken.set(token);
      return staff;
    },
    signOut: async () => {
      try {
        await api.auth.signOut();
      } finally {
        staffToken.clear();
      }
    },
    watchSessionEnd: onStaffSessionEnd,
    now: () => Date.now(),
  };
}

export function staffSetupEffects(api: AdminApi = adminApi): StaffSetupEffects {
  return {
    open: async (token) => bodyOf(await api.auth.setupStart({ body: { token } }), 200),
    complete: async (body) => bodyOf(await api.auth.setupComplete({ body }), 200),
  };
}

/** The network list: the warehouses the staff member may see (the list machine's one call). */
export const networkEffects = (api: AdminApi = adminApi): MyListEffects =>
  ({ load: async () => bodyOf(await api.network.warehouses(), 200).warehouses }) satisfies MyListEffects;
