/** Might and keywords given together to one object for the turn: "give a friendly unit +2 :rb_might: and [Assault] this turn". */
import { describe, expect, it } from 'vitest';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { compileCard } from '../../../src/games/riftbound/text/compile.js';
import { itCompilesScenarioCards, roundTrip } from './support.js';

const spell: CardHeader = { id: 'test-spell', name: 'Test Spell', type: 'spell', domain: 'fury', cost: { energy: 1, power: [] } };
const unit: CardHeader = { id: 'test-unit', name: 'Test Unit', type: 'unit', domain: 'fury', cost: { energy: 2, power: [] }, might: 2 };

describe('Might and keywords under one verb', () => {
  it('reads a Might change, then a grant to the same object, and prints them as one clause', () => {
    expect(roundTrip(spell, 'Give a friendly unit +2 :rb_might: and [Assault] this turn.').effects).toEqual([
      { op: 'modifyMight', target: 'unit', amount: 2 },
      { op: 'grant', target: 'unit', keywords: [{ keyword: 'assault' }], duration: 'turn', link: 'and', wording: ['mightAndKeywords'] },
    ]);
    expect(roundTrip(spell, 'Draw 1, then give an enemy unit -1 :rb_might: and [Tank] and [Deflect] this turn.').effects?.slice(1)).toEqual([
      { op: 'modifyMight', target: 'unit', amount: -1, link: 'then' },
      { op: 'grant', target: 'unit', keywords: [{ keyword: 'tank' }, { keyword: 'deflect' }], duration: 'turn', link: 'and', wording: ['mightAndKeywords'] },
    ]);
    expect((roundTrip(unit, 'When I attack, give me +1 :rb_might: and [Shield] this turn.').abilities?.[0] as { effects: unknown[] }).effects).toHaveLength(2);
  });

  it('keeps a group out: the grant names one object again', () => {
    expect(compileCard(spell, 'Give all friendly units +1 :rb_might: and [Assault] this turn.').ok).toBe(false);
  });
});

itCompilesScenarioCards('text-might-and-keywords');
