/** A token step each player may take for themselves as it resolves, read from invented card texts, printed back, checked and played. */
import { describe, expect, it } from 'vitest';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CardDefinition } from '../../../src/games/riftbound/schema/card-schema.js';
import { PACKAGE_ROOT } from '../../../src/node/paths.js';
import { cardIssues, compiled, compiledWithTokens, printed } from './support.js';

const unit: CardHeader = { id: 'wager-host', name: 'Wager Host', type: 'unit', domain: 'mind', cost: { energy: 1, power: [] }, might: 2 };
const TEXT = 'When you play me, you and each opponent may play a Trinket gear token exhausted. For each opponent who did, you play a Trinket gear token exhausted.';

describe('you and each opponent may play a token, then one for each opponent who did', () => {
  it.each(['text-everyone/you-and-each-opponent-may-play-a-token.json', '2v2/each-opponent-may-leaves-the-teammate-out.json'])('%s: the card with a text is the data its text compiles to, and prints back as it', (file) => {
    const cards = (JSON.parse(readFileSync(join(PACKAGE_ROOT, 'scenarios', 'riftbound', file), 'utf8')) as { position: { cards: (CardDefinition & { text?: string })[] } }).position.cards;
    const withText = cards.filter((c): c is CardDefinition & { text: string } => c.text !== undefined);
    expect(withText.length).toBe(1);
    for (const card of withText) {
      const { text, abilities: _a, ...header } = card;
      expect(compiled(header as CardHeader, text, cards)).toEqual(card);
      expect(printed(card, cards)).toBe(text);
    }
  });

  it('reads both sentences, makes the token card from the text, and prints them back', () => {
    const { card, tokens } = compiledWithTokens(unit, TEXT);
    expect(card.abilities?.[0]).toMatchObject({
      trigger: 'played',
      effects: [
        { op: 'createToken', at: 'base', exhausted: true, eachMay: 'youAndOpponents' },
        { op: 'createToken', at: 'base', exhausted: true, forEachOpponentWhoDid: true },
      ],
    });
    expect(printed(card, tokens)).toBe(TEXT);
  });

  it('reads a count of tokens for each opponent who did', () => {
    const text = 'When you play me, you and each opponent may play a Trinket gear token. For each opponent who did, you play two Trinket gear tokens.';
    const { card, tokens } = compiledWithTokens(unit, text);
    expect(card.abilities?.[0]).toMatchObject({ effects: [{ eachMay: 'youAndOpponents' }, { count: 2, forEachOpponentWhoDid: true }] });
    expect(printed(card, tokens)).toBe(text);
  });

  it('refuses a count of opponents with no step each may take before it, a step each may take declined as a whole or played elsewhere than at base, and one in a replacement effect', () => {
    const paths = (card: object) => cardIssues(card).map((i) => i.path);
    const spell = { id: 'wager-note', name: 'Wager Note', type: 'spell', domain: 'mind', cost: { energy: 1, power: [] } };
    const step = { op: 'createToken', card: 'trinket', at: 'base' };
    expect(paths({ ...spell, effects: [{ ...step, forEachOpponentWhoDid: true }] })).toContain('$.cards[0].effects[0].forEachOpponentWhoDid');
    expect(paths({ ...spell, effects: [{ ...step, eachMay: 'youAndOpponents' }, { ...step, forEachOpponentWhoDid: true }] })).not.toContain('$.cards[0].effects[1].forEachOpponentWhoDid');
    expect(paths({ ...spell, effects: [{ ...step, eachMay: 'youAndOpponents', optional: true }] })).toContain('$.cards[0].effects[0].optional');
    expect(paths({ ...spell, effects: [{ ...step, at: 'here', eachMay: 'youAndOpponents' }] })).toContain('$.cards[0].effects[0].at');
    const guard = { ...unit, abilities: [{ kind: 'replacement', replaces: 'dies', appliesTo: 'self', effects: [{ ...step, eachMay: 'youAndOpponents' }] }] };
    expect(paths(guard)).toContain('$.cards[0].abilities[0].effects[0].eachMay');
  });
});
