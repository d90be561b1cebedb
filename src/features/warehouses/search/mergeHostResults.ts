import type { Warehouse } from '@contract/warehouse';

import type { FoundWarehouse } from '@machines/warehouseSearch/types';

export type { FoundWarehouse };

/** What one host answered: its warehouses, or a failure (a secondary host's failure is ignored). */
export type HostAnswer = { source: string | null; warehouses: Warehouse[] } | { source: string | null; failed: true };

/**
 * The API's order: active before deactivated, free boxes first, then by distance.
 * Ties keep the host's own order (the sort is stable), so its tie-breaking by name is not redone.
 */
export function compareLikeApi(a: Warehouse, b: Warehouse): number {
  const deactivated = Number(a.deactivation.deactivated) - Number(b.deactivation.deactivated);
  if (deactivated) return deactivated;
  const free = Number(b.freeBoxCount > 0) - Number(a.freeBoxCount > 0);
  if (free) return free;
  if (a.distance === null || b.distance === null) return a.distance === null ? (b.distance === null ? 0 : 1) : -1;
  return a.distance - b.distance;
}

/**
 * Multi-region search: the main host's warehouses first, then each secondary host's
 * in the order of the proxy list; each group sorted like the API; failed hosts left out. A warehouse
 * a host lists twice is kept once.
 */
export function mergeHostResults(answers: readonly HostAnswer[]): FoundWarehouse[] {
  const merged: FoundWarehouse[] = [];
  const seen = new Set<string>();
  const ordered = [...answers.filter((a) => a.source === null), ...answers.filter((a) => a.source !== null)];
  for (const answer of ordered) {
    if ('failed' in answer) continue;
    for (const warehouse of [...answer.warehouses].sort(compareLikeApi)) {
      const key = `${answer.source ?? ''}#${warehouse.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      merged.push({ ...warehouse, source: answer.source });
    }
  }
  return merged;
}

/** The secondary hosts of the proxy list: all but the first entry, without repeats of the first. */
export function secondaryHosts(proxyList: readonly string[]): string[] {
  const normalise = (host: string) => host.trim().replace(/\/+$/, '');
  const [main, ...rest] = proxyList.map(normalise);
  return [...new Set(rest.filter((host) => host && host !== main))];
}
