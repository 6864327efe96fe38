/** The Altered card database of a mode: its card sets and ready-made decks, checked at load. */
import { dirname, resolve } from 'node:path';
import { LoadError, type LoadIssue } from '../../engine/errors.js';
import { readJsonFile } from '../../engine/json-file.js';
import { formatPath, type PathSegment } from '../../engine/json-path.js';
import { assertSchema } from '../../engine/schema/validate.js';
import { alteredCardSetSchema, alteredDeckSchema, type AlteredCard, type AlteredCardSet, type AlteredDeck } from './schema.js';

/**
 * Abilities need a card where they work: exhaust abilities a card in play (a character or
 * permanent), passives, reactions and modifiers a card in play or a hero, support abilities a
 * card that can be in Reserve (not a hero). A permanent is no character and has no region of its own;
 * a landmark is in no expedition.
 */
function abilityFaults(c: AlteredCard, i: number): LoadIssue[] {
  const inPlay = c.type !== 'spell' && c.type !== 'hero';
  const misplaced = [
    ...(c.type === 'spell' && c.passives ? [{ path: formatPath(['cards', i, 'passives']), message: 'a spell has no passive abilities: only characters, permanents and heroes do' }] : []),
    ...(!inPlay && c.exhaust ? [{ path: formatPath(['cards', i, 'exhaust']), message: `a ${c.type} is never in play to exhaust: only characters and permanents are` }] : []),
    ...(c.type === 'spell' && c.reactions ? [{ path: formatPath(['cards', i, 'reactions']), message: 'a spell is never in play: only characters, permanents and heroes have reactions' }] : []),
    ...(c.type === 'spell' && c.modifiers ? [{ path: formatPath(['cards', i, 'modifiers']), message: 'a spell is never in play: only characters, permanents and heroes have modifiers' }] : []),
    ...(c.modifiers ?? []).flatMap((m, k) =>
      c.type !== 'character' && m.step === 'rest' && m.to === 'self'
        ? [{ path: formatPath(['cards', i, 'modifiers', k]), message: `a ${c.type} does not rest: only a character's Rest modifier can reach "self"` }]
        : [],
    ),
    ...(c.token && c.type !== 'character' ? [{ path: formatPath(['cards', i, 'token']), message: `a ${c.type} cannot be a token: only characters are` }] : []),
    ...(c.type === 'hero' && c.support ? [{ path: formatPath(['cards', i, 'support']), message: 'a hero is never in Reserve to support' }] : []),
  ];
  const selfish = (c.type === 'character' ? [] : (c.passives ?? [])).flatMap((p, k) => {
    if (p.kind !== 'grant') return [];
    const path = formatPath(['cards', i, 'passives', k]);
    if (p.to === 'self' || p.ifInTerrain !== undefined) return [{ path, message: `a ${c.type} is no character: it cannot grant to "self" nor depend on its terrain` }];
    return c.type !== 'expeditionPermanent' && p.to === 'expedition' ? [{ path, message: `a ${c.type} is in no expedition: it cannot grant to "expedition"` }] : [];
  });
  return [...misplaced, ...selfish];
}

type Effects = NonNullable<AlteredCard['effects']>;

/** Every effect list of a card, with its path and the target its ability chooses. */
function effectLists(c: AlteredCard): { path: PathSegment[]; target: string | undefined; effects: Effects }[] {
  return [
    ...(c.effects ? [{ path: ['effects'], target: c.target, effects: c.effects }] : []),
    ...(['exhaust', 'support'] as const).flatMap((k) => (c[k] ? [{ path: [k, 'effects'], target: c[k].target, effects: c[k].effects }] : [])),
    ...(c.reactions ?? []).map((r, k) => ({ path: ['reactions', k, 'effects'], target: r.target, effects: r.effects })),
    ...(c.modifiers ?? []).flatMap((m, k) => (m.also ? [{ path: ['modifiers', k, 'also'], target: undefined, effects: m.also }] : [])),
  ];
}

/**
 * Effects that need the whole card database or their ability's target: a token created must
 * be a token card; you sacrifice only your own characters (a friendly target, or "me").
 */
function effectFaults(c: AlteredCard, i: number, cards: ReadonlyMap<string, AlteredCard>): LoadIssue[] {
  return effectLists(c).flatMap(({ path, target, effects }) =>
    effects.flatMap((e, k): LoadIssue[] => {
      const at = formatPath(['cards', i, ...path, k]);
      if (e.op === 'createToken' && !cards.get(e.card)?.token) return [{ path: at, message: `${e.card} is not a token card of the card sets` }];
      if (e.op === 'sacrifice' && !e.me && target !== 'friendlyCharacter') return [{ path: at, message: 'you sacrifice only your own characters: give the ability a "friendlyCharacter" target, or sacrifice "me"' }];
      return [];
    }),
  );
}

export function loadAlteredCards(rulesFile: string, cardFiles: readonly string[], deckFiles: readonly string[]) {
  const base = dirname(rulesFile);
  const cards = new Map<string, AlteredCard>();
  const sets: { file: string; cards: readonly AlteredCard[] }[] = [];
  for (const f of cardFiles) {
    const file = resolve(base, f);
    const json = readJsonFile(file);
    assertSchema<AlteredCardSet>(alteredCardSetSchema, json, file);
    const issues: LoadIssue[] = [];
    json.cards.forEach((c, i) => {
      if (cards.has(c.id)) issues.push({ path: formatPath(['cards', i, 'id']), message: `duplicate card id ${JSON.stringify(c.id)}` });
      cards.set(c.id, c);
      issues.push(...abilityFaults(c, i));
    });
    if (issues.length) throw new LoadError(file, issues);
    sets.push({ file, cards: json.cards });
  }
  // A set may create tokens another set defines: checked once every set is read.
  for (const set of sets) {
    const issues = set.cards.flatMap((c, i) => effectFaults(c, i, cards));
    if (issues.length) throw new LoadError(set.file, issues);
  }
  const decks = new Map<string, AlteredDeck>();
  for (const f of deckFiles) {
    const file = resolve(base, f);
    const json = readJsonFile(file);
    assertSchema<AlteredDeck>(alteredDeckSchema, json, file);
    const issues: LoadIssue[] = [];
    if (cards.get(json.hero)?.type !== 'hero') issues.push({ path: '$.hero', message: `${json.hero} is not a hero of the card sets` });
    json.cards.forEach((e, i) => {
      const c = cards.get(e.card);
      if (!c || c.type === 'hero' || c.token) issues.push({ path: formatPath(['cards', i, 'card']), message: `${e.card} is not a character, spell or permanent of the card sets (heroes and tokens start outside the deck)` });
    });
    if (issues.length) throw new LoadError(file, issues);
    decks.set(file.replace(/^.*[\\/]/, '').replace(/\.json$/, ''), json);
  }
  return { cards, decks };
}
