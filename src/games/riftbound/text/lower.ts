/**
 * Between the text's way of naming what effects act on and card data's: the text chooses a
 * target where an effect first names it ("Deal 3 to a unit") and says "it" after; card data
 * declares the target once among `targets`, by name, and every effect names it. `lower`
 * goes from the text's form to the data's, `raise` back.
 *
 * Names stand in a step's object (`target`), a move's destination (`to`), where a token is
 * played (`at`), the other unit of a fight (`with`), a group's location and exception
 * (`where`, `except`) and what an amount equals (`might`, `energyCost`), at any depth of
 * the step, read in the order the text says them.
 */
import { Refusal } from '../../../engine/syntax/syntax.js';
import type { TargetSpec } from '../schema/card-schema.js';
import { isAgain, isAnother, isChoice, type Ref, type Spec } from './targets.js';
import { text } from '../i18n/text-messages.js';

/** The keys whose values name objects. */
const REF_KEYS: ReadonlySet<string> = new Set(['target', 'also', 'to', 'with', 'by', 'where', 'except', 'might', 'energyCost', 'controllerOf', 'ownerOf', 'event', 'at', 'attachedTo', 'sameLocationAs', 'acrossBaseOf', 'keywordOf', 'sameControllerAs', 'from']);

/**
 * The keys naming the objects a step acts on. "It" there never names a choice the same step made
 * before it ("attach an Equipment you control to it": the unit chosen before the step): a step's
 * objects are distinct.
 */
const OBJECT_KEYS: ReadonlySet<string> = new Set(['target', 'also', 'to', 'with']);

/**
 * Whether a choice is one "it" may name after it: a place a token is played is chosen, but
 * "it" after "play a token" is never that place.
 */
function antecedent(select: string): boolean {
  return select !== 'location';
}

type Step = { readonly [key: string]: unknown };

/** What "it" names after a step that chose one card as it resolved or made one token (`resolvedObject`). */
const RESOLVED = 'resolvedObject';

/** Whether "it" after this step names what it chose as it resolved or made: one card discarded, one card played from hand, one token played. */
function makesIt(step: Step): boolean {
  return (step['op'] === 'discard' && step['amount'] === 1) || step['op'] === 'playFromHand' || (step['op'] === 'look' && step['until'] !== undefined) || (step['op'] === 'createToken' && (step['count'] ?? 1) === 1 && step['forEach'] === undefined);
}

/** What has been chosen so far, walking the steps in order. */
class Chosen {
  readonly targets: TargetSpec[];
  last: string | undefined;
  before: string | undefined;
  readonly lastOf = new Map<string, string>();
  /**
   * After "It deals damage ... to <a unit chosen>" whose "it" is the event's object (named
   * before anything was chosen), a later "it" may name either: refused, never guessed.
   */
  itIsAmbiguous = false;
  /** What "it" named as the step being lowered began, and whether that step has chosen something since. */
  lastBeforeStep: string | undefined;
  choseInStep = false;

  /** Whether the step being lowered named the card itself "it", as the object of its triggering event (`subject` self). */
  itWasSelf = false;

  /** What "it" names before anything is chosen: a triggered ability's event's object (`thatUnit`). */
  constructor(
    declared: readonly TargetSpec[],
    readonly subject: string | undefined,
  ) {
    this.targets = [...declared];
    this.last = declared.at(-1)?.name;
    this.before = declared.at(-2)?.name;
    for (const d of declared) this.lastOf.set(d.select, d.name);
  }

  /** "another": not the last thing chosen, or not the card itself when nothing was. */
  another(): string {
    return this.last ?? 'self';
  }

  choose(spec: Spec): string {
    const name = freshName(spec.select, this.targets);
    const declared: Record<string, unknown> = { name };
    for (const [key, value] of Object.entries(spec)) declared[key] = isAnother(value) ? this.another() : value;
    this.targets.push(declared as unknown as TargetSpec);
    this.itIsAmbiguous = false;
    if (antecedent(spec.select)) {
      this.before = this.last;
      this.last = name;
      this.choseInStep = true;
    }
    this.lastOf.set(spec.select, name);
    return name;
  }
}

/**
 * Steps whose objects are choices and references become steps naming declared targets.
 * `subject`: what "it" names before anything is chosen (a triggered ability's event's object, `thatUnit`).
 */
export function lower<S extends Step>(steps: readonly S[], declared: readonly TargetSpec[] = [], subject?: string): { targets: TargetSpec[]; effects: S[] } | Refusal {
  const chosen = new Chosen(declared, subject);
  const effects: S[] = [];
  for (const step of steps) {
    const before = chosen.last;
    chosen.lastBeforeStep = before;
    chosen.choseInStep = false;
    chosen.itWasSelf = false;
    const lowered = lowerValue(step, undefined, chosen);
    if (lowered instanceof Refusal) return lowered;
    // The card itself said "it" keeps that wording, as "this" is its usual word.
    effects.push((chosen.itWasSelf ? withWording(lowered as Step, IT_SELF) : lowered) as S);
    if (makesIt(step)) {
      chosen.before = chosen.last;
      chosen.last = RESOLVED;
    }
    // After a sentence whose subject is "it" and which chose another object ("It deals damage equal
    // to its Might to an enemy unit."), "it" goes on naming the subject, the one chosen first.
    if (isAgain(step['by'] as Ref) && (step['by'] as { again: string }).again === 'it' && chosen.last !== before) {
      if (before === undefined) chosen.itIsAmbiguous = true;
      else {
        chosen.before = chosen.last;
        chosen.last = before;
      }
    }
  }
  return { targets: chosen.targets, effects };
}

function lowerValue(value: unknown, key: string | undefined, chosen: Chosen): unknown {
  if (key !== undefined && REF_KEYS.has(key) && typeof value === 'object' && value !== null) {
    const ref = value as Ref;
    if (isChoice(ref)) {
      // The unit a chosen gear is attached to is named as it was before the gear is chosen ("one of its Equipment").
      const attachedTo = ref.choose.attachedTo === undefined ? undefined : lowerValue(ref.choose.attachedTo, 'attachedTo', chosen);
      if (attachedTo instanceof Refusal) return attachedTo;
      // A unit chosen at another's location names it as it was before this one is chosen.
      const sameLocationAs = ref.choose.sameLocationAs === undefined ? undefined : lowerValue(ref.choose.sameLocationAs, 'sameLocationAs', chosen);
      if (sameLocationAs instanceof Refusal) return sameLocationAs;
      const withLocation = sameLocationAs === undefined ? ref.choose : ({ ...ref.choose, sameLocationAs } as Spec);
      // A destination "to or from its base" names the unit moved, chosen before it.
      const acrossBaseOf = ref.choose.acrossBaseOf === undefined ? undefined : lowerValue(ref.choose.acrossBaseOf, 'acrossBaseOf', chosen);
      if (acrossBaseOf instanceof Refusal) return acrossBaseOf;
      const acrossBase = acrossBaseOf === undefined ? withLocation : ({ ...withLocation, acrossBaseOf } as Spec);
      // An object of the same controller as a unit chosen before names it as it was before this one is chosen.
      const sameControllerAs = ref.choose.sameControllerAs === undefined ? undefined : lowerValue(ref.choose.sameControllerAs, 'sameControllerAs', chosen);
      if (sameControllerAs instanceof Refusal) return sameControllerAs;
      const spec = sameControllerAs === undefined ? acrossBase : ({ ...acrossBase, sameControllerAs } as Spec);
      return chosen.choose(attachedTo === undefined ? spec : ({ ...spec, attachedTo } as Spec));
    }
    if (isAgain(ref)) {
      if (ref.again === 'it' && chosen.itIsAmbiguous) return new Refusal(text('refusal.itAmbiguous'));
      // "It" as an object of a step that has already chosen one names what was chosen before the step.
      const it = OBJECT_KEYS.has(key) && chosen.choseInStep && chosen.lastBeforeStep !== undefined ? chosen.lastBeforeStep : chosen.last;
      // The object of a triggering event about the card itself, said "it" with nothing chosen before (not "there").
      if (chosen.subject === 'self' && ref.again === 'it' && key !== 'where' && chosen.last === undefined) {
        chosen.itWasSelf = true;
        return 'self';
      }
      const name =
        (ref.again === 'it' ? it : ref.again === 'before' ? chosen.before : chosen.lastOf.get(ref.again)) ??
        (chosen.targets.length === 0 && (ref.again === 'it' || ref.again === 'unit') && chosen.subject !== 'self' ? chosen.subject : undefined) ??
        // "there" with nothing chosen and no event's object: where the card itself is ("buff all other friendly units there").
        (key === 'where' && ref.again === 'it' && chosen.targets.length === 0 ? 'self' : undefined);
      return name ?? new Refusal(text('refusal.namesNothing', { word: ref.again === 'it' ? 'it' : ref.again === 'before' ? 'they' : `that ${ref.again}` }));
    }
    if (isAnother(ref)) return chosen.another();
  }
  if (Array.isArray(value)) {
    const items: unknown[] = [];
    for (const item of value) {
      const lowered = lowerValue(item, undefined, chosen);
      if (lowered instanceof Refusal) return lowered;
      items.push(lowered);
    }
    return items;
  }
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    const lowered = lowerValue(v, k, chosen);
    if (lowered instanceof Refusal) return lowered;
    out[k] = lowered;
  }
  return out;
}

/** The wording of a step that names the card itself "it". */
const IT_SELF = 'itSelf';

function withWording(step: Step, wording: string): Step {
  const said = (step['wording'] as readonly string[] | undefined) ?? [];
  return { ...step, wording: [...said, wording] };
}

/** A step without one of its wordings (its `wording` left out when none is left). */
function withoutWording(step: Step, wording: string): Step {
  const said = step['wording'] as readonly string[] | undefined;
  if (said === undefined || !said.includes(wording)) return step;
  const { wording: _wording, ...rest } = step;
  const left = said.filter((w) => w !== wording);
  return left.length === 0 ? rest : { ...rest, wording: left };
}

function freshName(select: string, taken: readonly TargetSpec[]): string {
  for (let n = 1; ; n++) {
    const name = n === 1 ? select : `${select}${n}`;
    if (!taken.some((t) => t.name === name)) return name;
  }
}

/** What has been said so far, walking card data's steps in order. */
class Said {
  readonly introduced: string[] = [];
  /** Those "it" and "they" may name, in the order they were chosen. */
  readonly antecedents: string[] = [];
  readonly lastOf = new Map<string, string>();
  /** What "it" named as the step being raised began, and whether that step has chosen something since. */
  lastBeforeStep: string | undefined;
  choseInStep = false;
  /** Whether the step being raised says the card itself "it" (the wording `itSelf`). */
  itSelf = false;
  constructor(
    readonly targets: readonly TargetSpec[],
    readonly subject: string | undefined,
  ) {}

  /** The name "another" stands for now. */
  another(): string {
    return this.antecedents.at(-1) ?? 'self';
  }
}

/**
 * Steps naming declared targets become steps with each target chosen where first named and
 * "it" (the last chosen) or "that unit" after, and `subject` "it" before any; undefined when a
 * declared target is never named or named first out of the order it was declared in.
 */
export function raise<S extends Step>(steps: readonly S[], targets: readonly TargetSpec[], subject?: string): S[] | undefined {
  const said = new Said(targets, subject);
  const raised: S[] = [];
  for (const step of steps) {
    said.lastBeforeStep = said.antecedents.at(-1);
    said.choseInStep = false;
    said.itSelf = said.subject === 'self' && ((step['wording'] as readonly string[] | undefined) ?? []).includes(IT_SELF);
    if (said.itSelf && said.antecedents.length > 0) return undefined;
    const copy = raiseValue(withoutWording(step, IT_SELF), undefined, said);
    if (copy === undefined) return undefined;
    raised.push(copy as S);
    if (makesIt(step)) said.antecedents.push(RESOLVED);
    // The subject of "It deals damage ... to <a unit chosen>" stays "it" after the sentence (lower).
    const by = step['by'];
    if (typeof by === 'string' && said.antecedents.at(-1) !== by && said.antecedents.includes(by)) {
      said.antecedents.splice(said.antecedents.indexOf(by), 1);
      said.antecedents.push(by);
    }
  }
  return said.introduced.length === targets.length ? raised : undefined;
}

function raiseValue(value: unknown, key: string | undefined, said: Said): unknown {
  if (key !== undefined && REF_KEYS.has(key) && typeof value === 'string') {
    if (key === 'except' && value === said.another()) return { another: true };
    if (value === RESOLVED) return said.antecedents.at(-1) === RESOLVED ? { again: 'it' } : undefined;
    const spec = said.targets.find((t) => t.name === value);
    // The card itself is "it" in a step of that wording (lower), and "me" or "this" otherwise.
    if (!spec && said.subject === 'self' && value === 'self') return said.itSelf && key !== 'where' ? { again: 'it' } : value;
    // The event's object is "it" while nothing has been chosen.
    if (!spec && value === said.subject) return said.introduced.length === 0 ? { again: 'it' } : undefined;
    if (!spec) return value;
    if (!said.introduced.includes(value)) {
      // Declarations are chosen in their order: a text names them in that order.
      if (said.targets[said.introduced.length]?.name !== value) return undefined;
      const { name: _name, ...fields } = spec;
      const choose: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(fields)) choose[k] = k === 'except' && v === said.another() ? { another: true } : k === 'attachedTo' || k === 'sameLocationAs' || k === 'acrossBaseOf' || k === 'sameControllerAs' ? raiseValue(v, k, said) : v;
      if (fields.attachedTo !== undefined && choose['attachedTo'] === undefined) return undefined;
      if (fields.acrossBaseOf !== undefined && choose['acrossBaseOf'] === undefined) return undefined;
      if (fields.sameLocationAs !== undefined && choose['sameLocationAs'] === undefined) return undefined;
      if (fields.sameControllerAs !== undefined && choose['sameControllerAs'] === undefined) return undefined;
      said.introduced.push(value);
      if (antecedent(spec.select)) {
        said.antecedents.push(value);
        said.choseInStep = true;
      }
      said.lastOf.set(spec.select, value);
      return { choose };
    }
    // An object of a step that has already chosen one: "it" is what was chosen before the step (lower).
    if (OBJECT_KEYS.has(key) && said.choseInStep && said.lastBeforeStep !== undefined) {
      if (said.lastBeforeStep === value) return { again: 'it' };
      if (said.antecedents.at(-1) === value) return said.lastOf.get(spec.select) === value ? { again: spec.select } : undefined;
    }
    if (said.antecedents.at(-1) === value) return { again: 'it' };
    if (said.antecedents.at(-2) === value && said.lastOf.get(spec.select) !== value) return { again: 'before' };
    if (said.lastOf.get(spec.select) === value) return { again: spec.select };
    return undefined;
  }
  if (Array.isArray(value)) {
    const items: unknown[] = [];
    for (const item of value) {
      const raised = raiseValue(item, undefined, said);
      if (raised === undefined && item !== undefined) return undefined;
      items.push(raised);
    }
    return items;
  }
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    // A group where the card itself is, said before anything is chosen, is "there" (lower); "at my battlefield" says its `at` too.
    if (k === 'where' && v === 'self' && (value as { at?: unknown }).at === undefined && said.introduced.length === 0 && (said.subject === undefined || said.subject === 'self')) {
      out[k] = { again: 'it' };
      continue;
    }
    const raised = raiseValue(v, k, said);
    if (raised === undefined && v !== undefined) return undefined;
    out[k] = raised;
  }
  return out;
}
