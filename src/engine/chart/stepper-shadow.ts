/**
 * The shadow check of compiled stepping: every step taken both ways and compared.
 *
 * The game runs on the compiled stepper; a twin of it (its own copy of the game state, its
 * own event list) runs the same events through a real XState actor. After every event the
 * two must be in the same configuration, have emitted the same events and hold the same game
 * state, or fail the same way; any difference throws an EngineError naming it.
 */
import type { StateValue } from 'xstate';
import { EngineError } from '../errors.js';
import type { Stepper } from './stepper.js';

/** What the check reads of each side's host: its game state and the events it emitted. */
export interface ShadowSide {
  readonly stepper: Stepper;
  /** The game state as JSON. */
  state(): string;
  /** The events emitted since the last call, as JSON (the list is then forgotten). */
  takeEvents(): string;
}

export class ShadowStepper implements Stepper {
  constructor(
    private readonly main: ShadowSide,
    private readonly twin: ShadowSide,
  ) {
    this.compare('start');
  }

  get value(): StateValue {
    return this.main.stepper.value;
  }

  get name(): string {
    return this.main.stepper.name;
  }

  get done(): boolean {
    return this.main.stepper.done;
  }

  hasTag(tag: string): boolean {
    const answer = this.main.stepper.hasTag(tag);
    if (answer !== this.twin.stepper.hasTag(tag)) this.differ(`tag ${tag}`, String(answer), String(!answer));
    return answer;
  }

  send(event: { readonly type: string }): void {
    const mainError = attempt(() => this.main.stepper.send(event));
    const twinError = attempt(() => this.twin.stepper.send(event));
    if (mainError !== undefined || twinError !== undefined) {
      if (mainError === undefined || twinError === undefined) {
        this.differ(`failure on ${event.type}`, describe(mainError), describe(twinError));
      }
      throw mainError;
    }
    this.compare(event.type);
  }

  stop(): void {
    this.main.stepper.stop();
    this.twin.stepper.stop();
  }

  private compare(after: string): void {
    const [main, twin] = [this.main.stepper, this.twin.stepper];
    if (main.name !== twin.name) this.differ(`configuration after ${after}`, main.name, twin.name);
    if (main.done !== twin.done) this.differ(`final state after ${after}`, String(main.done), String(twin.done));
    const [mainEvents, twinEvents] = [this.main.takeEvents(), this.twin.takeEvents()];
    if (mainEvents !== twinEvents) this.differ(`events emitted on ${after}`, mainEvents, twinEvents);
    const [mainState, twinState] = [this.main.state(), this.twin.state()];
    if (mainState !== twinState) this.differ(`game state after ${after}`, mainState, twinState);
  }

  private differ(what: string, compiled: string, actor: string): never {
    const clip = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}…` : text);
    throw new EngineError(`shadow check of compiled stepping: ${what} differs: compiled ${clip(compiled)}, XState actor ${clip(actor)}`);
  }
}

function attempt(run: () => void): unknown {
  try {
    run();
    return undefined;
  } catch (error) {
    return error ?? new Error('undefined thrown');
  }
}

function describe(error: unknown): string {
  return error === undefined ? 'no failure' : String(error);
}
