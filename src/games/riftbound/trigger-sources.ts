/**
 * The triggers each card type's own triggered abilities may wait for: those the engine fires
 * for an object of that type. Any other never fires (a battlefield never attacks, a unit never
 * conquers as a player does), so a card that names one is refused at load, with its JSON path
 * and the rule that says where the card is.
 */
import type { LoadIssue } from '../../engine/errors.js';
import { formatPath, type PathSegment } from '../../engine/json-path.js';
import { GEAR_TRIGGERS, LEGEND_TRIGGERS, type CardDefinition, type Trigger } from './card-schema.js';

/** What a unit's own abilities wait for: what it does and what happens to it on the board (CR 383.4). */
const UNIT_TRIGGERS: readonly Trigger[] = ['played', 'moved', 'attacks', 'defends', 'dies', 'turnStart', 'becomesMighty', 'becomesReady', 'chosen'];

interface Source {
  readonly triggers: readonly Trigger[];
  /** What the card is, said in the refusal. */
  readonly what: string;
  readonly rule: string;
}

const BY_TYPE: Readonly<Record<CardDefinition['type'], Source>> = {
  unit: { triggers: UNIT_TRIGGERS, what: 'a unit', rule: 'CR 383.4' },
  // Its own text; a trigger of the unit it is attached to goes in its Effect Text.
  gear: { triggers: GEAR_TRIGGERS, what: "a gear's own text (a trigger of the unit it is attached to goes in effectText)", rule: 'CR 136.2.c' },
  // Scored by a player: "when you conquer here", "when you hold here".
  battlefield: { triggers: ['conquerHere', 'holdHere'], what: 'a battlefield', rule: 'CR 169.9' },
  // In no location: its player's turn and conquests only.
  legend: { triggers: LEGEND_TRIGGERS, what: 'a legend (it is in no location)', rule: 'CR 107.4.b' },
  spell: { triggers: [], what: 'a spell (it has no triggered ability)', rule: 'CR 383' },
  rune: { triggers: [], what: 'a rune (it has no triggered ability)', rule: 'CR 163.2' },
};

/** A gear's Effect Text is appended to the unit it is attached to, with the gear's attach and detach triggers (CR 136.2.c, 725). */
const EFFECT_TEXT: Source = { triggers: [...UNIT_TRIGGERS, 'attached', 'detached'], what: 'Effect Text (it is appended to a unit)', rule: 'CR 136.2.c' };

/** The triggered abilities of `card` (its own, and a gear's Effect Text) that wait for a trigger that never fires for it. */
export function triggerIssues(card: CardDefinition, path: readonly PathSegment[]): LoadIssue[] {
  const issues: LoadIssue[] = [];
  const check = (abilities: CardDefinition['abilities'], field: 'abilities' | 'effectText', source: Source) =>
    abilities?.forEach((ability, a) => {
      if (ability.kind !== 'triggered' || source.triggers.includes(ability.trigger)) return;
      const allowed = source.triggers.length === 0 ? 'none' : `one of ${source.triggers.join(', ')}`;
      issues.push({
        path: formatPath([...path, field, a, 'trigger']),
        message: `${ability.trigger} never fires for ${source.what}: its triggers are ${allowed} (${source.rule})`,
        rule: source.rule,
      });
    });
  check(card.abilities, 'abilities', BY_TYPE[card.type]);
  check(card.effectText, 'effectText', EFFECT_TEXT);
  return issues;
}
