/**
 * The compiler keeps the catalogues in step: a translation lacking a key, with a key more or
 * with other placeholders is a type error, and so is a refusal or a text given the wrong values.
 * Each line marked `@ts-expect-error` must fail to compile (`tsc` reports an unused marker).
 */
import { describe, expect, it } from 'vitest';
import { Text, textMaker, translation } from '../../src/engine/i18n/catalogue.js';
import { refuser } from '../../src/engine/i18n/refusals.js';
import { inLanguage } from '../../src/engine/errors.js';

const en = { 'NOT_IN_HAND': '{card} is not in your hand', 'NOT_IN_HAND.twice': '{card} is listed twice', 'word.hand': 'hand' } as const;
const translate = translation<typeof en>();

describe('typed catalogues', () => {
  it('a translation has the English keys and placeholders, no more, no fewer', () => {
    const fr = translate({ 'NOT_IN_HAND': "{card} n'est pas dans votre main", 'NOT_IN_HAND.twice': '{card} est listée deux fois', 'word.hand': 'main' });
    // @ts-expect-error a key is missing
    translate({ 'NOT_IN_HAND': "{card} n'est pas dans votre main", 'word.hand': 'main' });
    // @ts-expect-error a key the English catalogue does not have
    translate({ ...fr, 'extra': 'en trop' });
    // @ts-expect-error a placeholder renamed
    translate({ ...fr, 'NOT_IN_HAND': "{carte} n'est pas dans votre main" });
    // @ts-expect-error a placeholder left out
    translate({ ...fr, 'NOT_IN_HAND.twice': 'listée deux fois' });
    expect(fr['word.hand']).toBe('main');
  });

  it('refusals and texts take the values their template names', () => {
    const english = { 'NOT_IN_HAND': '{card} is not in your {zone}', 'NOT_IN_HAND.twice': '{card} is listed twice', 'word.hand': 'hand' } as const;
    const french = translation<typeof english>()({ 'NOT_IN_HAND': "{card} n'est pas dans votre {zone}", 'NOT_IN_HAND.twice': '{card} est listée deux fois', 'word.hand': 'main' });
    const messages = { en: english, fr: french };
    const refuse = refuser(messages);
    const text = textMaker(messages);
    const refusal = refuse('NOT_IN_HAND', 'CR 1', { card: 'c1', zone: text('word.hand') });
    // @ts-expect-error a value missing
    refuse('NOT_IN_HAND', 'CR 1', { card: 'c1' });
    // @ts-expect-error no such key
    refuse('NOT_IN_THE_HAND', 'CR 1', { card: 'c1' });
    // @ts-expect-error a template without placeholders takes no values
    text('word.hand', { card: 'c1' });
    expect(refusal).toEqual({ code: 'NOT_IN_HAND', message: 'c1 is not in your hand', rule: 'CR 1' });
    expect(inLanguage(refusal, 'fr')).toEqual({ code: 'NOT_IN_HAND', message: "c1 n'est pas dans votre main", rule: 'CR 1' });
    expect(refuse('NOT_IN_HAND.twice', 'CR 2', { card: 'c2' }).code).toBe('NOT_IN_HAND');
    expect(new Text(messages, 'NOT_IN_HAND.twice', { card: 3 }).in('fr')).toBe('3 est listée deux fois');
  });
});
