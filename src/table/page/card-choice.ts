/**
 * Which legal actions are one choice of several cards (a mulligan, mana, what to keep), and which
 * of them a set of ticked cards makes. Shared by the table page and the inspector page.
 */
type ActionFields = { readonly type: string; readonly [field: string]: unknown };

/** The fields an action's cards may be chosen in. */
export type CardChoiceField = 'setAside' | 'cards' | 'keep';

const FIELDS: readonly CardChoiceField[] = ['setAside', 'cards', 'keep'];

/** The cards `action` holds in `field`. */
export function cardsIn(action: ActionFields, field: CardChoiceField): readonly string[] {
  return action[field] as readonly string[];
}

/** The one field of card ids an action type's legal instances differ by, if that is all they differ by. */
export function cardChoiceField(actions: readonly ActionFields[]): CardChoiceField | null {
  if (actions.length < 3) return null;
  for (const field of FIELDS) {
    if (!actions.every((a) => Array.isArray(a[field]))) continue;
    const rest = actions.map((a) => JSON.stringify({ ...a, [field]: undefined }));
    if (rest.every((r) => r === rest[0])) return field;
  }
  return null;
}

/** The action whose `field` holds exactly the `chosen` cards, in any order; undefined if none. */
export function actionForCards<A extends ActionFields>(actions: readonly A[], field: CardChoiceField, chosen: Iterable<string>): A | undefined {
  const picked = [...chosen];
  return actions.find((a) => cardsIn(a, field).length === picked.length && cardsIn(a, field).every((id) => picked.includes(id)));
}
