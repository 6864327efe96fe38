/** Replaying a game from its record: the same start and the same actions make the same game. */
import { ADVANCE } from '../chart/statechart.js';
import { LoadError, refusalText, wordedIssue } from '../errors.js';
import { text } from '../i18n/load/messages.js';
import { jsonCopy } from '../json/freeze.js';
import { isPlainObject } from '../json/json-file.js';
import { Game } from './game.js';
import type { GameDefinition } from './definition.js';
import type { BaseState } from './module.js';
import type { GameOptions } from './options.js';
import { isSealedStart, type GameRecord, type Snapshot } from './record.js';
import { seedRng, type RngState } from './rng.js';
import { sealedState } from './sealed-snapshot.js';

/**
 * Rebuilds a game from its record: same start, same actions, same game. `adoptState`: the
 * start snapshot's state was made for this game alone (a search's sampled state), which takes
 * it as its own instead of copying it; never for a caller's snapshot.
 */
export function replayGame<S extends BaseState, R>(definition: GameDefinition<S, R>, record: GameRecord, options: GameOptions = {}, adoptState = false): Game<S, R> {
  // A sealed snapshot's state is shared: the game copies it before its first change.
  const startState = (snapshot: Snapshot): S => {
    if (isSealedStart(record.start)) return sealedState(snapshot) as S;
    if (adoptState) return snapshot.state as S;
    const copy = jsonCopy(snapshot.state as S);
    return definition.module.completeState?.(copy) ?? copy;
  };
  const game =
    'snapshot' in record.start
      ? new Game(definition, startState(record.start.snapshot), record.start, record.start.snapshot.machine, options)
      : new Game(
          definition,
          definition.module.createState(definition.rules, record.start.setup, seedFromSetup(record.start.setup)),
          record.start,
          undefined,
          options,
        );
  for (const [i, action] of record.actions.entries()) {
    const result = action.type === ADVANCE ? game.advance() : game.apply(action);
    if (!result.ok) {
      const { code, rule } = result.error;
      throw new LoadError('record', [wordedIssue({ path: `$.actions[${i}]`, code: 'ACTION_REFUSED', ...(rule === undefined ? {} : { rule }) }, text('record.refused', { code, message: refusalText(result.error) }))]);
    }
  }
  return game;
}

function seedFromSetup(setup: unknown): RngState {
  const seed = isPlainObject(setup) && typeof setup['seed'] === 'number' ? setup['seed'] : 0;
  return seedRng(seed);
}
