/**
 * The compiled statechart table: derived from the machine by XState's own algorithms, it
 * takes the transitions XState takes and runs the same actions in the same order. Checked on
 * the shipped statecharts' rows, and against an XState actor on a statechart that uses every
 * feature the table claims (nesting, ancestors' transitions, entry, exit and transition
 * actions, re-entry, eventless chains, a final state), over random event sequences.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, setup, type AnyStateMachine } from 'xstate';
import { loadMode } from '../../src/api.js';
import { compileChart, type CompiledChart } from '../../src/engine/chart/compiled-chart.js';
import { EngineError } from '../../src/engine/errors.js';
import { bindChart, CompiledStepper, type Stepper } from '../../src/engine/chart/stepper.js';
import { ShadowStepper } from '../../src/engine/chart/stepper-shadow.js';
import { stateValueToString } from '../../src/engine/chart/statechart.js';

function chartOf(machine: AnyStateMachine): CompiledChart {
  const result = compileChart(machine);
  if ('unsupported' in result) throw new Error(result.unsupported);
  return result.chart;
}

describe('the shipped statecharts compile', () => {
  it('riftbound: rows read from the machine, actions in XState order, ancestors after the leaf', () => {
    const chart = chartOf(loadMode('riftbound/duel').machine);
    expect(chart.initial.next.name).toBe('setup.preparing');
    const awaken = chart.resolve('turn.awaken');
    expect(awaken.tags.has('auto')).toBe(true);
    const advance = awaken.on.get('advance')!;
    expect(advance.map((c) => [c.guard, c.actions, c.next.name])).toEqual([[undefined, ['awaken', 'cleanup'], 'turn.beginning.beginningStep']]);
    // The eventless candidates of Neutral Open: its own four, then turn's (hasWinner).
    const open = chart.resolve('turn.main.neutral.open');
    expect(open.always.map((c) => c.guard)).toEqual(['showdownActive', 'chainActive', 'oneShowdownStaged', 'showdownChoicePending', 'hasWinner']);
    expect(open.on.get('playSpell')!.map((c) => c.guard)).toEqual(['isTurnPlayer', 'hasPriority', 'isInvitedGuest']);
    // Leaving the turn for the next one re-enters `turn`: its entry action runs, then the awaken state's.
    const next = chart.resolve('nextTurn');
    expect(next.always.map((c) => [c.guard, c.actions, c.next.name])).toEqual([
      ['hasWinner', ['announceWinner'], 'gameOver'],
      ['gameDrawn', ['announceWinner'], 'gameOver'],
      [undefined, ['beginTurn'], 'turn.awaken'],
    ]);
    expect(chart.resolve('gameOver').done).toBe(true);
    // A name that is not a leaf resolves as XState resolves it (to the initial descendants).
    expect(chart.resolve('turn').name).toBe('turn.awaken');
  });

  it('every state of both statecharts is reached by the table, and each configuration is named as XState names it', () => {
    for (const mode of ['riftbound/duel', 'altered/duel']) {
      const definition = loadMode(mode);
      const chart = chartOf(definition.machine);
      const leaves = definition.index.keys.filter((key) => !definition.index.keys.some((other) => other.startsWith(`${key}.`)) && key !== '');
      expect([...chart.configurations.keys()].sort()).toEqual(leaves.sort());
      for (const [name, configuration] of chart.configurations) expect(stateValueToString(configuration.value)).toBe(name);
    }
  });

  it('refuses what it does not reproduce, with the reason (the runtime then keeps an actor)', () => {
    const parallel = setup({}).createMachine({ id: 'p', type: 'parallel', states: { a: {}, b: {} } }) as unknown as AnyStateMachine;
    expect(compileChart(parallel)).toEqual({ unsupported: 'parallel state p' });
    const nestedFinal = setup({}).createMachine({ id: 'n', initial: 'x', states: { x: { initial: 'y', states: { y: { type: 'final' } } } } }) as unknown as AnyStateMachine;
    expect(compileChart(nestedFinal)).toEqual({ unsupported: 'final state n.x.y below the top level' });
    const wildcard = setup({}).createMachine({ id: 'w', initial: 'x', states: { x: { on: { '*': 'y' } }, y: {} } }) as unknown as AnyStateMachine;
    expect(compileChart(wildcard)).toEqual({ unsupported: 'wildcard event * in w.x' });
  });
});

/** A statechart using every feature the table reproduces. */
const SAMPLE = {
  id: 'sample',
  initial: 'a',
  entry: ['enterRoot'],
  states: {
    a: {
      entry: ['enterA'],
      exit: ['exitA'],
      initial: 'a1',
      on: {
        go: [{ guard: 'g1', target: '#sample.b', actions: ['goFromA'] }, { target: '.a2', actions: ['goInside'] }],
        stay: { actions: ['stayInA'] },
        again: { target: 'a', reenter: true, actions: ['reenterA'] },
      },
      always: { guard: 'g4', target: 'b', actions: ['alwaysFromA'] },
      states: {
        a1: {
          entry: ['enterA1'],
          exit: ['exitA1'],
          tags: ['auto'],
          on: { go: { guard: 'g2', target: 'a2', actions: ['goA1'] }, step: 'a2' },
        },
        a2: {
          entry: ['enterA2'],
          exit: ['exitA2'],
          always: [{ guard: 'g3', target: 'a1', actions: ['backToA1'] }],
          on: { step: { target: '#sample.c' }, stay: { guard: 'g1', actions: ['stayInA2'] } },
        },
      },
    },
    b: {
      entry: ['enterB'],
      exit: ['exitB'],
      initial: 'b1',
      states: { b1: { entry: ['enterB1'], on: { step: 'b2' } }, b2: { entry: ['enterB2'], always: { guard: 'g2', target: '#sample.a.a2' } } },
      on: { go: 'c', again: { target: 'b', reenter: false, actions: ['stayB'] } },
    },
    c: { entry: ['enterC'], exit: ['exitC'], on: { go: 'a', end: 'done', stay: { target: 'c', reenter: true } } },
    done: { type: 'final', entry: ['enterDone'] },
  },
};

const ACTIONS = [...new Set(JSON.stringify(SAMPLE).match(/"(enter|exit|go|stay|reenter|always|back)[A-Za-z0-9]*"/g)!.map((s) => JSON.parse(s) as string))];
const GUARDS = ['g1', 'g2', 'g3', 'g4'];

/** Guards answer from the action log so far: both sides see the same answers in the same history. */
function answer(log: readonly string[], guard: string, salt: number): boolean {
  let h = salt + log.length * 31 + guard.charCodeAt(1) * 7;
  for (const name of log.slice(-3)) h = (h * 33 + name.length) % 1009;
  return h % 3 === 0;
}

describe('the compiled stepper and an XState actor take the same steps', () => {
  it('on random event sequences of a statechart with every supported feature', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('go', 'stay', 'again', 'step', 'end', 'unknown'), { maxLength: 40 }), fc.integer({ min: 0, max: 1000 }), (events, salt) => {
        const actorLog: string[] = [];
        const compiledLog: string[] = [];
        const machine = setup({
          guards: Object.fromEntries(GUARDS.map((g) => [g, () => answer(actorLog, g, salt)])),
          actions: Object.fromEntries(ACTIONS.map((a) => [a, ({ event }: { event: { type: string } }) => void actorLog.push(`${a}@${event.type}`)])),
        }).createMachine(SAMPLE as never) as unknown as AnyStateMachine;
        const actor = createActor(machine).start();
        const chart = chartOf(machine);
        const stepper: Stepper = new CompiledStepper(
          chart,
          bindChart(chart, (name) => () => answer(compiledLog, name, salt), (name) => (_, event) => void compiledLog.push(`${name}@${event.type}`)),
          undefined,
        );
        const same = () => {
          expect(compiledLog).toEqual(actorLog);
          expect(stepper.name).toBe(stateValueToString(actor.getSnapshot().value as never));
          expect(stepper.done).toBe(actor.getSnapshot().status === 'done');
          expect(stepper.hasTag('auto')).toBe(actor.getSnapshot().status === 'active' && actor.getSnapshot().hasTag('auto'));
        };
        same();
        for (const type of events) {
          if (actor.getSnapshot().status === 'active') actor.send({ type });
          stepper.send({ type });
          same();
        }
      }),
      { numRuns: 300 },
    );
  });

  it('the sample statechart compiles every one of its leaf states', () => {
    const machine = setup({ guards: Object.fromEntries(GUARDS.map((g) => [g, () => false])), actions: Object.fromEntries(ACTIONS.map((a) => [a, () => {}])) }).createMachine(SAMPLE as never) as unknown as AnyStateMachine;
    expect([...chartOf(machine).configurations.keys()].sort()).toEqual(['a.a1', 'a.a2', 'b.b1', 'b.b2', 'c', 'done']);
    // Entering: the root's entry action, then a, then a1 (XState's initial transition).
    expect(chartOf(machine).initial.actions).toEqual(['enterRoot', 'enterA', 'enterA1']);
  });
});

describe('the shadow check of stepping', () => {
  const machine = setup({ guards: Object.fromEntries(GUARDS.map((g) => [g, () => false])), actions: Object.fromEntries(ACTIONS.map((a) => [a, () => {}])) }).createMachine(SAMPLE as never) as unknown as AnyStateMachine;
  const side = (stepper: Stepper, state: () => string, events: () => string) => ({ stepper, state, takeEvents: events });
  const stepper = () => new CompiledStepper(chartOf(machine), bindChart(chartOf(machine), () => () => false, () => () => {}), undefined);

  it('throws an EngineError naming a difference of configuration, events or game state', () => {
    const ahead = stepper();
    ahead.send({ type: 'step' });
    expect(() => new ShadowStepper(side(stepper(), () => '{}', () => '[]'), side(ahead, () => '{}', () => '[]'))).toThrow(/configuration after start differs: compiled a\.a1, XState actor a\.a2/);
    expect(() => new ShadowStepper(side(stepper(), () => '{}', () => '[1]'), side(stepper(), () => '{}', () => '[]'))).toThrow(EngineError);
    let n = 0;
    const shadow = new ShadowStepper(side(stepper(), () => String(n++ > 1), () => '[]'), side(stepper(), () => 'false', () => '[]'));
    expect(() => shadow.send({ type: 'step' })).not.toThrow();
    expect(() => shadow.send({ type: 'step' })).toThrow(/game state after step differs/);
  });

  it('a failure on one side only is a difference; on both, the compiled side\'s error is thrown', () => {
    const failing = (message: string) => new CompiledStepper(chartOf(machine), bindChart(chartOf(machine), () => () => false, (name) => () => { if (name === 'goInside') throw new Error(message); }), undefined);
    const one = new ShadowStepper(side(failing('boom'), () => '', () => ''), side(stepper(), () => '', () => ''));
    expect(() => one.send({ type: 'go' })).toThrow(/failure on go differs: compiled Error: boom, XState actor no failure/);
    const both = new ShadowStepper(side(failing('first'), () => '', () => ''), side(failing('second'), () => '', () => ''));
    expect(() => both.send({ type: 'go' })).toThrow('first');
  });
});
