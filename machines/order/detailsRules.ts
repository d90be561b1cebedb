import type { InvoicingDetails } from '../../contract/invoicing';

type DetailsRules = typeof InvoicingDetails;

let rules: DetailsRules | null = null;
let loading: Promise<DetailsRules> | null = null;

/**
 * The contract's rules for invoicing details (its InvoicingDetails schema), loaded on demand: they
 * bring zod, which the order pages' first load does without while no details are typed. The details
 * form loads them with its first focus or keystroke, the order runtime before it reads back stored
 * details or the profile's. A failed import is tried again on the next call.
 */
export function loadDetailsRules(): Promise<DetailsRules> {
  loading ??= import('../../contract/invoicing').then(
    (module) => (rules = module.InvoicingDetails),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The rules once loaded, else null: details cannot be judged yet. */
export const loadedDetailsRules = (): DetailsRules | null => rules;
