/**
 * Country and branch wording (CZE, HUN, ROU and branch BUX).
 *
 * Convention: the general message sits under `key`; a variant under `key.<CODE>` where CODE is an
 * operating country (`CZE`, `HUN`, `ROU`) or a branch code (`BUX`). The most specific variant
 * present wins: branch, then country, then the general key. Every locale carries the same keys,
 * so a variant exists in all languages or in none.
 */
export function variantMessageId(
  messages: Readonly<Record<string, unknown>>,
  key: string,
  codes: readonly (string | null | undefined)[],
): string {
  for (const code of codes) {
    if (!code) continue;
    const id = `${key}.${code}`;
    if (id in messages) return id;
  }
  return key;
}
