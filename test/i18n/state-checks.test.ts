/**
 * The checks of a game state's data in English and French: a broken position and a broken
 * snapshot of each game, loaded, and their faults put into French with the same file, codes
 * and paths (the snapshot's frame, the state's shape by the game's schema, its invariants, the
 * position's own checks). No fault keeps English words of its own.
 */
import { describe, expect, it } from 'vitest';
import { createGame, loadPosition, restoreGame } from '../../src/api.js';
import type { Snapshot } from '../../src/engine/game/record.js';
import { loadError } from '../support/load-error.js';
import { inFrench } from './french-load-error.js';

/** The snapshot of a fresh game, its state a copy to break. */
function snapshotOf(mode: string): Snapshot & { state: Record<string, any> } {
  const game = createGame({ mode, seed: 4 });
  const snapshot = structuredClone(game.snapshot()) as Snapshot & { state: Record<string, any> };
  game.dispose();
  return snapshot;
}

/** The faults of `load`, in English and French, by path. */
function faults(load: () => unknown): { english: string[]; french: string[]; paths: string[] } {
  const error = loadError(load);
  const french = inFrench(error);
  return { english: error.issues.map((i) => i.message), french: french.issues.map((i) => i.message), paths: error.issues.map((i) => i.path) };
}

describe("Riftbound's state checks in English and French", () => {
  it("a snapshot's broken state: seats, owners, zones and a pending trigger, in French at the same paths", () => {
    const snapshot = snapshotOf('riftbound/duel');
    const state = snapshot.state;
    const [first] = Object.keys(state['objects']);
    state['objects'][first as string].owner = 'Z';
    state['seats'][1].hand.push(state['seats'][0].hand[0]);
    state['seats'][0].team = 'nobody';
    state['triggers'] = [{ id: 'c1', trigger: 'played', controller: 'A', source: first, card: state['objects'][first as string].card, ability: 0, here: null }];
    const found = faults(() => restoreGame({ ...snapshot, machine: 'turn.nowhere' }));
    expect(found.paths).toEqual(expect.arrayContaining(['$.machine', `$.state.objects.${first}.owner`, '$.state.seats[0].team', '$.state.triggers[0].ability']));
    expect(found.english).toContain('unknown seat "Z"');
    expect(found.french).toContain('place introuvable : "Z"');
    expect(found.french).toContain(`doit être "A", l'équipe qui compte cette place`);
    expect(found.french.find((m) => m.includes('dans une seule zone'))).toMatch(/ est aussi à \$\.state\.seats\[0\]\.hand\[0\] : un objet est dans une seule zone$/);
  });

  it("a snapshot's state of the wrong shape: the schema's faults in French", () => {
    const snapshot = snapshotOf('riftbound/duel');
    snapshot.state['turn'] = { number: -1, seat: 'A' };
    snapshot.state['extra'] = true;
    const found = faults(() => restoreGame(snapshot));
    expect(found.paths).toEqual(['$.state.extra', '$.state.turn.number']);
    expect(found.french).toEqual(['champ inconnu', 'doit être >= 0']);
  });

  it("a broken position: its cards, seats, battlefields and state, in French at the same paths", () => {
    const found = faults(() =>
      loadPosition({
        mode: 'riftbound/duel',
        state: 'turn.nowhere',
        battlefields: [{ id: 'L', card: 'no-such-field' }, { id: 'L', card: 'hollow-spire' }],
        seats: { A: { hand: ['no-such-card'], base: ['cinder-scout'] }, Z: { hand: [] } },
        scores: { Q: 3 },
        showdown: { battlefield: 'X' },
      }),
    );
    expect(found.paths).toEqual(['$.seats.Z', '$.state', '$.scores.Q', '$.battlefields[0].card', '$.seats.A.hand[0]', '$.battlefields[1].id', '$.showdown.battlefield']);
    expect(found.french).toEqual(expect.arrayContaining(["ce mode n'a pas de place Z", 'aucune équipe ni place Q', 'carte inconnue "no-such-card"', 'aucun champ de bataille "X" en jeu']));
  });

  it("a setup whose teammates share a legend: the fault moved to the decks' paths keeps its words (CR 484.8.g)", () => {
    const error = loadError(() => createGame({ mode: 'riftbound/2v2', seed: 1, decks: ['ember', 'tide', 'ember', 'gale'] }));
    expect(error.issues[0]).toMatchObject({ path: '$.decks[2].legend', rule: 'CR 484.8.g' });
    expect(inFrench(error).issues[0]?.message).toMatch(/^des coéquipiers \(decks 0 et 2\) utilisent tous deux la légende /);
  });
});

describe("Altered's state checks in English and French", () => {
  it("a snapshot's broken state, in French at the same paths", () => {
    const snapshot = snapshotOf('altered/duel');
    const state = snapshot.state;
    state['firstPlayer'] = 'Z';
    state['seats'][0].track = [99];
    state['seats'][1].hand.push(state['seats'][0].hand[0]);
    const found = faults(() => restoreGame(snapshot));
    expect(found.paths).toEqual(['$.state.firstPlayer', '$.state.seats[0].track[0]', '$.state.seats[0].position.companion', '$.state.seats[1].hand[6]']);
    expect(found.french.slice(0, 2)).toEqual(['place introuvable : "Z"', 'il y a 8 Régions']);
  });

  it('a broken position, in French at the same paths', () => {
    const found = faults(() =>
      loadPosition({
        mode: 'altered/duel',
        state: 'day.nowhere',
        tied: ['A', 'Z'],
        seats: { A: { hand: ['no-such-card'], heroCard: 'torch-bearer', hero: { characters: ['dawn-herald', 'no-such-card'] } }, Z: {} },
      }),
    );
    expect(found.paths).toEqual(['$.seats.A.hero.characters[0]', '$.seats.A.hero.characters[1]', '$.seats.A.hand[0]', '$.state', '$.seats.A.heroCard', '$.seats.Z', '$.tied[1]', '$.tied']);
    expect(found.french).toEqual(expect.arrayContaining(["torch-bearer n'est pas un Héros des jeux de cartes", `seule une journée de départage dans l'Arène a des joueurs à égalité (mettez "arena": true)`]));
  });

  it("a position's deck file that does not load: its own faults, in the position's fault's language", () => {
    const error = loadError(() => loadPosition({ mode: 'altered/duel', seats: { A: { decklist: { file: 'no-such-deck.json' } } } }, 'scenarios/altered/position.json'));
    const issue = error.issues.find((i) => i.code === 'UNREADABLE_DECK');
    expect(issue?.path).toBe('$.seats.A.decklist.file');
    const french = inFrench(error).issues.find((i) => i.code === 'UNREADABLE_DECK');
    expect(french?.message).toMatch(/fichier introuvable$/);
    expect(issue?.message).toMatch(/no such file$/);
  });
});
