// Which legal actions are one choice of several cards (a mulligan, mana, what to keep), and
// which of them a set of ticked cards makes. Shared by the inspector page (served as is, as an
// ES module) and the table page (bundled with it by esbuild; its types: card-choice.d.ts).

/** The one field of card ids an action type's legal instances differ by, if that is all they differ by. */
export function cardChoiceField(actions) {
  if (actions.length < 3) return null;
  for (const field of ['setAside', 'cards', 'keep']) {
    if (!actions.every((a) => Array.isArray(a[field]))) continue;
    const rest = actions.map((a) => JSON.stringify({ ...a, [field]: undefined }));
    if (rest.every((r) => r === rest[0])) return field;
  }
  return null;
}

/** The action whose `field` holds exactly the `chosen` cards, in any order; undefined if none. */
export function actionForCards(actions, field, chosen) {
  const picked = [...chosen];
  return actions.find((a) => a[field].length === picked.length && a[field].every((id) => picked.includes(id)));
}
