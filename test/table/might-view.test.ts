/**
 * A Riftbound unit's Might in the game's view counts the passive abilities on the board (CR
 * 471.3), so the table page and every other frontend show the number the game plays with: a
 * banner raising the other friendly units raises what the view says, not the printed Might.
 */
import { describe, expect, it } from 'vitest';
import { loadPosition } from '../../src/api.js';

const cards = [
  { id: 'tall-pennant', name: 'Pennant', type: 'unit', domain: 'order', cost: { energy: 3, power: [] }, might: 1, abilities: [{ kind: 'passive', appliesTo: 'otherFriendlyUnits', might: 2 }] },
  { id: 'reed-recruit', name: 'Recruit', type: 'unit', domain: 'order', cost: { energy: 1, power: [] }, might: 3 },
];

type Objects = Record<string, { card: string; currentMight?: number; might?: number }>;

function objectsOf(view: Record<string, unknown>): Objects {
  return view['objects'] as Objects;
}

describe("a unit's Might in the view", () => {
  it('counts the passive abilities of other cards on the board, and only on the board', () => {
    const game = loadPosition({
      mode: 'riftbound/duel',
      cards,
      turn: { seat: 'A' },
      seats: { A: { base: ['tall-pennant', 'reed-recruit'], hand: ['reed-recruit'] }, B: { base: ['reed-recruit'] } },
    } as never);
    const objects = objectsOf(game.view('A'));
    const mine = Object.values(objects).filter((o) => o.card === 'reed-recruit');
    // A's squire in base is raised by A's banner; B's squire is not; the one in A's hand has no board Might.
    const byOwner = (prefix: string, inHand: boolean) => mine.find((o) => (o as { id?: string }).id?.startsWith(prefix) && (o.currentMight === undefined) === inHand);
    expect(byOwner('A-', false)?.currentMight).toBe(5);
    expect(byOwner('A-', true)?.currentMight).toBeUndefined();
    expect(objectsOf(game.view('B'))[Object.keys(objects).find((id) => id.startsWith('B-') && objects[id]?.card === 'reed-recruit')!]?.currentMight).toBe(3);
    // The banner does not raise itself; the printed Might stays in the card, the view's `might` absent.
    const banner = Object.values(objects).find((o) => o.card === 'tall-pennant');
    expect(banner?.currentMight).toBe(1);
    expect(banner?.might).toBeUndefined();
    game.dispose();
  });
});
