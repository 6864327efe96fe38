/**
 * A player action the targeted opponent may take (a `resupply` step with `player: "target"`
 * and `optional`: the choice is that player's, as the step resolves), in both languages side by
 * side: "Target opponent may [Exhausted Resupply]." ("Un adversaire ciblé peut [Ravitailler
 * Épuisé].").
 */
import { map, NO, pair } from '../../../engine/syntax/syntax.js';
import type { Step } from './ast.js';
import type { Rule } from './primitives.js';

/** The subject with its "may" ("target opponent may", "un adversaire ciblé peut"), then the action as after "you may" (`action`: the keyword actions in that form, French infinitives). */
export function opponentMay(subject: Rule<undefined>, action: Rule<Step>): Rule<Step> {
  return map(pair(subject, action), {
    to: ([, s]) => (s.op === 'resupply' ? ({ ...s, player: 'target', names: { target: 'opponent' }, optional: true } as Step) : NO),
    from: (s) => {
      if (s.op !== 'resupply' || s.player !== 'target' || s.optional !== true || s.names === undefined || !('target' in s.names) || s.names.target !== 'opponent') return NO;
      const { player: _player, names: _names, optional: _optional, ...rest } = s;
      return Object.keys(rest).every((k) => k === 'op' || k === 'exhausted') ? ([undefined, rest as Step] as const) : NO;
    },
  });
}
