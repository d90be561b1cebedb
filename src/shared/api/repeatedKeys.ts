/**
 * Array query parameters go as repeated keys (`status=ACTIVE&status=TERMINATING`), which every server
 * reads as a list, instead of the client library's indexed form (`status[0]=ACTIVE`), which ours does
 * not. Only a plain name with a numeric index is rewritten; everything else is left as it is.
 */
export function withRepeatedArrayKeys(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  const rewritten = new URLSearchParams();
  let changed = false;
  for (const [key, value] of params) {
    const indexed = /^([^[\]]+)\[\d+\]$/.exec(key);
    if (indexed) changed = true;
    rewritten.append(indexed ? indexed[1] : key, value);
  }
  return changed ? `${url.slice(0, queryStart)}?${rewritten.toString()}` : url;
}
