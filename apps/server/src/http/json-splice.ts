/**
 * `JSON.stringify(value)` with the value at `path` replaced by `rawJson`, already serialised. Objects on the
 * path are written key by key in their own order (as JSON.stringify does), everything else by JSON.stringify,
 * so the result is byte for byte what stringifying the whole value would give. Lets a large part that does
 * not change between requests (a deck's stored slides) be serialised once, not per request.
 */
export function stringifyWithRawAt(value: object, path: readonly string[], rawJson: string): string {
  const [key, ...rest] = path;
  const members: string[] = [];
  for (const [name, member] of Object.entries(value)) {
    const json =
      name !== key
        ? JSON.stringify(member)
        : rest.length === 0
          ? rawJson
          : stringifyWithRawAt(member as object, rest, rawJson);
    // JSON.stringify leaves out members whose value has no JSON form (undefined, functions).
    if (json !== undefined) members.push(`${JSON.stringify(name)}:${json}`);
  }
  return `{${members.join(',')}}`;
}
