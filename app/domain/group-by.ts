/**
 * Items in groups by a key, each group in the order its items came, the groups in the order their
 * first item came (Map.groupBy, which Node 20 does not have yet). One list a group, appended to:
 * copying a group's list for each item made grouping n items cost n² (issue 37).
 */
export function groupBy<T, K>(items: Iterable<T>, keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
