/**
 * Random rules overrides for hostile creates: real fields of a Riftbound mode with values of
 * every kind (fitting, out of range, of the wrong type, huge, deep), and made-up fields. Most
 * are refused; the accepted ones make matches nobody plays. Every one differs, so a cache
 * keyed by overrides would grow with each.
 */
import { between, pick } from './context.js';

const FIELDS: readonly (readonly string[])[] = [
  ['victory', 'score'],
  ['setup', 'openingHand'],
  ['setup', 'mulliganMax'],
  ['setup', 'turnOrder'],
  ['turn', 'channel'],
  ['turn', 'draw'],
  ['battlefields', 'choices'],
  ['seats', 'names'],
  ['knobs', 'deckRules'],
  ['knobs', 'mainDeckSize'],
  ['knobs', 'showHandToTeammate'],
  ['firstTurn', 'extraChannel'],
  ['format', 'bestOf'],
  ['cards'],
  ['decks'],
  ['extends'],
  ['__proto__'],
  ['constructor', 'prototype'],
];

function randomValue(depth = 0): unknown {
  switch (between(0, depth > 3 ? 5 : 8)) {
    case 0:
      return between(-5, 60);
    case 1:
      return Math.random() * 1e12;
    case 2:
      return `v${between(0, 1e9)}`;
    case 3:
      return Math.random() < 0.5;
    case 4:
      return null;
    case 5:
      return 'x'.repeat(between(1, 5000));
    case 6:
      return Array.from({ length: between(0, 6) }, () => randomValue(depth + 1));
    case 7:
      return Object.fromEntries(Array.from({ length: between(1, 4) }, () => [`k${between(0, 99)}`, randomValue(depth + 1)]));
    default: {
      // A deep nest, near and past the documented nesting limit.
      let value: unknown = between(0, 9);
      for (let i = between(10, 80); i > 0; i--) value = { d: value };
      return value;
    }
  }
}

/** One random overrides object: a few fields, each set to a random value, plus a unique salt. */
export function randomOverrides(): Record<string, unknown> {
  // A third fit the schema, so that accepted overrides, each new, are made and cached too.
  if (Math.random() < 1 / 3) return { victory: { score: between(3, 12) }, setup: { openingHand: between(3, 6) }, description: `soak ${between(0, 1e9)}` };
  // Objects without a prototype, so that `__proto__` and `constructor` are plain fields here as
  // they are in the JSON sent.
  const overrides: Record<string, unknown> = Object.create(null);
  for (let i = between(1, 3); i > 0; i--) {
    const path = pick(FIELDS);
    let target = overrides;
    for (const key of path.slice(0, -1)) {
      const next = Object.hasOwn(target, key) ? target[key] : (target[key] = Object.create(null));
      if (typeof next !== 'object' || next === null || Array.isArray(next)) break;
      target = next as Record<string, unknown>;
    }
    target[path.at(-1) as string] = randomValue();
  }
  // A field of no rule, so no two overrides are alike.
  if (Math.random() < 0.5) overrides[`salt${between(0, 1e9)}`] = between(0, 1e9);
  else overrides['description'] = `soak ${between(0, 1e9)}`;
  return overrides;
}
