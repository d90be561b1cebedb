import { useVariantT } from '@shared/i18n/useT';

/**
 * The barrier-free entrance note of a warehouse. Branch BUX has its own wording (open only on
 * working days 8–16) through the variant key `warehouse.barrierFree.BUX`.
 */
export function BarrierFreeNote({ branchCode }: { branchCode: string }) {
  const variantT = useVariantT();
  return <p className="barrier-free">{variantT('warehouse.barrierFree', undefined, branchCode)}</p>;
}
