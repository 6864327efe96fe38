/** Players choosing among named outcomes as a step resolves, read from invented card texts, printed back and checked. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../../src/games/riftbound/schema/card-schema.js';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { PACKAGE_ROOT } from '../../../src/node/paths.js';
import { cardIssues, compiled, printed, roundTrip } from './support.js';

const spell: CardHeader = { id: 'gift-exchange', name: 'Gift Exchange', type: 'spell', domain: 'calm', cost: { energy: 1, power: [] } };

describe('each player choosing a named outcome, then a step for each player that chose one', () => {
  it('reads "each other player chooses ... or ..." and the steps done by you and that player, and prints them back', () => {
    const card = roundTrip(spell, 'Each other player chooses Blades or Coins. For each player that chooses Blades, you and that player each draw 2. For each player that chooses Coins, you and that player each channel 1 rune.');
    expect(card.effects).toEqual([
      { op: 'eachChoosesOutcome', others: true, outcomes: ['Blades', 'Coins'] },
      { op: 'draw', withEachChoosing: 'Blades', amount: 2 },
      { op: 'channel', withEachChoosing: 'Coins', amount: 1 },
    ]);
    expect(roundTrip(spell, 'Each player chooses Blades or Coins. For each player that chooses Coins, you and that player each channel 2 runes exhausted.').effects?.[0]).toEqual({ op: 'eachChoosesOutcome', outcomes: ['Blades', 'Coins'] });
  });

  it('does not read two outcomes of the same name, nor an outcome in lower case', () => {
    expect(() => compiled(spell, 'Each other player chooses Blades or Blades.')).toThrow(/refused/);
    expect(() => compiled(spell, 'Each other player chooses blades or coins.')).toThrow(/refused/);
  });

  it('the scenario card is the data its text compiles to, and prints back as it', () => {
    const file = join(PACKAGE_ROOT, 'scenarios', 'riftbound', 'text-everyone', 'each-other-player-chooses-a-named-outcome.json');
    const [card] = (JSON.parse(readFileSync(file, 'utf8')) as { position: { cards: (CardDefinition & { text: string })[] } }).position.cards;
    const { text, effects: _e, ...header } = card as CardDefinition & { text: string };
    expect(compiled(header as CardHeader, text)).toEqual(card);
    expect(printed(card as CardDefinition)).toBe(text);
  });

  it('refuses a step for an outcome no step before names, one naming a player, and the choice in a replacement effect', () => {
    const paths = (card: object) => cardIssues(card).map((i) => i.path);
    const choose = { op: 'eachChoosesOutcome', others: true, outcomes: ['Blades', 'Coins'] };
    expect(paths({ ...spell, effects: [choose, { op: 'draw', amount: 1, withEachChoosing: 'Shields' }] })).toContain('$.cards[0].effects[1].withEachChoosing');
    expect(paths({ ...spell, effects: [{ op: 'draw', amount: 1, withEachChoosing: 'Blades' }, choose] })).toContain('$.cards[0].effects[0].withEachChoosing');
    expect(paths({ ...spell, effects: [choose, { op: 'draw', amount: 1, withEachChoosing: 'Blades' }] })).toEqual([]);
    expect(paths({ ...spell, effects: [choose, { op: 'draw', amount: 1, withEachChoosing: 'Blades', player: 'each' }] })).toContain('$.cards[0].effects[1].player');
    const guard = { id: 'gift-guard', name: 'Gift Guard', type: 'unit', domain: 'calm', cost: { energy: 1, power: [] }, might: 2, abilities: [{ kind: 'replacement', replaces: 'dies', appliesTo: 'self', effects: [choose] }] };
    expect(paths(guard)).toContain('$.cards[0].abilities[0].effects[0].op');
  });
});
