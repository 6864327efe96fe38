/**
 * A phase's trigger on the condition that its player controls a different character with each
 * of two or three statuses, and winning the game, in both languages side by side: "At Noon, if
 * you control a [[Asleep]] Character, another [[Fleeting]] Character and yet another [[Anchored]]
 * Character — You win the game." ("À Midi, si vous contrôlez un Personnage [[Endormi]], un
 * autre Personnage [[Fugace]], et encore un Personnage [[Ancré]] — vous gagnez la partie."): the
 * reaction's `ifControlEach` (in the order printed) and the `winGame` step.
 */
import { alt, map, NO, slot } from '../../../engine/syntax/syntax.js';
import type { Step, TriggerValue } from './ast.js';
import { bracket, constant, t, words, type Rule } from './primitives.js';
import { stepPhrase } from './steps.js';
import { STATUS_NAMES, type StatusNames } from './status-changes.js';

type Each = NonNullable<TriggerValue['ifControlEach']>;
type Status = Each[number]['status'];
type Phase = 'atNoon' | 'atDusk' | 'atNight';

interface Words {
  readonly phases: readonly (readonly [string, Phase])[];
  readonly names: StatusNames;
  /** The characters, two or three, each with its status. */
  readonly two: (a: Rule<Status>, b: Rule<Status>) => Rule<{ a: Status; b: Status }>;
  readonly three: (a: Rule<Status>, b: Rule<Status>, c: Rule<Status>) => Rule<{ a: Status; b: Status; c: Status }>;
  readonly sentence: (phase: Rule<Phase>, each: Rule<Each>) => Rule<{ phase: Phase; each: Each }>;
}

function trigger(w: Words): Rule<TriggerValue> {
  const status: Rule<Status> = alt(bracket(w.names.fleeting, 'fleeting' as Status), bracket(w.names.anchored, 'anchored' as Status), bracket(w.names.asleep, 'asleep' as Status));
  const distinct = (list: Status[]) => new Set(list).size === list.length;
  const each: Rule<Each> = alt(
    map(w.two(status, status), {
      to: ({ a, b }) => (distinct([a, b]) ? [{ status: a }, { status: b }] : NO),
      from: (e: Each) => (e.length === 2 ? { a: (e[0] as Each[number]).status, b: (e[1] as Each[number]).status } : NO),
    }),
    map(w.three(status, status, status), {
      to: ({ a, b, c }) => (distinct([a, b, c]) ? [{ status: a }, { status: b }, { status: c }] : NO),
      from: (e: Each) => (e.length === 3 ? { a: (e[0] as Each[number]).status, b: (e[1] as Each[number]).status, c: (e[2] as Each[number]).status } : NO),
    }),
  );
  const phase = alt(...w.phases.map(([text, p]) => constant(text, p)));
  return map(w.sentence(phase, each), {
    to: ({ phase: p, each: e }) => ({ on: p, ifControlEach: e }) as TriggerValue,
    from: (v) => {
      if ((v.on !== 'atNoon' && v.on !== 'atDusk' && v.on !== 'atNight') || v.ifControlEach === undefined) return NO;
      const { on, ifControlEach, ...rest } = v;
      return Object.keys(rest).length === 0 ? { phase: on, each: ifControlEach } : NO;
    },
  });
}

function win(said: Rule<undefined>): Rule<Step> {
  return stepPhrase(
    said,
    () => ({ op: 'winGame' }) as Step,
    (s) => (s.op === 'winGame' ? undefined : NO),
  );
}

const slots = <A, B>(a: Rule<A>, b: Rule<B>) => ({ a: slot('a', a), b: slot('b', b) });

export const controlsEachWords = {
  en: {
    trigger: trigger({
      phases: [
        ['At Noon', 'atNoon'],
        ['At Dusk', 'atDusk'],
        ['At Night', 'atNight'],
      ],
      names: STATUS_NAMES.en,
      two: (a, b) => {
        const s = slots(a, b);
        return t`a ${s.a} Character and another ${s.b} Character`;
      },
      three: (a, b, c) => t`a ${slot('a', a)} Character , another ${slot('b', b)} Character and yet another ${slot('c', c)} Character`,
      sentence: (phase, each) => t`${slot('phase', phase)} , if you control ${slot('each', each)} —`,
    }),
    win: win(words('you win the game')),
  },
  fr: {
    trigger: trigger({
      phases: [
        ['À Midi', 'atNoon'],
        ['Au Crépuscule', 'atDusk'],
        ['À la Nuit', 'atNight'],
      ],
      names: STATUS_NAMES.fr,
      two: (a, b) => {
        const s = slots(a, b);
        return t`un Personnage ${s.a} et un autre Personnage ${s.b}`;
      },
      three: (a, b, c) => t`un Personnage ${slot('a', a)} , un autre Personnage ${slot('b', b)} , et encore un Personnage ${slot('c', c)}`,
      sentence: (phase, each) => t`${slot('phase', phase)} , si vous contrôlez ${slot('each', each)} —`,
    }),
    win: win(words('vous gagnez la partie')),
  },
};

