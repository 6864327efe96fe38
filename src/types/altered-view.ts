/**
 * What `game.view(seat)` returns for Altered, field by field (docs/api.md, "Views"). The view
 * builder (src/games/altered/view.ts) is typed by these declarations, so it fails to compile
 * when it builds another shape; test/types/ validates the views of random games against a
 * schema equal to them, extra fields refused.
 */
import type { JsonValue } from './json.js';

/** An object id (`o12`), an emblem id (`e3`) or a seat id (`A`). */
type Id = string;
type Side = 'hero' | 'companion';
export type AlteredTerrain = 'forest' | 'mountain' | 'water';

/** A statistic by terrain. */
export interface AlteredStats {
  readonly forest: number;
  readonly mountain: number;
  readonly water: number;
}

/** What one seat sees of an Altered seat: its hand only if it may. */
export interface AlteredSeatView {
  readonly id: Id;
  /** The player's name: the one given to `createGame`, else the seat's letter. */
  readonly name: string;
  /** The player's team: its seats joined by `+` in a team mode (`A+C`), its own seat otherwise. */
  readonly team: string;
  /** The hero's card id, or null for a deck without one. */
  readonly hero: string | null;
  /** The object ids in hand, or null when this seat may not see them. */
  readonly hand: readonly Id[] | null;
  readonly handSize: number;
  readonly deckSize: number;
  /** Mana orbs (facedown cards), ready and exhausted. */
  readonly mana: { readonly ready: number; readonly exhausted: number };
  readonly reserve: readonly Id[];
  readonly landmarks: readonly Id[];
  /** Expedition permanents in the expedition zone. */
  readonly permanents: readonly Id[];
  readonly discard: readonly Id[];
  /** Characters in the expedition zone (each object says its `side`). */
  readonly expedition: readonly Id[];
  /** The seat's track: indexes into `regions`, the hero's region first. */
  readonly track: readonly number[];
  /** Where each expedition stands on the track: the hero's moves up from 0, the companion's down from the end. */
  readonly position: { readonly hero: number; readonly companion: number };
  /** The player passed this Afternoon. */
  readonly passed: boolean;
  /** The hero used its exhaust ability and waits for the Morning (absent: ready). */
  readonly heroExhausted?: boolean;
}

/**
 * An object this seat may see (in play, in a Reserve or Discard, in a hand it sees). Its printed
 * characteristics are its card's (`catalog()[card]`); the fields after `owner` are there only
 * when set.
 */
export interface AlteredObjectView {
  readonly id: Id;
  readonly card: string;
  readonly owner: Id;
  /** The expedition of a character or expedition permanent in play. */
  readonly side?: Side;
  readonly fleeting?: boolean;
  readonly anchored?: boolean;
  readonly asleep?: boolean;
  /** Boost counters: +1 to every statistic each. */
  readonly boosts?: number;
  /** Named counters other than boosts, by name ("Cobalt": 3). */
  readonly counters?: Readonly<Record<string, number>>;
  readonly exhausted?: boolean;
  readonly token?: boolean;
  /** When it entered play: passives apply in this order. */
  readonly timestamp?: number;
  /** A character in play: its keywords as passives make them. */
  readonly keywords?: readonly string[];
  /** A character in play: its statistics as passives make them, before boosts (each boost adds 1 to each). */
  readonly stats?: AlteredStats;
}

/** An Emblem-Reaction waiting in Limbo for its controller (glossary 6.3.b). */
export interface AlteredEmblemView {
  /** The emblem id, which `playReaction` names. */
  readonly id: Id;
  readonly controller: Id;
  /** The object whose reaction it is (null for a hero). */
  readonly source: Id | null;
  readonly card: string;
  /** Which reaction of its card. */
  readonly reaction: number;
}

/** A step of a card's effects, as card data (rules/schema/altered-cards.schema.json): `op` says which. */
export type AlteredEffectStep = { readonly op?: string; readonly [field: string]: JsonValue | undefined };

/** An ability waiting for its player's decision at a "you may" step or an inner action (`choose`). */
export interface AlteredChoiceView {
  readonly seat: Id;
  /** The step to decide. */
  readonly effect: AlteredEffectStep;
  /** The character the step is about to move out of its expedition whose controller takes or declines its "you may put me in my owner's Mana zone instead" (`choose` with `accept`). */
  readonly leave?: Id;
}

/** A region of the adventure: face down (a Tumult card not yet revealed), or its terrains. */
export type AlteredRegionView = { readonly faceDown: true } | { readonly faceDown: false; readonly terrains: readonly AlteredTerrain[] };

/** A "next card you play ..." effect waiting for its card. */
export interface AlteredNextPlayView {
  readonly seat: Id;
  /** The kind of card it waits for (any card when absent). */
  readonly cardType?: 'character' | 'spell' | 'permanent';
  /** Only a card of this printed subtype. */
  readonly subtype?: string;
  readonly until: 'turn' | 'afternoon';
  readonly costLess?: number;
  /** The card is played without paying its cost. */
  readonly free?: true;
  readonly boosts?: number;
}

/** What `game.view(seat)` returns for Altered. */
export interface AlteredView {
  /** The statechart state, like `day.afternoon`. */
  readonly machine: string;
  /** The seat this view is for; null for a spectator. */
  readonly viewer: Id | null;
  readonly day: number;
  readonly firstPlayer: Id;
  /** The player whose Afternoon turn it is. */
  readonly current: Id | null;
  /** The current player played their card or passed: their turn passes once Limbo is empty. */
  readonly turnEnded: boolean;
  /** A tiebreak day in the Arena. */
  readonly arena: boolean;
  /** The winning team once there is one. */
  readonly winner: Id | null;
  /** Players who conceded, in the order they left. */
  readonly conceded: readonly Id[];
  /** Emblem-Reactions waiting in Limbo, in creation order. */
  readonly limbo: readonly AlteredEmblemView[];
  readonly choice: AlteredChoiceView | null;
  /** Every region of the adventure (tracks index into it). */
  readonly regions: readonly AlteredRegionView[];
  readonly seats: readonly AlteredSeatView[];
  /** The objects this seat may see, by id. */
  readonly objects: { readonly [id: string]: AlteredObjectView };
  /** "The next card you play ..." effects waiting for their card. */
  readonly nextPlays: readonly AlteredNextPlayView[];
}
