/** Names of the fields whose value differs between a stored row and the values saved (audit details). */
export function changedFields<K extends string>(before: Partial<Record<K, unknown>>, after: Partial<Record<K, unknown>>, keys: ReadonlyArray<K>): Array<K> {
  const comparable = (value: unknown) => (value instanceof Date ? value.getTime() : JSON.stringify(value ?? null));
  return keys.filter((key) => key in after && comparable(before[key]) !== comparable(after[key]));
}
