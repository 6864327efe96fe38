/**
 * Characteristics as passive abilities make them (glossary 2.3.1-2.3.3): keywords, subtypes
 * and statistics of characters in play, the terrains of regions, and which passives still exist.
 * The engine core's dependency order decides how the passives apply; they are applied anew
 * from the printed values whenever they are read.
 */
import { applyPassives, type PassiveAbility } from '../../../engine/game-kit/passives.js';
import { cachedCharacteristics, oncePerReading } from './characteristics-cache.js';
import { card, facing, regionIndex } from './queries.js';
import { KEYWORDS, TERRAINS, type AlteredCard, type Terrain } from '../schema/file-schemas.js';
import { idRecord, type AlteredHost, type AlteredRules, type ObjectId, type SeatId, type Side } from '../state/state.js';

/**
 * One character's characteristics. Its lists and statistics are never changed in place: a
 * passive that changes one puts a new one in its place, so characters can start from the
 * printed values of their card, shared and frozen, and only what passives change is new.
 */
export interface CharacterCharacteristics {
  /** Keywords are abilities (glossary 1.2.4.b): losing abilities takes them away, printed or granted. */
  keywords: readonly string[];
  /** X of its Tough X (0 without Tough): printed or granted, the value comes with the keyword. */
  tough: number;
  subtypes: readonly string[];
  stats: Readonly<Record<Terrain, number>>;
  /** The passives it still has, by index on its card. */
  passives: readonly number[];
  /** Whether a passive took its abilities away (it has no exhaust ability either). */
  lost: boolean;
  /** Triggers whose reactions cannot activate for it (glossary 7.3.1.e). */
  blocked: readonly string[];
  /** The region its expedition stands on. */
  region: number;
  /** The region each of its controller's expeditions stands on: a Gigantic character is in both (glossary 7.4.3.b, 7.4.3.f). */
  regions: Readonly<Record<Side, number>>;
  side: Side;
  owner: SeatId;
}

export interface Characteristics {
  readonly characters: Record<ObjectId, CharacterCharacteristics>;
  /**
   * The passives each other source still has, by object id for a permanent (landmark or
   * expedition permanent) and `hero:<seat>` for a hero (losing abilities reaches characters only).
   */
  readonly others: Record<string, readonly number[]>;
  /** Terrains by region index. */
  readonly terrains: (readonly Terrain[])[];
}

type Passive = NonNullable<AlteredCard['passives']>[number];

/** A region's terrains when a passive makes it one terrain only. */
const ONLY = Object.fromEntries(TERRAINS.map((t) => [t, Object.freeze([t])])) as Readonly<Record<Terrain, readonly Terrain[]>>;

/**
 * The characteristics with some characters replaced: a new top level sharing every character
 * it does not replace. Passives never change a value in place (the dependency order keeps
 * the values before and after each trial), so sharing what they leave alone is safe.
 */
function withCharacters(c: Characteristics, change: (ch: CharacterCharacteristics, id: ObjectId) => CharacterCharacteristics | undefined): Characteristics {
  const characters = idRecord<CharacterCharacteristics>();
  for (const id of Object.keys(c.characters)) {
    const ch = c.characters[id] as CharacterCharacteristics;
    characters[id] = change(ch, id) ?? ch;
  }
  return { characters, others: c.others, terrains: c.terrains };
}

/**
 * The parts of the characteristics passives read and change (see the engine's passives.ts):
 * `abilities` (the passives a source still has, and whether it lost them), each keyword
 * (whether a character has it; `keyword:tough` with its X), `subtypes`, `stats`, `blocked`,
 * `terrains`. Only a passive that sets statistics to their highest reads statistics, so a
 * passive that only adds to them makes no other depend on it; passives read one keyword only (Gigantic), so granting another
 * never does either.
 */
export type Part = 'abilities' | `keyword:${Keyword}` | 'subtypes' | 'stats' | 'blocked' | 'terrains';

type Keyword = (typeof KEYWORDS)[number];

const ABILITIES_ONLY: ReadonlySet<Part> = new Set(['abilities']);
const TERRAINS_PART: ReadonlySet<Part> = new Set(['terrains']);
const LOSING: ReadonlySet<Part> = new Set(['abilities', ...KEYWORDS.map((k) => `keyword:${k}` as const)]);

/** The passives that change what a rule does, not a characteristic: their own handlers read them (glossary 1.4.2.a). */
type RuleChange = 'defendersDontHold' | 'otherAndFacingHeld' | 'furtherAtDusk' | 'exhaustedStay' | 'facingDueToOnly' | 'fleetingSpells' | 'firstEachAfternoon' | 'reservePlaysCostLess';
const RULE_CHANGES: ReadonlySet<Passive['kind']> = new Set<RuleChange>(['defendersDontHold', 'otherAndFacingHeld', 'furtherAtDusk', 'exhaustedStay', 'facingDueToOnly', 'fleetingSpells', 'firstEachAfternoon', 'reservePlaysCostLess']);
const changesARule = (p: Passive): p is Extract<Passive, { kind: RuleChange }> => RULE_CHANGES.has(p.kind);

/** The regions each expedition of a source's controller stands on, and those of the expeditions facing them: what "my region" and "the region of the Expedition facing me" name. */
export interface RegionsNamed {
  readonly mine: Readonly<Record<Side, number>>;
  readonly facing: Readonly<Record<Side, number>>;
}

function ability(source: ObjectId, owner: SeatId, side: Side | undefined, index: number, passive: Exclude<Passive, { kind: RuleChange }>, timestamp: number, named?: RegionsNamed, facingSeats?: FacingSeats, orbs = 0): PassiveAbility<Characteristics> {
  const exists = (c: Characteristics) => (c.characters[source]?.passives ?? c.others[source])?.includes(index) ?? false;
  const id = `${source}#${index}`;
  if (passive.kind === 'regionsBecome') {
    const { terrain, where, inAddition } = passive;
    // "My region": the region of the expedition the card is in; a Gigantic character is in both (glossary 7.4.3.b).
    const regions = (c: Characteristics): readonly number[] => {
      if (where === undefined) return c.terrains.map((_, r) => r);
      if (named === undefined) return NONE;
      const sides: readonly (Side | undefined)[] = c.characters[source]?.keywords.includes('gigantic') ? ['hero', 'companion'] : [side];
      return sides.flatMap((s) => (s === undefined ? [] : where === 'mine' ? [named.mine[s]] : [named.mine[s], named.facing[s]]));
    };
    const becomes = (was: readonly Terrain[]): readonly Terrain[] => (inAddition !== true ? ONLY[terrain] : was.includes(terrain) ? was : Object.freeze([...was, terrain]));
    return {
      id,
      timestamp,
      exists,
      targets: (c) => regions(c).map(String),
      effect: () => terrain,
      ...partsOf(passive),
      apply: (c) => {
        const changed = new Set(regions(c));
        return { ...c, terrains: c.terrains.map((was, r) => (changed.has(r) ? becomes(was) : was)) };
      },
      applyInPlace: (c) => {
        for (const r of regions(c)) if (c.terrains[r] !== undefined) c.terrains[r] = becomes(c.terrains[r]);
      },
    };
  }
  if (passive.kind === 'othersLoseAbilities') {
    return {
      id,
      timestamp,
      exists,
      targets: (c) => Object.keys(c.characters).filter((o) => o !== source),
      effect: () => 'loseAbilities',
      ...partsOf(passive),
      // Keywords are abilities too (glossary 1.2.4.b, 7.4.x.a): printed ones and those granted so far go.
      apply: (c) => withCharacters(c, (ch, o) => (o === source ? undefined : { ...ch, passives: NONE, lost: true, keywords: NONE, tough: 0 })),
      applyInPlace: (c) => {
        for (const [o, ch] of Object.entries(c.characters)) if (o !== source) Object.assign(ch, { passives: NONE, lost: true, keywords: NONE, tough: 0 });
      },
    };
  }
  // "While I am in <terrain>": a Gigantic character is in both expeditions, so in either region (glossary 7.4.3.b).
  const holds = (c: Characteristics) => {
    const me = c.characters[source];
    if (passive.unlessControl !== undefined && controlsEnough(c, source, owner, passive.unlessControl)) return false;
    if (passive.manaOrbs !== undefined && !enoughOrbs(orbs, passive.manaOrbs)) return false;
    // "If there is only one Character in my Expedition": as many as its grant reaches there.
    if (passive.ifAlone && targets(c).length !== 1) return false;
    if (passive.ifInTerrain === undefined) return true;
    if (me === undefined) return false;
    const where = me.keywords.includes('gigantic') ? [me.regions.hero, me.regions.companion] : [me.region];
    return where.some((r) => (c.terrains[r] ?? []).includes(passive.ifInTerrain as Terrain));
  };
  // The expeditions the source is in: an expedition permanent's, a character's (both when Gigantic).
  const sides = (c: Characteristics): readonly (Side | undefined)[] => (c.characters[source]?.keywords.includes('gigantic') ? ['hero', 'companion'] : [side]);
  const inExpedition = (c: Characteristics, ch: CharacterCharacteristics) => ch.owner === owner && (ch.keywords.includes('gigantic') || sides(c).includes(ch.side));
  const targets = (c: Characteristics) =>
    passive.to === 'self'
      ? [source]
      : Object.keys(c.characters).filter((o) => {
          const ch = c.characters[o] as CharacterCharacteristics;
          if (typeof passive.to === 'object') return ch.subtypes.includes(passive.to.subtype);
          if (passive.to === 'expedition') return inExpedition(c, ch);
          if (passive.to === 'facing') return facingMe(ch, sides(c), facingSeats);
          return passive.to === 'characters' || ch.owner === owner;
        });
  const { reads, writes } = partsOf(passive);
  /** Changes `ch` as this passive does (a character the caller owns): each list or statistics it changes is replaced by a new one, frozen, never changed in place. */
  const grant = (ch: CharacterCharacteristics): void => {
    if (passive.keyword && !ch.keywords.includes(passive.keyword)) ch.keywords = Object.freeze([...ch.keywords, passive.keyword]);
    // A granted Tough X keeps its X; with Tough already, the larger X counts.
    if (passive.keyword === 'tough') ch.tough = Math.max(ch.tough, passive.tough ?? 1);
    if (passive.subtype && !ch.subtypes.includes(passive.subtype)) ch.subtypes = Object.freeze([...ch.subtypes, passive.subtype]);
    if (passive.cannotActivate && !ch.blocked.includes(passive.cannotActivate)) ch.blocked = Object.freeze([...ch.blocked, passive.cannotActivate]);
    if (passive.stats) {
      const stats = { ...ch.stats };
      for (const t of TERRAINS) stats[t] += passive.stats[t] ?? 0;
      if (passive.stats.highest) stats.forest = stats.mountain = stats.water = highest(stats);
      ch.stats = Object.freeze(stats);
    }
  };
  return {
    id,
    timestamp,
    exists,
    targets,
    reads,
    writes,
    effect: (c) =>
      holds(c)
        ? {
            keyword: passive.keyword ?? null,
            tough: passive.tough ?? null,
            subtype: passive.subtype ?? null,
            stats: passive.stats ?? null,
            cannotActivate: passive.cannotActivate ?? null,
            // What it sets the statistics to depends on them (glossary 2.3.2): the highest of each target.
            highest: passive.stats?.highest ? targets(c).map((o) => highest((c.characters[o] as CharacterCharacteristics).stats)) : null,
          }
        : null,
    apply: (c) => {
      if (!holds(c)) return c;
      const reached = new Set(targets(c));
      return withCharacters(c, (ch, o) => {
        if (!reached.has(o)) return undefined;
        const next = { ...ch };
        grant(next);
        return next;
      });
    },
    applyInPlace: (c) => {
      if (!holds(c)) return;
      for (const o of targets(c)) {
        const ch = c.characters[o];
        if (ch) grant(ch);
      }
    },
  };
}

/** The highest of a character's three statistics. */
function highest(stats: Readonly<Record<Terrain, number>>): number {
  return Math.max(stats.forest, stats.mountain, stats.water);
}

/** "If you have ten or more Mana Orbs", "Unless you have eight or more Mana Orbs": how many orbs its player has in their Mana zone (mana-orb-grants.ts). */
function enoughOrbs(orbs: number, { atLeast, fewerThan }: NonNullable<Extract<Passive, { kind: 'grant' }>['manaOrbs']>): boolean {
  return (atLeast === undefined || orbs >= atLeast) && (fewerThan === undefined || orbs < fewerThan);
}

/** "unless you control two or more other Plants": the characters of the subtype its player controls (glossary 1.2.2: those in its expeditions), the source left out if "other". */
function controlsEnough(c: Characteristics, source: ObjectId, owner: SeatId, { count, subtype, other }: NonNullable<Extract<Passive, { kind: 'grant' }>['unlessControl']>): boolean {
  const counted = Object.entries(c.characters).filter(([o, ch]) => ch.owner === owner && (other !== true || o !== source) && ch.subtypes.includes(subtype));
  return counted.length >= count;
}

interface Parts {
  readonly reads: ReadonlySet<Part>;
  readonly writes: ReadonlySet<Part>;
}

const parts = new WeakMap<Passive, Parts>();
const CHANGING_TERRAINS: Parts = { reads: ABILITIES_ONLY, writes: TERRAINS_PART };
/** "My region": where a Gigantic source is decides which regions change. */
const CHANGING_MY_TERRAINS: Parts = { reads: new Set<Part>(['abilities', 'keyword:gigantic']), writes: TERRAINS_PART };
const TAKING_ABILITIES: Parts = { reads: ABILITIES_ONLY, writes: LOSING };
const CHANGING_NOTHING: Parts = { reads: ABILITIES_ONLY, writes: new Set() };

/**
 * What a passive reads (whether it still exists; for a grant, Gigantic and terrains for
 * "while I am in", subtypes or Gigantic to find its targets) and what it changes.
 */
function partsOf(passive: Passive): Parts {
  if (passive.kind === 'regionsBecome') return passive.where === undefined ? CHANGING_TERRAINS : CHANGING_MY_TERRAINS;
  if (passive.kind === 'othersLoseAbilities') return TAKING_ABILITIES;
  if (passive.kind === 'defendersDontHold') return CHANGING_NOTHING;
  if (passive.kind === 'otherAndFacingHeld') return CHANGING_NOTHING;
  if (passive.kind === 'furtherAtDusk') return CHANGING_NOTHING;
  if (passive.kind === 'exhaustedStay' || passive.kind === 'facingDueToOnly') return CHANGING_NOTHING;
  if (passive.kind === 'fleetingSpells') return CHANGING_NOTHING;
  if (passive.kind === 'firstEachAfternoon') return CHANGING_NOTHING;
  if (passive.kind === 'reservePlaysCostLess') return CHANGING_NOTHING;
  let found = parts.get(passive);
  if (found) return found;
  const reads = new Set<Part>(['abilities']);
  if (passive.ifInTerrain !== undefined) reads.add('keyword:gigantic').add('terrains');
  if (passive.unlessControl !== undefined) reads.add('subtypes');
  if (typeof passive.to === 'object') reads.add('subtypes');
  if (passive.to === 'expedition' || passive.to === 'facing') reads.add('keyword:gigantic');
  const writes = new Set<Part>();
  if (passive.stats) writes.add('stats');
  if (passive.stats?.highest) reads.add('stats');
  if (passive.keyword) writes.add(`keyword:${passive.keyword}`);
  if (passive.subtype) writes.add('subtypes');
  if (passive.cannotActivate) writes.add('blocked');
  found = { reads, writes };
  parts.set(passive, found);
  return found;
}

/** A card whose abilities work now (besides passives): a character in an expedition that kept them, a permanent, a hero. */
export interface AbilityHolder {
  /** The object (null for a hero, which is no object). */
  readonly object: ObjectId | null;
  readonly card: AlteredCard;
  readonly controller: SeatId;
  /** Triggers whose reactions cannot activate for it. */
  readonly blocked: readonly string[];
}

/** Where to look for cards whose abilities work: every card in play and every hero, one player's, or one object. */
export interface HolderScope {
  readonly seat?: SeatId;
  readonly object?: ObjectId;
}

/**
 * Every card whose reactions or modifiers work now, among those `wanted` picks (in `scope`).
 * Passives (which decide whether a character lost its abilities) are applied only if a
 * wanted card is a character and a card in play has a passive that takes abilities away or
 * blocks reactions: most plays need no such work.
 */
export function abilityHolders(host: Pick<AlteredHost, 'state' | 'rules'>, wanted: (card: AlteredCard) => boolean, known?: Characteristics, scope: HolderScope = {}): AbilityHolder[] {
  const { state, rules } = host;
  let chars = known;
  let silencing = known !== undefined ? true : undefined;
  const out: AbilityHolder[] = [];
  const add = (object: ObjectId | null, cardId: string | undefined, controller: SeatId) => {
    const def = cardId === undefined ? undefined : card(rules, cardId);
    if (def && wanted(def)) out.push({ object, card: def, controller, blocked: NONE });
  };
  const skipped = (id: ObjectId) => scope.object !== undefined && id !== scope.object;
  for (const s of state.seats) {
    if (scope.seat !== undefined && s.id !== scope.seat) continue;
    if (s.hero && scope.object === undefined) add(null, s.hero, s.id);
    for (const id of s.expedition) {
      if (skipped(id)) continue;
      const obj = state.objects[id];
      const def = obj && card(rules, obj.card);
      if (!def || !wanted(def)) continue;
      silencing ??= passivesMayChange(host, SILENCING);
      if (!silencing) {
        out.push({ object: id, card: def, controller: s.id, blocked: NONE });
        continue;
      }
      chars ??= characteristics(host);
      const now = chars.characters[id];
      if (now && !now.lost) out.push({ object: id, card: def, controller: s.id, blocked: now.blocked });
    }
    for (const list of [s.landmarks, s.permanents]) for (const id of list) if (!skipped(id)) add(id, state.objects[id]?.card, s.id);
  }
  return out;
}

/** What decides whether a character's abilities work: whether it lost them, and which of its reactions are blocked. */
export const SILENCING: readonly Part[] = ['abilities', 'blocked'];

/**
 * Whether a passive of a card in play or of a hero may change one of `parts`. When none
 * may, those parts of every character are as printed, whatever the other passives do: they
 * are known without applying any.
 */
export function passivesMayChange(host: Pick<AlteredHost, 'state' | 'rules'>, parts: readonly Part[]): boolean {
  const changed = oncePerReading(host, 'partsChangedInPlay', () => partsChangedInPlay(host));
  return changed.size > 0 && parts.some((part) => changed.has(part));
}

/** The parts the passives of the cards in play and of the heroes may change. */
function partsChangedInPlay(host: Pick<AlteredHost, 'state' | 'rules'>): ReadonlySet<Part> {
  const { state, rules } = host;
  const changing = changingCards(rules);
  let changed: Set<Part> | undefined;
  const add = (cardId: string | null | undefined) => {
    const parts = cardId == null ? undefined : changing.get(cardId);
    if (parts !== undefined) for (const part of parts) (changed ??= new Set()).add(part);
  };
  for (const s of state.seats) {
    add(s.hero);
    for (const ids of [s.expedition, s.landmarks, s.permanents]) for (const id of ids) add(state.objects[id]?.card);
  }
  return changed ?? NOTHING_CHANGED;
}

const NOTHING_CHANGED: ReadonlySet<Part> = new Set();

/**
 * The characteristics now where a passive in play may change one of `parts`; undefined where
 * none may: those parts are then as printed on the cards (and the regions), and readers take
 * them from there without any passive applied.
 */
export function characteristicsFor(host: Pick<AlteredHost, 'state' | 'rules'>, parts: readonly Part[]): Characteristics | undefined {
  return passivesMayChange(host, parts) ? characteristics(host) : undefined;
}

/** The part that is whether a character has `keyword`, as a list of one for `passivesMayChange`. */
export function keywordPart(keyword: string): readonly Part[] {
  return KEYWORD_PARTS.get(keyword) ?? NONE;
}

const KEYWORD_PARTS = new Map<string, readonly Part[]>(KEYWORDS.map((k) => [k, [`keyword:${k}` as const]]));

/**
 * The characteristics now, computed at most once per version of what they are made from
 * (see reads/characteristics-cache.ts) and then shared: the value is frozen, so no reader can change
 * what the next one reads.
 */
export function characteristics(host: Pick<AlteredHost, 'state' | 'rules'>): Characteristics {
  return cachedCharacteristics(host, computeCharacteristics);
}

/** The characteristics computed afresh: printed values, then every passive of the characters and permanents in play and of the heroes. */
export function computeCharacteristics(host: Pick<AlteredHost, 'state' | 'rules'>): Characteristics {
  const { base, abilities } = passivesInPlay(host);
  return applyPassives(base, abilities).characteristics;
}

/** The printed characteristics of what is in play, and every passive ability that works on them. */
export function passivesInPlay(host: Pick<AlteredHost, 'state' | 'rules'>): { base: Characteristics; abilities: PassiveAbility<Characteristics>[] } {
  const { state, rules } = host;
  const base: Characteristics = { characters: idRecord(), others: idRecord(), terrains: state.regions.map((r) => printedTerrains(r.terrains)) };
  const abilities: PassiveAbility<Characteristics>[] = [];
  // Every passive of a card in play, and the printed card to start from.
  const inPlay = (id: ObjectId): AlteredCard | undefined => {
    const obj = state.objects[id];
    if (!obj) return undefined;
    const def = card(rules, obj.card);
    // A passive that changes a rule, not a characteristic, is read where that rule is applied.
    (def.passives ?? []).forEach(
      (p, i) =>
        !changesARule(p) &&
        abilities.push(
          ability(id, obj.owner, obj.side, i, p, obj.timestamp ?? 0, p.kind === 'regionsBecome' && p.where !== undefined ? regionsNamed(host, obj.owner) : undefined, p.kind === 'grant' && p.to === 'facing' ? facingSeatsOf(host, obj.owner) : undefined, orbsOf(host, obj.owner)),
        ),
    );
    return def;
  };
  for (const s of state.seats) {
    // Where this player's expeditions stand: the same for each of their characters.
    let regions: Readonly<Record<Side, number>> | undefined;
    for (const id of s.expedition) {
      const def = inPlay(id);
      if (!def) continue;
      const side = state.objects[id]?.side ?? 'hero';
      regions ??= Object.freeze({ hero: s.track[s.position.hero] ?? -1, companion: s.track[s.position.companion] ?? -1 });
      const p = printedCharacteristics(def);
      base.characters[id] = {
        keywords: p.keywords,
        tough: p.tough,
        regions,
        region: regions[side],
        subtypes: p.subtypes,
        stats: p.stats,
        passives: p.passives,
        lost: false,
        blocked: NONE,
        side,
        owner: s.id,
      };
    }
    for (const list of [s.landmarks, s.permanents]) {
      for (const id of list) {
        const def = inPlay(id);
        if (def) base.others[id] = printedCharacteristics(def).passives;
      }
    }
    // A hero is in play from the start of the game: before every card, by timestamp.
    if (s.hero) {
      const hero = card(rules, s.hero);
      const source = `hero:${s.id}`;
      (hero.passives ?? []).forEach((p, i) => !changesARule(p) && abilities.push(ability(source, s.id, undefined, i, p, 0, undefined, undefined, s.mana.length)));
      base.others[source] = printedCharacteristics(hero).passives;
    }
  }
  return { base, abilities };
}

/** How many Mana Orbs a player has (the cards of their Mana zone, glossary 3.1.3.d). */
function orbsOf(host: Pick<AlteredHost, 'state' | 'rules'>, owner: SeatId): number {
  return host.state.seats.find((s) => s.id === owner)?.mana.length ?? 0;
}

/** The player whose expedition faces each of a seat's expeditions (in 2v2, one opponent for each). */
type FacingSeats = Readonly<Record<Side, SeatId>>;

function facingSeatsOf(host: Pick<AlteredHost, 'state' | 'rules'>, owner: SeatId): FacingSeats {
  return { hero: facing(host, owner, 'hero'), companion: facing(host, owner, 'companion') };
}

/**
 * "Characters facing me": those in the expedition facing the source's (both of its controller's
 * when the source is Gigantic, glossary 7.4.3.f), a Gigantic one being in both of its own
 * controller's expeditions (7.4.3.b).
 */
function facingMe(ch: CharacterCharacteristics, mine: readonly (Side | undefined)[], seats: FacingSeats | undefined): boolean {
  if (seats === undefined) return false;
  return mine.some((s) => s !== undefined && ch.owner === seats[s] && (ch.side === s || ch.keywords.includes('gigantic')));
}

/** Where a seat's expeditions stand, and the expeditions facing them. */
function regionsNamed(host: Pick<AlteredHost, 'state' | 'rules'>, owner: SeatId): RegionsNamed {
  const { state } = host;
  const at = (seatId: SeatId, side: Side) => regionIndex(state, seatId, side);
  return {
    mine: { hero: at(owner, 'hero'), companion: at(owner, 'companion') },
    facing: { hero: at(facing(host, owner, 'hero'), 'hero'), companion: at(facing(host, owner, 'companion'), 'companion') },
  };
}

const terrainsCopies = new WeakMap<readonly Terrain[], readonly Terrain[]>();

/** A frozen copy of a region's printed terrains, made once per list (and again if the list was changed since). */
function printedTerrains(terrains: readonly Terrain[]): readonly Terrain[] {
  const copy = terrainsCopies.get(terrains);
  if (copy !== undefined && copy.length === terrains.length && copy.every((t, i) => t === terrains[i])) return copy;
  const made = Object.freeze([...terrains]);
  terrainsCopies.set(terrains, made);
  return made;
}

const changingByRules = new WeakMap<AlteredRules, ReadonlyMap<string, ReadonlySet<Part>>>();

/** The cards whose passives may change something, by id, with the parts they may change: most cards have none. */
function changingCards(rules: AlteredRules): ReadonlyMap<string, ReadonlySet<Part>> {
  let found = changingByRules.get(rules);
  if (found === undefined) {
    found = new Map([...rules.cardDb.cards].map(([id, def]) => [id, printedCharacteristics(def).changes] as const).filter(([, changes]) => changes.size > 0));
    changingByRules.set(rules, found);
  }
  return found;
}

/** An empty list, frozen: shared wherever a characteristic has nothing. */
const NONE: readonly never[] = Object.freeze([]);

/** A card's printed characteristics as a character starts from them (and its passives' indices), frozen. */
interface Printed {
  readonly keywords: readonly string[];
  readonly tough: number;
  readonly subtypes: readonly string[];
  readonly stats: Readonly<Record<Terrain, number>>;
  readonly passives: readonly number[];
  /** The parts its passives may change. */
  readonly changes: ReadonlySet<Part>;
}

const printedByCard = new WeakMap<AlteredCard, Printed>();

/** The printed characteristics of `def`, made once per card and shared by every object of it. */
export function printedCharacteristics(def: AlteredCard): Printed {
  let found = printedByCard.get(def);
  if (found !== undefined) return found;
  const keywords = Object.freeze([...((def.keywords as string[] | undefined) ?? [])]);
  found = Object.freeze({
    keywords,
    // A Tough whose X is counted (`toughX`) has no printed X: mechanics/targets.ts counts it.
    tough: keywords.includes('tough') && def.toughX === undefined ? (def.tough ?? 1) : 0,
    subtypes: Object.freeze([...(def.subtypes ?? [])]),
    stats: Object.freeze({ forest: def.stats?.forest ?? 0, mountain: def.stats?.mountain ?? 0, water: def.stats?.water ?? 0 }),
    passives: Object.freeze((def.passives ?? []).map((_, i) => i)),
    changes: new Set((def.passives ?? []).flatMap((p) => [...partsOf(p).writes])),
  });
  printedByCard.set(def, found);
  return found;
}
