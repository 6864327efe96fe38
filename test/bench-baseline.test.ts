/**
 * The bench's bare XState baseline must really step: every event it times takes a transition.
 */
import { describe, expect, it } from 'vitest';
import { BARE_CYCLES, bareBaseline } from '../bench/baseline.js';

describe('bare XState baseline', () => {
  it.each(Object.keys(BARE_CYCLES))('%s: every event of its cycle takes a transition', (game) => {
    const result = bareBaseline(game, 50);
    const cycle = BARE_CYCLES[game]!;
    expect(result.events).toBe(cycle.prelude.length + 50 * cycle.cycle.length);
    expect(result.transitions).toBe(result.events);
    expect(result.cpuMicrosPerEvent).toBeGreaterThan(0);
  });

  it.each(Object.keys(BARE_CYCLES))('%s: the compiled stepper takes a transition on every event of the same cycle', (game) => {
    const result = bareBaseline(game, 50, undefined, true);
    const cycle = BARE_CYCLES[game]!;
    expect(result.events).toBe(cycle.prelude.length + 50 * cycle.cycle.length);
    expect(result.transitions).toBe(result.events);
  });

  it('fails when its guards leave the actor stuck (a chain that never empties)', () => {
    const riftbound = BARE_CYCLES['riftbound']!;
    const stuck = { ...riftbound, holds: riftbound.holds.filter((g) => g !== 'chainEmpty') };
    expect(() => bareBaseline('riftbound', 5, stuck)).toThrow(/took no transition/);
    expect(() => bareBaseline('riftbound', 5, stuck, true)).toThrow(/took no transition/);
  });
});
