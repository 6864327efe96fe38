/** The types of card-choice.js (plain JavaScript, served as is to the inspector page). */
type ActionFields = { readonly type: string; readonly [field: string]: unknown };

/** The one field of card ids an action type's legal instances differ by, if that is all they differ by. */
export function cardChoiceField(actions: readonly ActionFields[]): string | null;

/** The action whose `field` holds exactly the `chosen` cards, in any order; undefined if none. */
export function actionForCards<A extends ActionFields>(actions: readonly A[], field: string, chosen: Iterable<string>): A | undefined;
