/**
 * Cleanup (CR 318-323), in its order, repeated until nothing changes:
 * (1) victory check; (2) combat designations; (3) lethal damage kills; (4) battlefields with
 * no units, no showdown and an Open turn become uncontrolled; (5) corrective recalls (unattached
 * gear at a battlefield, CR 149.3);
 * (6-7) stage showdowns and combats at contested battlefields. Steps 8-9, starting a staged
 * showdown or combat in Neutral Open, belong to the statechart (`startStagedShowdown`).
 */
import { EngineError } from '../../../engine/errors.js';
import { isOpen, might, object, seat, seatsPresent, teamScores, unitsOf, type RiftHost } from '../reads/queries.js';
import { boardIndex } from '../reads/unit-cache.js';
import { noteMightChanges } from './mighty.js';
import { flushTriggers } from './triggers.js';
import type { BattlefieldState, ObjectId, TeamState } from '../state/state.js';
import { loseControl, startShowdown } from './control.js';
import { recallStrayGear } from './gear.js';
import { killTogether } from './zones.js';
import { forgetDamage, lethalKills } from './kill-attribution.js';
import { victoryScore } from '../reads/player-rules.js';

const MAX_ROUNDS = 1_000;

/** The team at or above the victory score and strictly ahead of every other team, if any. */
function findWinner(host: RiftHost): TeamState | undefined {
  // Asked at every round of every cleanup: the leader alone is compared, with no list or closure made.
  const teams = host.state.teams;
  let leader: TeamState | undefined;
  let tied = false;
  for (const team of teams) {
    if (leader === undefined || team.score > leader.score) {
      leader = team;
      tied = false;
    } else if (team.score === leader.score) tied = true;
  }
  return leader !== undefined && !tied && leader.score >= victoryScore(host) ? leader : undefined;
}

function victoryCheck(host: RiftHost): boolean {
  if (host.state.winner !== null) return false;
  const winner = findWinner(host);
  if (!winner) return false;
  host.state.winner = winner.id;
  host.emit({ type: 'gameWon', team: winner.id, seats: [...winner.seats], score: winner.score, scores: teamScores(host) });
  return true;
}

function lethalDamageKills(host: RiftHost): boolean {
  // Every lethal unit is found before any dies: they die together (CR 323.5), so one's death
  // cannot change another's Might first (a unit no longer "one on one", CR 741.2).
  // Asked at every round of every cleanup, where nobody is lethal almost always: no list until one is.
  // Each unit's object comes with the board index: no lookup by id per unit.
  let lethal: ObjectId[] | undefined;
  const { units, objects } = boardIndex(host.state);
  for (let i = 0; i < units.length; i++) {
    const unit = units[i] as ObjectId;
    const damage = (objects[i] ?? object(host.state, unit)).damage;
    if (damage > 0 && damage >= might(host, unit)) (lethal ??= []).push(unit);
  }
  if (lethal === undefined) {
    forgetDamage(host);
    return false;
  }
  killTogether(host, { units: lethal, by: lethalKills(host, lethal) });
  return true;
}

function emptyBattlefieldsLoseControl(host: RiftHost): boolean {
  if (!isOpen(host.state)) return false;
  let changed = false;
  for (const bf of host.state.battlefields) {
    if (host.state.showdown?.battlefield === bf.id) continue;
    if (bf.units.length === 0 && bf.controller !== null) {
      loseControl(host, bf);
      changed = true;
    }
    // Whoever made it contested has left: there is nothing to contest any more.
    if (bf.contested && (bf.contestedBy === null || unitsOf(host.state, bf, bf.contestedBy).length === 0)) {
      bf.contested = false;
      bf.contestedBy = null;
      bf.staged = false;
      changed = true;
    }
  }
  return changed;
}

/** Facedown cards at battlefields their owner no longer controls are trashed. */
function trashLostHiddenCards(host: RiftHost): boolean {
  let changed = false;
  for (const bf of host.state.battlefields) {
    const hidden = bf.hidden;
    if (!hidden || bf.controller === hidden.owner) continue;
    bf.hidden = null;
    seat(host.state, hidden.owner).trash.push(hidden.card);
    host.emit({ type: 'hiddenCardTrashed', seat: hidden.owner, battlefield: bf.id, card: hidden.card });
    changed = true;
  }
  return changed;
}

function stageShowdowns(host: RiftHost): boolean {
  let changed = false;
  for (const bf of host.state.battlefields) {
    if (bf.contested && !bf.staged && host.state.showdown?.battlefield !== bf.id) {
      bf.staged = true;
      const combat = seatsPresent(host.state, bf).length > 1;
      host.emit({ type: combat ? 'combatStaged' : 'showdownStaged', battlefield: bf.id });
      changed = true;
    }
  }
  return changed;
}

/**
 * The one staged showdown or combat starts (CR 323.11, 344). The statechart calls this from
 * Neutral Open in the Main Phase only: a battlefield staged before then (a position set at the
 * start of a turn) waits for the Main Phase, where the turn player first has priority (CR 312.2.a).
 * With several staged, the turn player chooses which (the `startShowdown` action).
 */
export function startStagedShowdown(host: RiftHost): void {
  const staged = host.state.battlefields.filter((b) => b.staged);
  if (staged.length === 1) startShowdown(host, staged[0] as BattlefieldState);
}

export function cleanup(host: RiftHost): void {
  // An item paused mid-resolution (a cost within its instructions, a question of a step) is
  // still resolving: no cleanup occurs until it finishes (CR 321, 321.1), so what its first
  // steps caused (deaths, triggers waiting to be placed) waits for the end of its resolution.
  // Deaths waiting on a choice among replacement effects are still happening (CR 372-373): the
  // cleanup follows once they are settled.
  if (host.state.instructionCost || host.state.dying !== undefined) {
    victoryCheck(host);
    return;
  }
  for (let round = 0; round < MAX_ROUNDS; round++) {
    if (victoryCheck(host)) return;
    // Deaths this cleanup began wait on a choice: it goes on once they are settled.
    if (host.state.dying !== undefined) return;
    const changed =
      lethalDamageKills(host) ||
      emptyBattlefieldsLoseControl(host) ||
      recallStrayGear(host) ||
      trashLostHiddenCards(host) ||
      stageShowdowns(host) ||
      noteMightChanges(host) ||
      flushTriggers(host);
    if (!changed) return;
  }
  throw new EngineError(`cleanup did not settle after ${MAX_ROUNDS} rounds`);
}
