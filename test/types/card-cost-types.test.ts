/**
 * The cost an effect step may carry (`pay`, CR 742.1) is declared once in the schemas' `$defs`
 * and named by `$ref` from every effect operation. The types json-schema-to-ts derives stay as
 * precise as the schema (checked at compile time, `tsc --noEmit`, for every operation in every
 * place a list of effects appears), and the shipped schemas validate it as before.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../../src/node/paths.js';
import type { CardDefinition, Domain, Effect } from '../../src/games/riftbound/schema/card-schema.js';
import type { Position } from '../../src/games/riftbound/position-schema.js';
import type { RiftboundRulesDocument } from '../../src/games/riftbound/schema/rules-schema.js';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** The cost within instructions, written out by hand. */
type InstructionCost = { energy: number; power: (Domain | 'any')[]; xp?: number };

/** True when every operation of the effect union `E` takes exactly that cost. */
type EveryOpPays<E extends { op: string; pay?: unknown }> = Same<{ [K in E['op']]: Same<NonNullable<Extract<E, { op: K }>['pay']>, InstructionCost> }[E['op']], true>;

type EffectsOf<C extends { effects?: unknown }> = NonNullable<C['effects']> extends readonly (infer X)[] ? X : never;
type AbilityEffects = EffectsOf<Extract<NonNullable<CardDefinition['abilities']>[number], { effects: unknown }>>;
type ModeEffects = EffectsOf<NonNullable<CardDefinition['modes']>[number]>;
type KeywordEffects = EffectsOf<Extract<NonNullable<CardDefinition['keywords']>[number], { keyword: string }>>;
type RulesCardEffects = EffectsOf<NonNullable<RiftboundRulesDocument['extraCards']>[number]>;
type PositionCardEffects = EffectsOf<NonNullable<Position['cards']>[number]>;

const precise: Record<string, true> = {
  spell: true satisfies EveryOpPays<Effect>,
  ability: true satisfies EveryOpPays<AbilityEffects>,
  mode: true satisfies EveryOpPays<ModeEffects>,
  keyword: true satisfies EveryOpPays<KeywordEffects>,
  rulesFile: true satisfies EveryOpPays<RulesCardEffects>,
  position: true satisfies EveryOpPays<PositionCardEffects>,
};

const SCHEMA_DIR = join(PACKAGE_ROOT, 'rules/schema');
const shipped = (file: string) => JSON.parse(readFileSync(join(SCHEMA_DIR, file), 'utf8')) as { $defs?: Record<string, unknown> };
/** The published files name each other by `$ref`: an ajv holding all of them, as an editor would. */
const ajv = new Ajv2020({ allErrors: true, strict: false });
for (const file of readdirSync(SCHEMA_DIR)) ajv.addSchema(shipped(file));

/** A card set of one spell whose first step costs `pay`. */
const spellPaying = (pay: unknown) => ({
  set: 'test',
  cards: [{ id: 'costly-spark', name: 'Costly Spark', type: 'spell', domain: 'fury', cost: { energy: 1, power: [] }, effects: [{ op: 'draw', amount: 1, pay }] }],
});

describe('the cost of an effect step', () => {
  it('keeps its precise type in every list of effects', () => {
    expect(Object.values(precise)).toEqual([true, true, true, true, true, true]);
  });

  it('is stated once in the published files, in the effect\'s $defs, and named by $ref', () => {
    const texts = readdirSync(SCHEMA_DIR).map((file) => readFileSync(join(SCHEMA_DIR, file), 'utf8'));
    expect(shipped('riftbound-effect.schema.json').$defs?.['InstructionCost']).toBeDefined();
    expect(texts.join('').match(/"\$ref": "#\/\$defs\/InstructionCost"/g)?.length).toBeGreaterThan(20);
    expect(texts.join('').match(/XP to spend, in full/g)).toHaveLength(1);
  });

  it('is checked as before: a cost is accepted, a bad one refused at its path', () => {
    const validate = ajv.getSchema('riftbound-cards.schema.json');
    if (!validate) throw new Error('riftbound-cards.schema.json is not published');
    expect(validate(spellPaying({ energy: 1, power: ['any'], xp: 2 }))).toBe(true);
    expect(validate(spellPaying({ energy: 1, power: ['sparkle'] }))).toBe(false);
    expect(validate.errors?.map((e) => e.instancePath)).toContain('/cards/0/effects/0/pay/power/0');
    expect(validate(spellPaying({ energy: 1 }))).toBe(false);
    expect(validate(spellPaying({ energy: 1, power: [], discard: 1 }))).toBe(false);
  });
});
