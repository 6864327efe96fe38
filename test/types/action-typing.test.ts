/**
 * A declared action's listing and performers are typed by the game's published action union
 * (src/engine/game-kit/define-action.ts): the declaration's `type` picks its member of the
 * union, which `enumerate` returns and each performer receives; `check` alone sees the loose
 * action from outside. Checked at compile time (`tsc --noEmit`): the `@ts-expect-error` lines
 * below compile only while the compiler refuses what they say (a listing of another action's
 * type, a performer that names another action's type or the loose action, a type the union
 * does not have). At run time the declarer does not look at types: what the compiler refuses
 * would reach the engine as written.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { defineAction, performersOf, type ActionOfType } from '../../src/engine/game-kit/define-action.js';
import type { Action, BaseState, GameEvent, Host } from '../../src/engine/game/module.js';
import { seedRng } from '../../src/engine/game/rng.js';
import type { AlteredAction, ChooseAction, PlayCardAction } from '../../src/types/altered.js';
import type { HideAction, MoveAction, PassAction, RiftboundAction } from '../../src/types/riftbound.js';
import { riftAction, id } from '../../src/games/riftbound/actions/fields.js';
import { performHide } from '../../src/games/riftbound/actions/hide.js';
import { performMove } from '../../src/games/riftbound/actions/move.js';
import { pass } from '../../src/games/riftbound/actions/turn-actions.js';
import { performPlayCard } from '../../src/games/altered/actions/actions.js';
import { performChoose } from '../../src/games/altered/actions/choices.js';

// Each game's performers take the published action of their own type.
expectTypeOf<ActionOfType<RiftboundAction, 'hide'>>().toEqualTypeOf<HideAction>();
expectTypeOf<ActionOfType<AlteredAction, 'playCard'>>().toEqualTypeOf<PlayCardAction>();
expectTypeOf(performHide).parameter(1).toEqualTypeOf<HideAction>();
expectTypeOf(performMove).parameter(1).toEqualTypeOf<MoveAction>();
expectTypeOf(performPlayCard).parameter(1).toEqualTypeOf<PlayCardAction>();
expectTypeOf(performChoose).parameter(1).toEqualTypeOf<ChooseAction>();

/** A game of talk, to declare actions against: its state, rules and published actions. */
interface TalkState extends BaseState {
  heard: string[];
}
interface TalkRules {
  readonly loud: boolean;
}
/** Interfaces, as the published types are: no index signature, so the loose `Action` is not one of them. */
interface ShoutAction {
  readonly type: 'shout';
  readonly seat: string;
  readonly words: string;
}
interface WhisperAction {
  readonly type: 'whisper';
  readonly seat: string;
  readonly to: string;
}
type TalkAction = ShoutAction | WhisperAction;

const talkAction = defineAction<TalkState, TalkRules, GameEvent, TalkAction>();

const shout = talkAction({
  type: 'shout',
  description: 'Say words to everyone.',
  fields: { properties: { words: { type: 'string' } }, required: ['words'] },
  enumerate: (_host, seat) => [{ type: 'shout', seat, words: 'hello' }],
  check: (_host, action) => {
    expectTypeOf(action).toEqualTypeOf<Action>();
    return typeof action['words'] === 'string' ? undefined : { code: 'MALFORMED_ACTION', message: 'words', rule: 'docs/api.md#actions' };
  },
  perform: (host, action) => {
    expectTypeOf(action).toEqualTypeOf<ShoutAction>();
    host.state.heard.push(action.words);
  },
});

const whisper = talkAction({
  type: 'whisper',
  description: 'Say something to one seat; loudly or softly, as the statechart names it.',
  fields: { properties: { to: { type: 'string' } }, required: ['to'] },
  enumerate: (_host, seat) => [{ type: 'whisper', seat, to: 'B' }],
  check: () => undefined,
  perform: {
    whisperLoudly: (host, action) => {
      expectTypeOf(action).toEqualTypeOf<WhisperAction>();
      host.state.heard.push(`to ${action.to}!`);
    },
    whisperSoftly: (host, action) => host.state.heard.push(`to ${action.to}`),
  },
});

function talkHost(): Host<TalkState, TalkRules> {
  return { state: { rng: seedRng(1), heard: [] }, rules: { loud: false }, emit: () => {}, guard: () => false };
}

describe('each declared action typed by its own member of the published union', () => {
  it('its performers receive its own actions, by the names the statechart gives them', () => {
    const host = talkHost();
    const performers = performersOf({ shout, whisper });
    expect(Object.keys(performers)).toEqual(['shout', 'whisperLoudly', 'whisperSoftly']);
    const [said] = shout.enumerate(host, 'A');
    const [told] = whisper.enumerate(host, 'A');
    if (said === undefined || told === undefined) throw new Error('each lists one action');
    performers['shout']?.(host, said);
    performers['whisperSoftly']?.(host, told);
    performers['whisperLoudly']?.(host, told);
    expect(host.state.heard).toEqual(['hello', 'to B', 'to B!']);
    expect(shout.check(host, { type: 'shout', seat: 'A', words: 7 })).toMatchObject({ code: 'MALFORMED_ACTION' });
  });

  it('what the compiler refuses is not refused at run time: the types are the only guard', () => {
    const host = talkHost();
    const wrongListing = talkAction({
      type: 'whisper',
      description: 'Lists a shout as a whisper.',
      fields: { properties: { to: { type: 'string' } }, required: ['to'] },
      // @ts-expect-error a listing that returns another action's type
      enumerate: (_host, seat) => [{ type: 'shout', seat, words: 'hello' }],
      check: () => undefined,
    });
    expect(wrongListing.enumerate(host, 'A')).toEqual([{ type: 'shout', seat: 'A', words: 'hello' }]);

    const wrongPerformer = talkAction({
      type: 'whisper',
      description: 'Performs a whisper as a shout.',
      fields: { properties: { to: { type: 'string' } }, required: ['to'] },
      enumerate: () => [],
      check: () => undefined,
      // @ts-expect-error a performer that names another action's type
      perform: (innerHost: Host<TalkState, TalkRules>, action: ShoutAction) => innerHost.state.heard.push(action.words),
    });
    wrongPerformer.performers['whisper']?.(host, { type: 'whisper', seat: 'A', to: 'B' });
    expect(host.state.heard).toEqual([undefined]);

    const loosePerformer = talkAction({
      type: 'shout',
      description: 'Performs a shout as the loose action, reading its fields again.',
      fields: { properties: { words: { type: 'string' } }, required: ['words'] },
      enumerate: () => [],
      check: () => undefined,
      // @ts-expect-error a performer that names the loose action, not the published one
      perform: (innerHost: Host<TalkState, TalkRules>, action: Action) => innerHost.state.heard.push(String(action['words'])),
    });
    expect(Object.keys(loosePerformer.performers)).toEqual(['shout']);

    const unpublished = talkAction({
      // @ts-expect-error a type the published union does not have
      type: 'sing',
      description: 'An action no public type declares.',
      fields: { properties: {} },
      enumerate: () => [],
      check: () => undefined,
    });
    expect(unpublished.type).toBe('sing');
  });

  it("in a game's own declarations too: a listing or performer of another of its actions does not compile", () => {
    const hideAsMove = riftAction({
      type: 'hide',
      description: 'Hides with the performer of a move.',
      fields: { properties: { card: id, battlefield: id }, required: ['card', 'battlefield'] },
      // @ts-expect-error Riftbound's `hide` listing a `pass`
      enumerate: (_host, seat): PassAction[] => [{ type: 'pass', seat }],
      check: () => undefined,
      // @ts-expect-error Riftbound's `hide` performed by the performer of `move`
      perform: { standardMove: performMove },
    });
    expect(Object.keys(hideAsMove.performers)).toEqual(['standardMove']);
    // The declared `pass` performs by name, each performer taking a pass.
    expect(Object.keys(pass.performers)).toEqual(['passFocus', 'passPriority']);
  });
});
