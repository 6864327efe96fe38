/**
 * Deaths waiting on a choice among replacement effects (mechanics/replacements.ts) go on: after
 * the answer, or after players left the game. Once none waits, the item whose step caused them
 * goes on resolving after that step (mechanics/effects.ts), as it would have without the wait.
 */
import { resumeResolution } from './chain.js';
import { askAgain, chooseReplacement } from './replacements.js';
import { dies } from './zones.js';
import type { RiftHost } from '../reads/queries.js';
import type { ReplacementAnswer } from './replacements.js';

/** `chosen` answers what waits, or, with none, it is asked again; then the deaths go on. */
export function goOnWithDeaths(host: RiftHost, chosen: ReplacementAnswer | undefined): void {
  if (chosen !== undefined) chooseReplacement(host, chosen, dies);
  else askAgain(host, dies);
  const paused = host.state.instructionCost;
  if (host.state.dying === undefined && paused?.asks?.kind === 'deaths') resumeResolution(host, false, { deathsSettled: paused.asks.done });
}
