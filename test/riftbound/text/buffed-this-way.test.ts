/** "If it was buffed this way": a step done only if the buff before it placed one (CR 426.1.c). */
import { describe, expect, it } from 'vitest';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { cardIssues, itCompilesScenarioCards, roundTrip } from './support.js';

const spell: CardHeader = { id: 'test-spell', name: 'Test Spell', type: 'spell', domain: 'order', cost: { energy: 1, power: [] } };

describe('"if it was buffed this way"', () => {
  it('reads the step as done only if the buff before it was, in its own wording', () => {
    expect(roundTrip(spell, 'Buff a friendly unit. Then, if it was buffed this way, draw 1.').effects).toEqual([
      { op: 'buff', target: 'unit' },
      { op: 'draw', amount: 1, previous: 'done', wording: ['buffedThisWay'], link: 'thenComma' },
    ]);
    expect(roundTrip(spell, 'Buff a friendly unit. If it was buffed this way, give it +1 :rb_might: this turn.').effects?.[1]).toMatchObject({ op: 'modifyMight', previous: 'done', wording: ['buffedThisWay'] });
  });

  it('is said of a buff only, with the path of the step that says it of something else', () => {
    const effects = [{ op: 'draw', amount: 1 }, { op: 'draw', amount: 1, previous: 'done', wording: ['buffedThisWay'] }];
    expect(cardIssues({ ...spell, effects })).toEqual([{ path: '$.cards[0].effects[1].wording', message: expect.stringContaining('buffedThisWay') }]);
  });
});

itCompilesScenarioCards('text-buffed-this-way');
