/**
 * Cards in a trash as printed (CR 355.9.a, 355.10.a): "a unit from your trash", "a unit or
 * gear from your trash", "a card with [Hidden] from your trash", "a spell costing no more than
 * ... from your trash". A trash is public, so a card chosen there is a target, chosen like a
 * unit as the card is played.
 */
import { alt, map, NO, printInto, pure, slot, syntax } from '../../../engine/syntax/syntax.js';
import { KEYWORDS, type Keyword } from '../schema/card-schema.js';
import { article, bracketKeyword, energy, powerSymbol, t, words, type Rule } from './primitives.js';
import type { Choice, Spec } from './targets.js';


/** The noun of a card in a zone and the types it allows (none: any card). */
const ZONE_NOUNS: readonly { readonly types: Spec['types']; readonly rule: Rule<undefined> }[] = [
  { types: ['unit', 'gear'], rule: words('unit or gear') },
  { types: ['unit'], rule: words('unit') },
  { types: ['spell'], rule: words('spell') },
  { types: ['gear'], rule: words('gear') },
  { types: undefined, rule: words('card') },
];

/** Power symbols of any domain in a row, counted: `:rb_rune_rainbow::rb_rune_rainbow:` is 2. */
export const anyPower: Rule<number> = syntax(
  function* (input, at) {
    let next = at;
    let n = 0;
    for (let found = true; found; ) {
      found = false;
      for (const [d, after] of powerSymbol.parse(input, next)) {
        if (d !== 'any') continue;
        n++;
        next = after;
        found = true;
      }
    }
    if (n > 0) yield [n, next] as const;
  },
  (n, out) => n > 0 && Array.from({ length: n }, () => 'any' as const).every((d) => powerSymbol.print(d, out)),
);

/**
 * "no more than :rb_energy_3: and no more than :rb_rune_rainbow:" after `lead`: the most Energy
 * and Power symbols its cost has.
 */
function energyAndPowerAtMost(lead: Rule<undefined>): Rule<Pick<Spec, 'maxEnergy' | 'maxPower'>> {
  return map(t`${lead} no more than ${slot('energy', energy)} and no more than ${slot('power', anyPower)}`, {
    to: ({ energy: e, power }) => ({ maxEnergy: e, maxPower: power }),
    from: (s) => (s.maxEnergy !== undefined && s.maxPower !== undefined ? { energy: s.maxEnergy, power: s.maxPower } : NO),
  });
}

/** "costing no more than :rb_energy_3: and no more than :rb_rune_rainbow:", "with Energy cost no more than :rb_energy_3:". */
const costAtMost: Rule<Pick<Spec, 'maxEnergy' | 'maxPower'>> = alt(
  energyAndPowerAtMost(words('costing')),
  map(t`with Energy cost no more than ${slot('energy', energy)}`, {
    to: ({ energy: e }): Pick<Spec, 'maxEnergy' | 'maxPower'> => ({ maxEnergy: e }),
    from: (s) => (s.maxEnergy !== undefined && s.maxPower === undefined ? { energy: s.maxEnergy } : NO),
  }),
);

/** A card's keyword in a zone: "with [Hidden]". */
const zoneKeyword: Rule<Pick<Spec, 'keyword'>> = map(t`with ${slot('k', bracketKeyword)}`, {
  to: ({ k }) => (k.value === undefined && (KEYWORDS as readonly string[]).includes(k.name) ? { keyword: k.name as Keyword } : NO),
  from: (s) => (s.keyword === undefined ? NO : { k: { name: s.keyword, value: undefined } }),
});

/** "a unit from your trash", "a unit or gear from your trash", "a card with [Hidden] from your trash", "a unit costing no more than ... from your trash", its cost said by `costAtMost`. */
function trashCardSaid(costAtMost: Rule<Pick<Spec, 'maxEnergy' | 'maxPower'>>, costLast = false): Rule<Choice> {
  return syntax(
    function* (input, at) {
      for (const [, afterArticle] of article.parse(input, at)) {
        for (const noun of ZONE_NOUNS) {
          for (const [, afterNoun] of noun.rule.parse(input, afterArticle)) {
            for (const [keyword, afterKeyword] of optionalPart(zoneKeyword).parse(input, afterNoun)) {
              for (const [cost, afterCost] of optionalPart(costAtMost).parse(input, afterKeyword)) {
                for (const [, next] of words('from your trash').parse(input, afterCost)) {
                  const spec: Spec = cleanZoneSpec({ select: 'card', zone: 'trash', relation: 'controlled', ...(noun.types ? { types: noun.types } : {}), ...keyword, ...cost });
                  if (!costLast) yield [{ choose: spec }, next] as const;
                  // "a spell from your trash with Energy cost no more than :rb_energy_3:": the cost said last.
                  if (cost.maxEnergy !== undefined) continue;
                  for (const [late, end] of costAtMost.parse(input, next)) yield [{ choose: cleanZoneSpec({ ...spec, ...late }) }, end] as const;
                }
              }
            }
          }
        }
      }
    },
    (value, out) => {
      if (typeof value !== 'object' || !('choose' in value)) return false;
      const spec = value.choose;
      if (spec.select !== 'card' || spec.zone !== 'trash' || spec.relation !== 'controlled') return false;
      if (Object.keys(spec).some((k) => !ZONE_SAID.has(k as keyof Spec))) return false;
      const noun = ZONE_NOUNS.find((n) => JSON.stringify(n.types) === JSON.stringify(spec.types));
      return (
        noun !== undefined &&
        printInto(article, undefined, out) &&
        printInto(noun.rule, undefined, out) &&
        (spec.keyword === undefined || printInto(zoneKeyword, { keyword: spec.keyword }, out)) &&
        (costLast || spec.maxEnergy === undefined || printInto(costAtMost, { maxEnergy: spec.maxEnergy, ...(spec.maxPower === undefined ? {} : { maxPower: spec.maxPower }) }, out)) &&
        printInto(words('from your trash'), undefined, out) &&
        (!costLast || (spec.maxEnergy !== undefined && printInto(costAtMost, { maxEnergy: spec.maxEnergy, ...(spec.maxPower === undefined ? {} : { maxPower: spec.maxPower }) }, out)))
      );
    },
  );
}

export const trashCard: Rule<Choice> = trashCardSaid(costAtMost);

/** "your Chosen Champion from your trash": a champion unit of its Chosen Champion's name there (CR 103.2.a.3), chosen as a card is. */
const CHOSEN_CHAMPION: Spec = { select: 'card', zone: 'trash', relation: 'controlled', chosenChampion: true };
export const chosenChampionInTrash: Rule<Choice> = map(words('your Chosen Champion from your trash'), {
  to: (): Choice => ({ choose: CHOSEN_CHAMPION }),
  from: (c: Choice) => (typeof c === 'object' && 'choose' in c && JSON.stringify(c.choose) === JSON.stringify(CHOSEN_CHAMPION) ? undefined : NO),
});
/** The same card, its most cost said after the zone: "a spell from your trash with Energy cost no more than :rb_energy_3:" (the wording `costLast` of the step naming it). */
export const trashCardCostLast: Rule<Choice> = trashCardSaid(costAtMost, true);
/** The same card, its most cost said "with cost no more than" (the wording `withCost` of the step naming it). */
const costSaid = (c: Choice) => (c.choose.maxPower !== undefined ? c : NO);
export const trashCardWithCost: Rule<Choice> = map(trashCardSaid(energyAndPowerAtMost(words('with cost'))), { to: costSaid, from: costSaid });

/** The fields of a declaration the trash-card noun phrase says. */
const ZONE_SAID = new Set<keyof Spec>(['select', 'zone', 'relation', 'types', 'keyword', 'maxEnergy', 'maxPower']);

/** A part that may be absent, read as an empty object then. */
function optionalPart<T extends object>(rule: Rule<T>): Rule<Partial<T>> {
  return syntax(
    function* (input, at) {
      yield* rule.parse(input, at);
      yield [{}, at] as const;
    },
    (value, out) => Object.keys(value).length === 0 || printInto(rule, value as T, out),
  );
}

/** A trash card's declaration with its fields in one order. */
function cleanZoneSpec(spec: Spec): Spec {
  const clean: Record<string, unknown> = {};
  for (const key of ['select', 'zone', 'relation', 'types', 'keyword', 'maxEnergy', 'maxPower'] as const) if (spec[key] !== undefined) clean[key] = spec[key];
  return clean as unknown as Spec;
}

/** What a card of the hand an effect plays may be: its types, keyword, tag and most Energy (mechanics/zone-operations.ts, playFromHand). */
export interface HandCard {
  readonly types?: readonly ('unit' | 'gear')[];
  readonly keyword?: Keyword;
  readonly maxEnergy?: number;
  readonly tag?: string;
}

/** The nouns of a card of the hand an effect may play (not a spell, which an effect does not play here), and the tag one says. */
const HAND_NOUNS: readonly { readonly types: Spec['types']; readonly tag?: string; readonly rule: Rule<undefined> }[] = [
  ...ZONE_NOUNS.filter((noun) => noun.types === undefined || !noun.types.includes('spell')),
  { types: ['gear'], tag: 'Equipment', rule: words('Equipment') },
];

const HAND_SAID = new Set(['types', 'keyword', 'maxEnergy', 'tag']);

/**
 * "a unit from hand", "a gear with Energy cost no more than :rb_energy_4: from hand", "a card
 * with [Hidden] from hand": a card of the hand, with the zone said by `zone` (or unsaid).
 */
function handCardIn(zone: Rule<undefined>): Rule<HandCard> {
  return syntax(
    function* (input, at) {
      for (const [, afterArticle] of article.parse(input, at)) {
        for (const noun of HAND_NOUNS) {
          for (const [, afterNoun] of noun.rule.parse(input, afterArticle)) {
            for (const [keyword, afterKeyword] of optionalPart(zoneKeyword).parse(input, afterNoun)) {
              for (const [cost, afterCost] of optionalPart(costAtMost).parse(input, afterKeyword)) {
                if (cost.maxPower !== undefined) continue;
                for (const [, next] of zone.parse(input, afterCost)) {
                  yield [{ ...(noun.types ? { types: noun.types as HandCard['types'] } : {}), ...keyword, ...cost, ...(noun.tag ? { tag: noun.tag } : {}) } as HandCard, next] as const;
                }
              }
            }
          }
        }
      }
    },
    (value, out) => {
      if (typeof value !== 'object' || value === null || Object.keys(value).some((k) => !HAND_SAID.has(k))) return false;
      const noun = HAND_NOUNS.find((n) => JSON.stringify(n.types) === JSON.stringify(value.types) && n.tag === value.tag);
      return (
        noun !== undefined &&
        printInto(article, undefined, out) &&
        printInto(noun.rule, undefined, out) &&
        (value.keyword === undefined || printInto(zoneKeyword, { keyword: value.keyword }, out)) &&
        (value.maxEnergy === undefined || printInto(costAtMost, { maxEnergy: value.maxEnergy }, out)) &&
        printInto(zone, undefined, out)
      );
    },
  );
}

export const handCard: Rule<HandCard> = handCardIn(words('from hand'));
/** "a card with [Hidden] from your hand": the same card of the hand, its zone said with "your" (the wording `yourHand`). */
export const handCardFromYourHand: Rule<HandCard> = handCardIn(words('from your hand'));
/** A card of the hand, the zone unsaid: "play an Equipment ..." plays one from the hand, as playing does (CR 355.2). */
export const handCardUnsaid: Rule<HandCard> = handCardIn(pure(undefined));

/** Which of the cards looked at an amount counts (`forEachLooked`): "card with [Hidden]", "card". */
export interface LookedCards {
  readonly keyword?: Keyword;
}

/** "card with [Hidden]" after "for each", said of the cards a step before looked at or revealed (CR 424, 811.5). */
export const lookedCards: Rule<LookedCards> = map(t`card ${slot('keyword', optionalPart(zoneKeyword))}`, {
  to: ({ keyword }): LookedCards => ({ ...keyword }),
  from: (v: LookedCards) => (Object.keys(v).some((k) => k !== 'keyword') ? NO : { keyword: v.keyword === undefined ? {} : { keyword: v.keyword } }),
});
