/**
 * Building a game state from a position (docs/scenarios.md). Whatever the position leaves
 * out takes a default: the seat's default deck, empty hands, no runes, each contributor's
 * first battlefield, the turn player's second turn, the Main Phase.
 */
import { LoadError, wordedIssue, type LoadIssue } from '../../engine/errors.js';
import type { Text } from '../../engine/i18n/catalogue.js';
import { text } from './i18n/messages.js';
import { formatPath, type PathSegment } from '../../engine/json/json-path.js';
import { PositionIds } from '../../engine/game-kit/position-ids.js';
import { seedRng } from '../../engine/game/rng.js';
import { resolveStateName, type MachineIndex } from '../../engine/chart/statechart.js';
import type { CardDefinition, Deck } from './schema/card-schema.js';
import { checkDeck } from './cards/cards.js';
import type { Position } from './position-schema.js';
import { mightyNow } from './mechanics/mighty.js';
import { pendingTriggers } from './position-triggers.js';
import { teammateFault, type SeatIdentity } from './state/teammates.js';
import { emptyChain, newGameObject, newShowdown, noQuestions, type BattlefieldState, type GameObject, type ObjectId, type ObjectKeyword, type RiftboundRules, type RiftboundState, type SeatId, type SeatState, type ShowdownState, type TeamState } from './state/state.js';
import type { Writable } from './reads/unit-cache.js';

type CardSpec = string | { card: string; id?: string };
type UnitSpec = string | { card: string; id?: string; exhausted?: boolean; damage?: number; might?: number; buffed?: boolean; mightThisTurn?: number; keywords?: ObjectKeyword[] };
type RuneSpec = string | { card: string; id?: string; exhausted?: boolean };

const MAIN = 'turn.main';
/** States before this turn's scoring step has run: nothing is recorded yet. */
const BEFORE_SCORING = ['turn.awaken', 'turn.beginning'];

class Builder {
  readonly issues: LoadIssue[] = [];
  readonly objects: Record<ObjectId, GameObject> = {};
  private readonly ids = new PositionIds((id) => id in this.objects);

  constructor(private readonly rules: RiftboundRules) {}

  fault(path: PathSegment[], message: Text): void {
    this.issues.push(wordedIssue({ path: formatPath(path) }, message));
  }

  card(id: string, types: readonly CardDefinition['type'][], path: PathSegment[]): CardDefinition | undefined {
    const card = this.rules.cardDb.cards.get(id);
    if (!card) this.fault(path, text('load.unknownCard', { card: JSON.stringify(id) }));
    else if (!types.includes(card.type)) this.fault(path, text('load.wrongType', { card: id, type: card.type, expected: types.join(' or ') }));
    return card;
  }

  /** A new object; its id is given, or `seat-card` (`-2`, `-3`... when taken). */
  make(seat: SeatId, spec: { card: string; id?: string | undefined }, path: PathSegment[], extra: Partial<GameObject> = {}): ObjectId {
    const { id, duplicate } = this.ids.next(seat, spec.card, spec.id);
    if (duplicate) this.fault([...path, 'id'], text('load.idTwice', { id: JSON.stringify(id) }));
    this.objects[id] = Object.assign(newGameObject(id, spec.card, seat), extra);
    return id;
  }

  /** The deck a seat brought: named or inline, checked like a new game's (cards/cards.ts, cards/deck-rules.ts). */
  deck(spec: string | Deck | undefined, fallback: Deck, path: PathSegment[]): Deck {
    if (spec === undefined) return fallback;
    if (typeof spec === 'string') {
      const deck = this.rules.cardDb.decks.get(spec);
      if (!deck) this.fault(path, text('load.unknownDeck', { deck: JSON.stringify(spec), known: [...this.rules.cardDb.decks.keys()].join(', ') }));
      return deck ?? fallback;
    }
    try {
      checkDeck(spec, this.rules.cardDb.cards, this.rules, 'position', path);
    } catch (error) {
      if (!(error instanceof LoadError)) throw error;
      this.issues.push(...error.issues);
    }
    return spec;
  }

  /** A Chosen Champion: a champion unit sharing a tag with the legend, unless deck rules are off (CR 103.2.a.2). */
  champion(id: string, legend: string, path: PathSegment[]): void {
    const card = this.card(id, ['unit'], path);
    const legendTags = this.rules.cardDb.cards.get(legend)?.tags ?? [];
    if (!card || this.rules.knobs.deckRules === 'off') return;
    if (!card.champion || !(card.tags ?? []).some((t) => legendTags.includes(t))) {
      this.issues.push(wordedIssue({ path: formatPath(path), rule: 'CR 103.2.a.2' }, text('load.notLegendChampion', { card: id, tags: legendTags.join(', ') })));
    }
  }

  unit(seat: SeatId, spec: UnitSpec, path: PathSegment[]): ObjectId {
    const s = typeof spec === 'string' ? { card: spec } : spec;
    const at = typeof spec === 'string' ? path : [...path, 'card'];
    this.card(s.card, ['unit'], at);
    const extra: Writable<Partial<GameObject>> = { exhausted: s.exhausted ?? false, damage: s.damage ?? 0 };
    if ('might' in s && s.might !== undefined) extra.might = s.might;
    if ('keywords' in s && s.keywords !== undefined) extra.keywords = s.keywords.map((k) => (typeof k === 'string' ? k : { ...k }));
    if ('buffed' in s && s.buffed) extra.buffed = true;
    if ('mightThisTurn' in s && s.mightThisTurn) extra.mightThisTurn = s.mightThisTurn;
    return this.make(seat, s, path, extra);
  }

  cards(seat: SeatId, spec: number | readonly CardSpec[] | undefined, fallback: readonly string[], path: PathSegment[], defaultCount: number): ObjectId[] {
    if (spec === undefined || typeof spec === 'number') {
      const count = spec ?? defaultCount;
      if (fallback.length === 0 && count > 0) this.fault(path, text('load.noDefaultDeck'));
      return Array.from({ length: fallback.length ? count : 0 }, (_, i) => this.make(seat, { card: fallback[i % fallback.length] as string }, path));
    }
    return spec.map((entry, i) => {
      const s = typeof entry === 'string' ? { card: entry } : entry;
      this.card(s.card, ['unit', 'spell', 'gear'], typeof entry === 'string' ? [...path, i] : [...path, i, 'card']);
      return this.make(seat, s, [...path, i]);
    });
  }
}

function expand(entries: readonly { card: string; count: number }[]): string[] {
  return entries.flatMap((e) => Array.from({ length: e.count }, () => e.card));
}

export function stateFromPosition(rules: RiftboundRules, position: Position, index: MachineIndex, file: string): { state: RiftboundState; machine: string } {
  const b = new Builder(rules);
  const seatIds = rules.seats.names;
  const decks = [...rules.cardDb.decks.values()];
  const seatSpecs = position.seats ?? {};
  for (const id of Object.keys(seatSpecs)) if (!seatIds.includes(id)) b.fault(['seats', id], text('load.noSeat', { seat: id }));
  const known = (seat: unknown, path: PathSegment[]) => {
    if (seat !== null && seat !== undefined && !seatIds.includes(seat as string)) b.fault(path, text('load.noSeat', { seat: String(seat) }));
  };

  const machine = resolveStateName(position.state ?? MAIN, index);
  if (!machine) {
    b.fault(['state'], text('load.noStateOf', { state: JSON.stringify(position.state), states: index.keys.join(', ') }));
  }
  const turnSeat = position.turn?.seat ?? (seatIds[0] as string);
  known(turnSeat, ['turn', 'seat']);
  known(position.turn?.orderSeat, ['turn', 'orderSeat']);
  (position.turn?.queued ?? []).forEach((owner, i) => known(owner, ['turn', 'queued', i]));
  const turnIndex = Math.max(0, seatIds.indexOf(turnSeat));
  const turnNumber = position.turn?.number ?? seatIds.length + turnIndex + 1;

  const teams: TeamState[] = (rules.seats.teams ?? seatIds.map((s) => [s])).map((members) => ({ id: members.join('+'), seats: members, score: 0 }));
  for (const [key, score] of Object.entries(position.scores ?? {})) {
    const team = teams.find((t) => t.id === key || t.seats.includes(key));
    if (!team) b.fault(['scores', key], text('load.noTeamOrSeat', { key }));
    else team.score = score;
  }

  // Board units first, so that they get the plain ids (A-cinder-scout) scenarios refer to.
  type FieldSpec = NonNullable<Position['battlefields']>[number];
  const fieldSpecs: FieldSpec[] = position.battlefields ?? rules.battlefields.contributors.map((c) => {
    const deck = decks[seatIds.indexOf(c) % decks.length] as Deck;
    return { card: deck.battlefields[0] as string, contributedBy: c };
  });
  const hiddenCard = (spec: FieldSpec['hidden'], path: PathSegment[]): BattlefieldState['hidden'] => {
    if (!spec) return null;
    known(spec.owner, [...path, 'owner']);
    b.card(spec.card, ['unit', 'spell', 'gear'], [...path, 'card']);
    return { card: b.make(spec.owner, spec, path), owner: spec.owner, turn: spec.turn ?? turnNumber - 1 };
  };
  const battlefields: BattlefieldState[] = fieldSpecs.map((spec, i) => {
    const path: PathSegment[] = ['battlefields', i];
    b.card(spec.card, ['battlefield'], [...path, 'card']);
    for (const key of ['contributedBy', 'controller', 'contestedBy'] as const) known(spec[key], [...path, key]);
    const units: ObjectId[] = [];
    for (const [seat, list] of Object.entries(spec.units ?? {})) {
      known(seat, [...path, 'units', seat]);
      (list as UnitSpec[]).forEach((u, k) => units.push(b.unit(seat, u, [...path, 'units', seat, k])));
    }
    return {
      id: spec.id ?? spec.card,
      card: spec.card,
      contributedBy: spec.contributedBy ?? null,
      controller: spec.controller ?? null,
      contested: spec.contested ?? false,
      contestedBy: spec.contestedBy ?? null,
      staged: spec.staged ?? false,
      units,
      hidden: hiddenCard(spec.hidden, [...path, 'hidden']),
    };
  });
  const identities: SeatIdentity[] = [];
  const seats: SeatState[] = seatIds.map((id, i) => {
    const spec = seatSpecs[id] ?? {};
    const path: PathSegment[] = ['seats', id];
    const base = (spec.base ?? []).map((u, k) => b.unit(id, u as UnitSpec, [...path, 'base', k]));
    const deck = b.deck(spec.decklist, decks[i % decks.length] as Deck, [...path, 'decklist']);
    const main = expand(deck.main);
    const runeCards = expand(deck.runes);
    const legend = spec.legend ?? deck.legend;
    b.card(legend, ['legend'], [...path, 'legend']);
    const champion = spec.champion === undefined ? (deck.champion ?? null) : spec.champion;
    if (champion !== null) b.champion(champion, legend, [...path, spec.champion === undefined ? 'decklist' : 'champion']);
    const fieldChoices = (spec.battlefieldChoices as string[] | undefined) ?? deck.battlefields.slice(0, rules.battlefields.choices);
    (spec.battlefieldChoices as string[] | undefined)?.forEach((f, k) => b.card(f, ['battlefield'], [...path, 'battlefieldChoices', k]));
    identities.push({ legend, battlefields: fieldChoices });
    const runes = typeof spec.runes === 'number' || spec.runes === undefined
      ? Array.from({ length: spec.runes ?? 0 }, (_, r) => b.make(id, { card: runeCards[r % runeCards.length] as string }, [...path, 'runes']))
      : (spec.runes as readonly RuneSpec[]).map((entry, r) => {
          const s = typeof entry === 'string' ? { card: entry } : entry;
          b.card(s.card, ['rune'], typeof entry === 'string' ? [...path, 'runes', r] : [...path, 'runes', r, 'card']);
          return b.make(id, s, [...path, 'runes', r], { exhausted: typeof entry === 'string' ? false : (entry.exhausted ?? false) });
        });
    const runeDeckCount = spec.runeDeck ?? Math.max(0, runeCards.length - runes.length);
    const runeDeck = Array.from({ length: runeDeckCount }, (_, r) => b.make(id, { card: runeCards[(runes.length + r) % runeCards.length] as string }, [...path, 'runeDeck']));
    const team = teams.find((t) => t.seats.includes(id)) as TeamState;
    const started = turnNumber > i ? Math.floor((turnNumber - 1 - i) / seatIds.length) + 1 : 0;
    // Made in this order (object ids follow it); the seat lists its fields as setup.ts does: one hidden class.
    const legendObject = b.make(id, { card: legend, id: `${id}-legend` }, [...path, 'legend'], { exhausted: spec.legendExhausted ?? false });
    const championZone = champion !== null && spec.championZone !== false ? [b.make(id, { card: champion }, [...path, 'champion'])] : [];
    const hand = b.cards(id, spec.hand as number | CardSpec[] | undefined, main, [...path, 'hand'], 0);
    const deckCards = b.cards(id, spec.deck as number | CardSpec[] | undefined, main, [...path, 'deck'], main.length);
    const trash = b.cards(id, spec.trash as number | CardSpec[] | undefined, main, [...path, 'trash'], 0);
    const banishment = b.cards(id, spec.banishment as number | CardSpec[] | undefined, main, [...path, 'banishment'], 0);
    return {
      id,
      name: spec.name ?? id,
      team: team.id,
      legend,
      legendObject,
      championZone,
      chosenChampion: champion,
      battlefieldChoices: fieldChoices,
      deck: deckCards,
      runeDeck,
      hand,
      base,
      trash,
      banishment,
      runes,
      pool: { energy: spec.pool?.energy ?? 0, power: { ...(spec.pool?.power ?? {}) }, restricted: undefined },
      turnsStarted: spec.turnsStarted ?? started,
      mulliganDone: !(machine ?? '').startsWith('setup'),
      handKnownBy: {},
      xp: spec.xp ?? 0,
      cardsPlayedThisTurn: undefined,
    };
  });

  // Teammates' legends and battlefields differ here as in a new game (CR 484.8.g-h).
  const teammates = teammateFault(rules, identities);
  if (teammates) {
    const seatOf = /^\$\.seats\[(\d+)\]\.(\w+)$/.exec(teammates.path);
    const seatId = seatIds[Number(seatOf?.[1])] as string;
    const field = seatOf?.[2] === 'legend' ? 'legend' : 'battlefieldChoices';
    const written = field in (seatSpecs[seatId] ?? {});
    b.issues.push({ ...teammates, path: formatPath(['seats', seatId, written ? field : 'decklist']) });
  }

  // Gear last, so that it may be attached to any unit of any seat (CR 718.5.e).
  const gear: ObjectId[] = [];
  const onBoard = new Set([...battlefields.flatMap((f) => f.units), ...seats.flatMap((s) => s.base)]);
  for (const id of seatIds) {
    (seatSpecs[id]?.gear ?? []).forEach((entry, k) => {
      const path: PathSegment[] = ['seats', id, 'gear', k];
      const s = typeof entry === 'string' ? { card: entry } : entry;
      b.card(s.card, ['gear'], typeof entry === 'string' ? path : [...path, 'card']);
      const extra: Writable<Partial<GameObject>> = { exhausted: 'exhausted' in s ? (s.exhausted ?? false) : false };
      if ('attachedTo' in s && s.attachedTo !== undefined) {
        if (!onBoard.has(s.attachedTo)) b.fault([...path, 'attachedTo'], text('load.noUnit', { unit: JSON.stringify(s.attachedTo) }));
        extra.attachedTo = s.attachedTo;
      }
      if ('at' in s && s.at !== undefined) {
        if (!battlefields.some((f) => f.id === s.at)) b.fault([...path, 'at'], text('load.noBattlefield', { battlefield: JSON.stringify(s.at) }));
        if (extra.attachedTo !== undefined) b.fault([...path, 'at'], text('load.attachedOrAt'));
        extra.at = s.at;
      }
      gear.push(b.make(id, s, path, extra));
    });
  }

  const fieldIds = battlefields.map((f) => f.id);
  fieldIds.forEach((id, i) => {
    if (fieldIds.indexOf(id) !== i) b.fault(['battlefields', i, 'id'], text('load.battlefieldIdTwice', { id: JSON.stringify(id) }));
  });

  const checkFields = (map: Record<string, readonly string[]> | undefined, path: PathSegment[]) => {
    for (const [seat, list] of Object.entries(map ?? {})) {
      known(seat, [...path, seat]);
      list.forEach((f, i) => {
        if (!fieldIds.includes(f)) b.fault([...path, seat, i], text('load.noBattlefield', { battlefield: JSON.stringify(f) }));
      });
    }
  };
  const scored = structuredClone((position.scoring?.scored ?? {}) as Record<SeatId, ObjectId[]>);
  checkFields(scored, ['scoring', 'scored']);
  let atScoringStep: RiftboundState['scoring']['atScoringStep'] = null;
  const given = position.scoring?.atScoringStep;
  if (given) {
    checkFields(given.controlled as Record<string, string[]>, ['scoring', 'atScoringStep', 'controlled']);
    checkFields(given.occupied as Record<string, string[]>, ['scoring', 'atScoringStep', 'occupied']);
    const perSeat = (m: Record<string, readonly string[]> | undefined) => Object.fromEntries(seatIds.map((s) => [s, [...(m?.[s] ?? [])]]));
    atScoringStep = { controlled: perSeat(given.controlled as Record<string, string[]>), occupied: perSeat(given.occupied as Record<string, string[]>) };
  } else if (given === undefined && machine && machine.startsWith('turn') && !BEFORE_SCORING.some((p) => machine.startsWith(p))) {
    const of = (test: (f: BattlefieldState) => boolean) => battlefields.filter(test).map((f) => f.id);
    atScoringStep = {
      controlled: Object.fromEntries(seatIds.map((s) => [s, of((f) => f.controller === s)])),
      occupied: Object.fromEntries(seatIds.map((s) => [s, of((f) => f.units.some((u) => b.objects[u]?.controller === s))])),
    };
  }

  let showdown: ShowdownState | null = null;
  if (position.showdown) {
    const spec = position.showdown;
    const field = battlefields.find((f) => f.id === spec.battlefield);
    if (!field) b.fault(['showdown', 'battlefield'], text('load.noBattlefield', { battlefield: JSON.stringify(spec.battlefield) }));
    else {
      const attacker = spec.attacker ?? field.contestedBy ?? turnSeat;
      known(attacker, ['showdown', 'attacker']);
      known(spec.focus, ['showdown', 'focus']);
      const present = seatIds.filter((s) => field.units.some((u) => b.objects[u]?.controller === s));
      const defender = present.find((s) => s !== attacker) ?? null;
      field.contested = true;
      field.contestedBy = attacker;
      field.staged = false;
      showdown = newShowdown(field.id, attacker, defender, spec.focus ?? attacker, spec.passesInRow ?? 0);
    }
  }
  const triggers = pendingTriggers({ rules, objects: b.objects, battlefields, seats: seatIds, fault: (path, message) => b.fault(path, message) }, position.triggers);
  if (b.issues.length) throw new LoadError(file, b.issues);

  const state: RiftboundState = {
    rng: seedRng(position.seed ?? 0),
    turn: { number: turnNumber, seat: turnSeat },
    seats,
    teams,
    battlefields,
    objects: b.objects,
    gear,
    nextObjectId: 1,
    showdown,
    ...emptyChain(),
    triggers,
    nextChainId: triggers.length + 1,
    scoring: { scored, atScoringStep },
    winner: null,
    drawn: false,
    invitation: null,
    burnOutChoices: [],
    removed: [],
    mighty: {},
    turnQueue: {
      orderSeat: position.turn?.orderSeat ?? turnSeat,
      additional: position.turn?.additional ?? false,
      next: [...(position.turn?.queued ?? [])],
    },
    ...noQuestions(),
  };
  // What is Mighty in the position is so already: nothing becomes Mighty by being set up (CR 709).
  state.mighty = mightyNow({ state, rules, emit: () => {}, guard: () => false });
  return { state, machine: machine as string };
}
