/**
 * Whether an expression of card data reads a field of the event it is asked about: a question
 * about the JSON alone, so that both the card checks and the reads may ask it.
 */

/** Whether an expression names `{ "event": name }` anywhere. */
export function readsEvent(node: unknown, name: string): boolean {
  if (Array.isArray(node)) return node.some((item) => readsEvent(item, name));
  if (node === null || typeof node !== 'object') return false;
  if ((node as { event?: unknown }).event === name) return true;
  return Object.values(node).some((value) => readsEvent(value, name));
}
