/**
 * Riftbound, like Altered: ids that are names of an object's prototype (`toString`,
 * `__proto__`, `constructor`), sent in place of any id a legal action names in a game loaded
 * from a position or a snapshot, are refused like any unknown id.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPosition, restoreGame } from '../../src/api.js';
import { PACKAGE_ROOT } from '../../src/node/paths.js';
import { scenarioFiles } from '../../src/scenarios/files.js';
import { probePrototypeIds } from '../support/prototype-probe.js';

describe('prototype names in place of every id a legal action names', () => {
  it('are refused in the positions of the Riftbound scenarios, loaded and restored', () => {
    let sent = 0;
    // One scenario in forty: main phases, showdowns, chains and choices among them.
    for (const file of scenarioFiles(join(PACKAGE_ROOT, 'scenarios', 'riftbound')).filter((_, i) => i % 40 === 0)) {
      const json = JSON.parse(readFileSync(file, 'utf8')) as { position?: Record<string, unknown>; refused?: unknown };
      // Positions of the shipped rules and cards only: their definition is loaded once.
      if (json.position === undefined || json.refused !== undefined || 'cards' in json.position || 'rules' in json.position) continue;
      const game = loadPosition(json.position, file);
      sent += probePrototypeIds(restoreGame(JSON.parse(JSON.stringify(game.snapshot()))), 4);
    }
    expect(sent).toBeGreaterThan(20);
  });
});
