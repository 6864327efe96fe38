/**
 * "Choose one —" and the modes listed under it. A modal spell's text (the card's `modes`; each
 * Repeat of it chooses again, CR 820.2.a): the line "Choose one —" and one line of instructions
 * per mode. A modal ability (its `modes`, chosen as it is placed or activated, CR 355.3, 402.1):
 * its trigger or cost, then "choose one —", or "choose one that hasn't been chosen this turn —"
 * (`freshModes`; "Choose one you've not chosen this turn —" the wording `youveNotChosen`). The
 * lexer gives the list as the line's modes; compile.ts and render.ts read and print each mode
 * as instructions on its own, so a mode never runs into the next.
 */
import { alt, map, NO, slot } from '../../../engine/syntax/syntax.js';
import type { AbilityAst } from './ability-ast.js';
import { activatedHead } from './activated.js';
import type { TextContext } from './context.js';
import { t, words, type Rule } from './primitives.js';
import { trigger, TRIGGER_WORDINGS, type TriggerClause, type TriggerWording } from './trigger-words.js';

/** The line that opens a modal spell's modes: "Choose one —" (read and printed with no value: `{}`). */
export const chooseOne = t`Choose one ${words('—')}`;

/** How a modal ability's choice is said: any mode, or one not chosen this turn (in which wording). */
interface ModeChoice {
  readonly fresh: boolean;
  readonly youveNot: boolean;
}

const modeChoice: Rule<ModeChoice> = alt<ModeChoice, TextContext>(
  map(t`choose one ${words('—')}`, { to: () => ({ fresh: false, youveNot: false }), from: (c) => (c.fresh ? NO : {}) }),
  map(t`choose one that hasn't been chosen this turn ${words('—')}`, { to: () => ({ fresh: true, youveNot: false }), from: (c) => (c.fresh && !c.youveNot ? {} : NO) }),
  map(t`choose one you've not chosen this turn ${words('—')}`, { to: () => ({ fresh: true, youveNot: true }), from: (c) => (c.fresh && c.youveNot ? {} : NO) }),
);

const CHOICE_WORDING = 'youveNotChosen';

/** The opening ability with its choice of modes stated: `freshModes` and the wording. */
function withChoice(head: AbilityAst, choice: ModeChoice): AbilityAst {
  const wording = [...((head as { wording?: readonly string[] }).wording ?? []), ...(choice.youveNot ? [CHOICE_WORDING] : [])];
  const { wording: _wording, ...rest } = head as AbilityAst & { wording?: unknown };
  return { ...rest, ...(choice.fresh ? { freshModes: true } : {}), ...(wording.length > 0 ? { wording } : {}) } as AbilityAst;
}

/** Back: the choice an opening ability states and the ability without it, or NO for one with steps of its own. */
function choiceOf(a: AbilityAst): { head: AbilityAst; choice: ModeChoice } | typeof NO {
  if ((a.kind !== 'triggered' && a.kind !== 'activated') || a.effects.length > 0 || 'modes' in a) return NO;
  const { freshModes, wording, ...rest } = a as AbilityAst & { freshModes?: true; wording?: readonly string[] };
  const youveNot = wording?.includes(CHOICE_WORDING) === true;
  if (youveNot && freshModes !== true) return NO;
  const left = (wording ?? []).filter((w) => w !== CHOICE_WORDING);
  return { head: { ...rest, ...(left.length > 0 ? { wording: left } : {}) } as AbilityAst, choice: { fresh: freshModes === true, youveNot } };
}

/** A triggered ability's clause as an ability with no steps yet. */
const triggeredHead: Rule<AbilityAst> = map(trigger, {
  to: (when) => ({ kind: 'triggered', ...when, effects: [] }) as unknown as AbilityAst,
  from: (a) => {
    if (a.kind !== 'triggered' || a.effects.length > 0 || a.condition !== undefined || a.dependent !== undefined || a.delayed !== undefined || a.next !== undefined) return NO;
    if (a.wording !== undefined && !a.wording.every((w) => (TRIGGER_WORDINGS as readonly string[]).includes(w))) return NO;
    const when: TriggerClause = {
      trigger: a.trigger,
      ...(a.subject === undefined ? {} : { subject: a.subject }),
      ...(a.nth === undefined ? {} : { nth: a.nth }),
      ...(a.wording === undefined ? {} : { wording: a.wording as readonly TriggerWording[] }),
    };
    return when;
  },
});

/**
 * The line opening a modal ability, its modes listed under it: "When you attach an Equipment
 * to me, choose one that hasn't been chosen this turn —", "Spend my buff: Choose one —". The
 * ability read has no steps; card-lines.ts gives it its modes.
 */
export const modalAbility: Rule<AbilityAst> = alt<AbilityAst, TextContext>(
  map(t`${slot('head', triggeredHead)} , ${slot('choice', modeChoice)}`, { to: ({ head, choice }) => withChoice(head, choice), from: (a) => (a.kind === 'triggered' ? choiceOf(a) : NO) }),
  map(t`${slot('head', activatedHead)} ${slot('choice', modeChoice)}`, { to: ({ head, choice }) => withChoice(head, choice), from: (a) => (a.kind === 'activated' ? choiceOf(a) : NO) }),
);
