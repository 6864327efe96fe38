/**
 * Passive abilities in dependency order (the Altered rules 2.3.2-2.3.3, and any game whose
 * continuous effects interact): a game-agnostic algorithm over "characteristics", the
 * values passives read and change.
 *
 * - A depends directly on B when applying B would remove A, change what A applies to, or
 *   change what A does. This is decided by trial: B is applied to a copy and A is compared
 *   before and after. Dependency is the transitive closure.
 * - A is free of dependency when every unapplied B it depends on also depends on A (a loop
 *   is settled by timestamps).
 * - The free ability with the smallest timestamp is applied next; dependencies are then
 *   evaluated again, on the characteristics as they now are.
 *
 * Passives are applied from the base characteristics after every event: this function is
 * pure and returns the result and the order.
 *
 * A game may say which parts of the characteristics an ability reads (to exist, to find its
 * targets, to decide what it does) and which it changes. When B changes nothing A reads, A
 * cannot depend on B and no trial is made: most abilities only add to statistics, which no
 * ability reads, so most pairs are settled without applying anything.
 */
import { jsonEqual, sameMembers } from '../json/json-equal.js';

export interface PassiveAbility<C> {
  readonly id: string;
  readonly timestamp: number;
  /** Whether the ability exists in these characteristics (its source still has it). */
  exists(chars: C): boolean;
  /** What it applies to, as keys (object ids, say). */
  targets(chars: C): readonly string[];
  /** What it does to them, as a comparable JSON value. */
  effect(chars: C): unknown;
  /** The characteristics with this ability applied; `chars` is not changed. */
  apply(chars: C): C;
  /**
   * Applies the ability to `chars`, changing it: what {@link applyPassives} uses, when given,
   * for the applications it keeps (trials always use `apply`). `base` is then changed too.
   */
  applyInPlace?(chars: C): void;
  /**
   * The parts of the characteristics `exists`, `targets` and `effect` read, named as the game
   * likes ("keywords", "terrains"). Without it, the ability may read anything.
   */
  readonly reads?: ReadonlySet<string>;
  /** The parts `apply` may change, in the same names. Without it, the ability may change anything. */
  readonly writes?: ReadonlySet<string>;
}

/** False when `b` changes nothing `a` reads, so `a` cannot depend on `b`; true when it might. */
function mayDepend<C>(a: PassiveAbility<C>, b: PassiveAbility<C>): boolean {
  if (a.reads === undefined || b.writes === undefined) return true;
  for (const part of b.writes) if (a.reads.has(part)) return true;
  return false;
}

/** Whether `a` depends directly on `b`, given the characteristics now. */
export function dependsDirectly<C>(a: PassiveAbility<C>, b: PassiveAbility<C>, chars: C): boolean {
  if (a === b || !a.exists(chars) || !mayDepend(a, b)) return false;
  return changedBy(a, { targets: a.targets(chars), effect: a.effect(chars) }, b.apply(chars));
}

/** What an ability reads of the characteristics before any trial: where it applies and what it does. */
interface Reading {
  readonly targets: readonly string[];
  readonly effect: unknown;
}

/** Whether `after` (the characteristics with another ability applied) removes `a` or changes what it reads. */
function changedBy<C>(a: PassiveAbility<C>, before: Reading, after: C): boolean {
  return !a.exists(after) || !sameMembers(before.targets, a.targets(after)) || !jsonEqual(before.effect, a.effect(after));
}

/**
 * The transitive closure of direct dependency among `abilities`: `depends[i]` holds j when i
 * depends on j. Each ability is applied at most once to a trial copy and read at most once
 * before it, so comparing n abilities costs at most n applications, not one per pair.
 */
function dependencies<C>(abilities: readonly PassiveAbility<C>[], chars: C): Set<number>[] {
  // Read and applied on first need: pairs the reads and writes settle need neither.
  const before: (Reading | undefined)[] = [];
  const after: (C | undefined)[] = [];
  const direct = abilities.map((a, i) => {
    const set = new Set<number>();
    for (let j = 0; j < abilities.length; j++) {
      const b = abilities[j] as PassiveAbility<C>;
      if (j === i || !mayDepend(a, b)) continue;
      const was = (before[i] ??= { targets: a.targets(chars), effect: a.effect(chars) });
      if (changedBy(a, was, (after[j] ??= b.apply(chars)))) set.add(j);
    }
    return set;
  });
  for (let changed = true; changed; ) {
    changed = false;
    for (const set of direct) {
      for (const j of [...set]) {
        for (const k of direct[j] as Set<number>) {
          if (!set.has(k)) {
            set.add(k);
            changed = true;
          }
        }
      }
    }
  }
  return direct;
}

export interface PassiveResult<C> {
  readonly characteristics: C;
  /** The ids of the abilities applied, in order (abilities removed on the way are absent). */
  readonly order: readonly string[];
}

/**
 * Applies an ability for good. In place when the ability can: the trials of this round are
 * over and their copies dropped, and `chars` is the caller's base or a value made here.
 */
function applyKept<C>(ability: PassiveAbility<C>, chars: C): C {
  if (!ability.applyInPlace) return ability.apply(chars);
  ability.applyInPlace(chars);
  return chars;
}

/** The characteristics with every ability applied in dependency order. `base` may be changed (see `applyInPlace`). */
export function applyPassives<C>(base: C, abilities: readonly PassiveAbility<C>[]): PassiveResult<C> {
  let chars = base;
  let unapplied = [...abilities];
  const order: string[] = [];
  for (;;) {
    unapplied = unapplied.filter((a) => a.exists(chars));
    if (unapplied.length === 0) return { characteristics: chars, order };
    // One ability left depends on nothing: no trial needed.
    if (unapplied.length === 1) {
      const last = unapplied[0] as PassiveAbility<C>;
      return { characteristics: applyKept(last, chars), order: [...order, last.id] };
    }
    const depends = dependencies(unapplied, chars);
    const free = unapplied.filter((_, i) => [...(depends[i] as Set<number>)].every((j) => (depends[j] as Set<number>).has(i)));
    const next = free.reduce((best, a) => (a.timestamp < best.timestamp ? a : best));
    chars = applyKept(next, chars);
    order.push(next.id);
    unapplied = unapplied.filter((a) => a !== next);
  }
}
