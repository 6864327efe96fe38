import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCardSets } from '../../../src/games/riftbound/cards/cards.js';
import type { CardDefinition } from '../../../src/games/riftbound/schema/card-schema.js';
import { compileCard } from '../../../src/games/riftbound/text/compile.js';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { renderCard } from '../../../src/games/riftbound/text/render.js';
import { cardLookup } from '../../../src/games/riftbound/text/context.js';
import { compiled, printed } from './support.js';

const unit: CardHeader = { id: 'test-unit', name: 'Test Unit', type: 'unit', domain: 'fury', cost: { energy: 3, power: [] }, might: 3 };
const spell: CardHeader = { id: 'test-spell', name: 'Test Spell', type: 'spell', domain: 'mind', cost: { energy: 2, power: ['mind'] } };

describe('the Riftbound card-text compiler', () => {
  it('reads keywords, a triggered ability and its target into card data', () => {
    const card = compiled(unit, '[Assault 2] (+2 :rb_might: while I\'m an attacker.)\nWhen you play me, deal 1 to an enemy unit at a battlefield.');
    expect(card.keywords).toEqual([{ keyword: 'assault', value: 2 }]);
    expect(card.abilities).toEqual([
      { kind: 'triggered', trigger: 'played', targets: [{ name: 'unit', select: 'unit', relation: 'enemy', at: 'battlefield' }], effects: [{ op: 'damage', amount: 1, target: 'unit' }] },
    ]);
  });

  it('declares a chosen target once and names it again where the text says "it"', () => {
    const card = compiled(spell, '[Action]\nDeal 2 to a friendly unit. Give it +1 :rb_might: this turn.');
    expect(card.targets).toEqual([{ name: 'unit', select: 'unit', relation: 'friendly' }]);
    expect(card.effects).toEqual([
      { op: 'damage', amount: 2, target: 'unit' },
      { op: 'modifyMight', amount: 1, target: 'unit' },
    ]);
  });

  it('keeps how steps are joined, so that "and" and ", then" read back as printed', () => {
    const card = compiled(unit, 'When I attack, draw 1, then give me +1 :rb_might: this turn and ready me.');
    const ability = card.abilities?.[0] as { effects: unknown };
    expect(ability.effects).toEqual([
      { op: 'draw', amount: 1 },
      { op: 'modifyMight', amount: 1, target: 'self', link: 'then' },
      { op: 'ready', target: 'self', link: 'and' },
    ]);
    expect(printed(card)).toBe('When I attack, draw 1, then give me +1 :rb_might: this turn and ready me.');
  });

  it('reads an activated ability with its cost and timing', () => {
    const card = compiled({ ...unit, type: 'gear', might: undefined } as unknown as CardHeader, ':rb_exhaust:: [Reaction] — [Add] :rb_rune_calm::rb_rune_calm:.');
    expect(card.abilities).toEqual([{ kind: 'activated', cost: { exhaust: true }, keywords: ['reaction'], effects: [{ op: 'addResources', power: ['calm', 'calm'] }] }]);
  });

  it('reads a dependent keyword\'s ability after a dash or the arrow of later printings (CR 727, 824.1.a, 135.2.e.7)', () => {
    const card = compiled(unit, '[Level 3][>] When I attack, draw 1.\n[Legion] — When you play me, draw 2.');
    expect(card.keywords).toEqual(['legion']);
    expect(card.abilities).toEqual([
      { kind: 'triggered', trigger: 'attacks', effects: [{ op: 'draw', amount: 1 }], dependent: { keyword: 'level', value: 3 } },
      { kind: 'triggered', trigger: 'played', effects: [{ op: 'draw', amount: 2 }], dependent: { keyword: 'legion' } },
    ]);
    // The arrow reads back as the dash it stands for.
    expect(renderCard(card)).toMatchObject({ ok: true, text: '[Level 3] — When I attack, draw 1.\n[Legion] — When you play me, draw 2.' });
  });

  it('refuses a card whole with the phrase where reading stopped and why', () => {
    const result = compileCard(unit, '[Tank]\nWhen you play me, the moon sings twice.');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.refusal.phrase).toBe('When you play me, the moon sings twice.');
    expect(result.refusal.reason).toContain('moon sings twice');
  });

  it('refuses "it" that names nothing chosen before it', () => {
    const result = compileCard(spell, 'Draw 1. Stun it.');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.refusal.reason).toContain('"it" names nothing chosen');
  });

  it('reads "it" after a sentence whose subject is "it" and which chose another unit as the subject, the unit chosen first', () => {
    const subject = compileCard(spell, 'Choose a friendly unit. It deals damage equal to its Might to a unit at a battlefield. Then ready it.');
    expect(subject.ok && subject.card.effects?.[2]).toEqual({ op: 'ready', target: 'unit', link: 'thenSentence' });
    // A new choice after it says again which object "it" names.
    const later = compileCard(spell, 'Choose a friendly unit. It deals damage equal to its Might to a unit at a battlefield. Stun a unit. Then ready it.');
    expect(later.ok && later.card.effects?.[3]).toEqual({ op: 'ready', target: 'unit3', link: 'thenSentence' });
  });

  it('refuses text too long to be a card, and never hangs on a long ambiguous one', () => {
    expect(compileCard(spell, 'Draw 1. '.repeat(1_000)).ok).toBe(false);
    const started = Date.now();
    compileCard(spell, Array.from({ length: 40 }, () => 'draw 1 and').join(' ') + ' draw 1.');
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});

describe('the renderer', () => {
  it('prints a compiled card as its printed text, reminder text aside', () => {
    const card = compiled(unit, '[Tank] (I must be assigned combat damage first.)\n[Deathknell] — Draw 1. (When I die, get the effect.)');
    const back = renderCard(card);
    expect(back).toMatchObject({ ok: true, text: '[Tank]\n[Deathknell] — Draw 1.' });
  });

  it('never reads a stored text: a card whose text lies reads as its data says', () => {
    const card = { ...compiled(unit, 'When I move, draw 1.'), text: 'When I move, draw 9.' };
    expect(renderCard(card)).toMatchObject({ ok: true, text: 'When I move, draw 1.' });
  });

  it('says which part of a card has no printed form', () => {
    const card: CardDefinition = { ...unit, abilities: [{ kind: 'triggered', trigger: 'played', effects: [{ op: 'lookAtTop' }] }] } as CardDefinition;
    const back = renderCard(card);
    expect(back.ok).toBe(false);
  });

  it('every shipped card it can say compiles back from its text to the same data', () => {
    const dir = 'rules/riftbound/cards';
    let said = 0;
    const cards = loadCardSets(readdirSync(dir).map((file) => ({ file, json: JSON.parse(readFileSync(join(dir, file), 'utf8')) as unknown })));
    {
      const lookup = cardLookup(cards.values());
      for (const card of cards.values()) {
        const back = renderCard(card, lookup);
        if (!back.ok) continue;
        const { keywords, abilities, effects, targets, modes, equip, unique, costReduction, additionalCost, effectText, mightBonus, text, ...header } = card;
        const again = compileCard(header as CardHeader, back.text, lookup);
        expect(again.ok, `${card.id}: ${back.text}`).toBe(true);
        if (!again.ok) continue;
        said++;
        expect(stripText(again.card), card.id).toEqual(stripText(renamed(card)));
      }
    }
    expect(said).toBeGreaterThan(40);
  });
});

/** The card without `text` fields, at any depth. */
function stripText(card: CardDefinition): unknown {
  return JSON.parse(JSON.stringify(card, (key, value: unknown) => (key === 'text' ? undefined : value)));
}

/** The keys whose values name objects in card data. */
const NAMING_KEYS: ReadonlySet<string> = new Set(['target', 'to', 'with', 'by', 'where', 'except', 'might', 'energyCost', 'controllerOf', 'ownerOf', 'event', 'at']);

/** Target names as the compiler gives them (unit, unit2, spell...), in their order: names are the data's own choice. */
function renamed(card: CardDefinition): CardDefinition {
  const rename = (targets: readonly { name: string; select: string }[] | undefined, effects: readonly { target?: unknown }[] | undefined) => {
    const names = new Map<string, string>();
    const counts = new Map<string, number>();
    for (const t of targets ?? []) {
      const n = (counts.get(t.select) ?? 0) + 1;
      counts.set(t.select, n);
      names.set(t.name, n === 1 ? t.select : `${t.select}${n}`);
    }
    // A name stands wherever a step names an object: its target, a condition's event, a group's location...
    const walk = (value: unknown, key?: string): unknown => {
      if (typeof value === 'string') return key !== undefined && NAMING_KEYS.has(key) && names.has(value) ? names.get(value) : value;
      if (Array.isArray(value)) return value.map((v) => walk(v));
      if (typeof value === 'object' && value !== null) {
        const walked = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, k)]));
        // The group damage is split among is named as the compiler names it.
        return key === 'among' ? { ...walked, name: 'units' } : walked;
      }
      return value;
    };
    return {
      targets: targets?.map((t) => ({ ...(walk(t) as object), name: names.get(t.name) })),
      effects: effects?.map((e) => walk(e)),
    };
  };
  const top = rename(card.targets as never, card.effects as never);
  return JSON.parse(
    JSON.stringify({
      ...card,
      ...(card.targets ? { targets: top.targets } : {}),
      ...(card.effects ? { effects: top.effects } : {}),
      ...(card.abilities ? { abilities: card.abilities.map((a) => ('effects' in a ? { ...a, ...rename((a as { targets?: never }).targets, a.effects as never) } : a)) } : {}),
      ...(card.modes ? { modes: card.modes.map((m) => ({ ...m, ...rename(m.targets as never, m.effects as never) })) } : {}),
    }),
  ) as CardDefinition;
}
