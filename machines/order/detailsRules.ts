import type { InvoicingDetails } from '@contract/invoicing';

type DetailsRules = typeof InvoicingDetails;

let rules: DetailsRules | null = null;
let loading: Promise<DetailsRules> | null = null;

/**
 * The contract's rules for invoicing details (its InvoicingDetails schema), loaded on demand: they
 * bring zod and the phone library, which the order pages' first load does without. The details form
 * loads them with its first focus or keystroke, the summary with the first touch of its consents
 * (and before placing), the refill from the profile along with the profile. Until they are loaded,
 * the details verified before stand (see detailsVerified). A failed import is tried again on the
 * next call.
 */
export function loadDetailsRules(): Promise<DetailsRules> {
  loading ??= import('@contract/invoicing').then(
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
