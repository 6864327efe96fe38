/**
 * The messages the inspector's servers send (docs/inspector.md), typed once: the servers build
 * them with these types and the page (src/inspect/page/) reads them with the same ones. The
 * page's own messages are `ClientMessage` (session.ts).
 */
import type { RuleViolation } from '../engine/errors.js';
import type { Action } from '../engine/game/module.js';
import type { AlteredCatalogCard, RiftboundCatalogCard } from '../types/catalog.js';
import type { AlteredView } from '../types/altered-view.js';
import type { JsonObject } from '../types/json.js';
import type { RiftboundView } from '../types/riftbound-view.js';
import type { LaidOutChart } from './chart-layout.js';
import type { StateExplanation, TransitionExplanation } from './guard-explain.js';
import type { StepTrace } from './microsteps.js';
import type { RuleChange } from './variants.js';
import type { LoggedEvent } from './session.js';

/** A card as the game's catalogue gives it. */
export type InspectedCard = RiftboundCatalogCard | AlteredCatalogCard;

/** A seat's view of the game: a board the page draws for Riftbound and Altered, any other game's as JSON. */
export type InspectedView = RiftboundView | AlteredView | JsonObject;

/** The rule variant played, and how its rules differ from `against`. */
export interface VariantPlayed {
  readonly id: string;
  readonly changes: readonly RuleChange[];
  readonly against: string;
  /** Whether choosing it restarted the game from its seed. */
  readonly restarted: boolean;
}

/** The chart's fields of `hello`. */
export interface ChartHello {
  readonly chart: LaidOutChart;
  /** The variants the page offers (none for a game from a position). */
  readonly variants: readonly { readonly id: string; readonly label: string }[];
  readonly variant: VariantPlayed | null;
  readonly seed: number | null;
}

/** The first message on a socket, and again after a variant restarts the game. */
export interface HelloMessage extends ChartHello {
  readonly type: 'hello';
  /** False for a chart without a game (`rulegraph inspect --machine`). */
  readonly game?: false;
  readonly mode: string | null;
  readonly seats: readonly string[];
  readonly machine: { readonly id: string; readonly keys: readonly string[]; readonly config: Readonly<Record<string, unknown>> | null };
  readonly cards: Readonly<Record<string, InspectedCard>>;
  /** The files of a chart without a game. */
  readonly files?: { readonly machine: string; readonly rules: string | null };
  /** Guards the machine names that the rules file does not define. */
  readonly missingGuards?: readonly string[];
}

/** The game at the timeline's cursor, as the client's seat sees it. */
export interface StateMessage {
  readonly type: 'state';
  readonly seat: string | null;
  readonly machine: string;
  readonly active: readonly string[];
  readonly over: boolean;
  readonly view: InspectedView;
  readonly legalActions: readonly Action[];
  readonly unavailable: readonly { readonly type: string; readonly reason: RuleViolation }[];
  readonly mustAct: string | null;
  readonly timeline: { readonly index: number; readonly length: number };
  readonly log: readonly LoggedEvent[];
  readonly bots: boolean;
  readonly seatBots: Readonly<Record<string, string>>;
  /** The action that led here and what it did in the statechart, its hidden values as `hidden`. */
  readonly last: { readonly action: Action; readonly trace: StepTrace } | null;
  /** The seat this client plays (bots leave it alone); null while bots play every seat. */
  readonly plays?: string | null;
}

export type ExplanationMessage = { readonly type: 'explanation' } & TransitionExplanation;
export type StateExplanationMessage = { readonly type: 'stateExplanation' } & StateExplanation;

export interface RejectedMessage {
  readonly type: 'rejected';
  readonly action: Action;
  readonly error: RuleViolation;
}

export interface ErrorMessage {
  readonly type: 'error';
  readonly message: string;
}

export type ServerMessage = HelloMessage | StateMessage | ExplanationMessage | StateExplanationMessage | RejectedMessage | ErrorMessage;
