/**
 * Every game ends: simple policies finish every mode. No legal action is a no-op that can
 * repeat forever (an invitation declined is not offered again until something else happens),
 * and a mode's day limit ends an Altered game without a winner in a draw.
 */
import { describe, expect, it } from 'vitest';
import { createGame, listModes } from '../src/api.js';
import type { Action } from '../src/engine/game/module.js';

type Policy = (actions: readonly Action[]) => Action;

const POLICIES: Record<string, Policy> = {
  'first legal action': (actions) => actions[0] as Action,
  'last legal action': (actions) => actions.at(-1) as Action,
  'always pass when possible': (actions) => actions.find((a) => a.type === 'pass') ?? (actions[0] as Action),
};

const MAX_ACTIONS = 20_000;

function playOut(mode: string, seed: number, policy: Policy): { over: boolean; actions: number } {
  const game = createGame({ mode, seed });
  let actions = 0;
  while (!game.over && actions < MAX_ACTIONS) {
    const seat = game.toAct()[0];
    if (seat === undefined) break;
    const result = game.apply(policy(game.legalActions(seat)));
    expect(result.ok).toBe(true);
    actions++;
  }
  return { over: game.over, actions };
}

describe('every game ends', () => {
  for (const mode of listModes()) {
    for (const [name, policy] of Object.entries(POLICIES)) {
      it(`${mode}: "${name}" finishes`, () => {
        const { over, actions } = playOut(mode, 3, policy);
        expect(over, `${mode} under "${name}" after ${actions} actions`).toBe(true);
      });
    }
  }
});

describe('no repeatable no-op', () => {
  it('riftbound/2v2: after a decline, the same invitation is refused until the host does something else', () => {
    const game = createGame({ mode: 'riftbound/2v2', seed: 5 });
    // Finish the mulligans, then find the turn player's invitation.
    while (!game.machineState.startsWith('turn.main') && !game.over) {
      const seat = game.toAct()[0] as string;
      expect(game.apply(game.legalActions(seat)[0] as Action).ok).toBe(true);
    }
    const host = game.toAct()[0] as string;
    const invite = game.legalActions(host).find((a) => a.type === 'invite') as Action;
    expect(invite).toBeDefined();
    expect(game.apply(invite).ok).toBe(true);
    const guest = invite['guest'] as string;
    expect(game.toAct()).toEqual([guest]);
    const declined = game.apply({ type: 'declineInvitation', seat: guest });
    expect(declined.ok && declined.events.map((e) => e.type)).toEqual(['invitationDeclined']);
    expect(game.toAct()).toContain(host);
    expect(game.legalActions(host).some((a) => a.type === 'invite')).toBe(false);
    const before = JSON.stringify(game.state());
    const again = game.apply(invite);
    expect(again.ok ? undefined : again.error.code).toBe('INVITATION_DECLINED');
    expect(JSON.stringify(game.state())).toBe(before);
    // Anything else the host does makes the invitation worth offering again.
    const other = game.legalActions(host).find((a) => a.type !== 'endTurn' && a.type !== 'showHand' && a.type !== 'invite');
    expect(other).toBeDefined();
    expect(game.view().invitation).toEqual({ host, guest, declined: true });
    expect(game.apply(other as Action).ok).toBe(true);
    expect(game.view().invitation).toBeNull();
  });

  it('altered: a mode day limit ends a game without a winner in a draw', () => {
    const game = createGame({ mode: 'altered/duel', seed: 2, rules: { knobs: { dayLimit: 2 } } });
    while (!game.over) {
      const seat = game.toAct()[0] as string;
      const actions = game.legalActions(seat);
      expect(game.apply(actions.find((a) => a.type === 'pass') ?? (actions[0] as Action)).ok).toBe(true);
    }
    expect(game.winner).toBeNull();
    const tail = game.events().slice(-3).map((e) => e.type);
    expect(tail).toEqual(['nightEnded', 'gameDrawn', 'gameOver']);
    expect(game.events().find((e) => e.type === 'gameDrawn')).toEqual({ type: 'gameDrawn', reason: 'dayLimit', day: 2 });
    expect(game.view().winner).toBeNull();
  });
});
