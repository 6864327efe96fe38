/**
 * The command line in the run's language: `--lang`, else RULEGRAPH_LANG, else the system's
 * (LC_ALL, LC_MESSAGES, LANG), else English. `play` prints its header, its turn-by-turn log and
 * its result in it, and commander's help (titles, descriptions, options) is written in it.
 */
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run.js';
import { cliLanguage } from '../../src/cli/i18n/messages.js';

async function cli(argv: string[], env: Record<string, string> = {}): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runCli(argv, { out: (t) => (out += t), err: (t) => (err += t), env });
  return { code, out, err };
}

describe('the command line in English and French', () => {
  it('play prints its game in French with --lang fr, in English by default', async () => {
    const fr = await cli(['play', '--lang', 'fr', '--seed', '2']);
    expect(fr.code).toBe(0);
    expect(fr.out).toMatch(/^rulegraph play · riftbound\/duel · graine 2 · graine des bots 2\n/);
    expect(fr.out).toMatch(/\n── Tour 1 · [AB] ──\n/);
    expect(fr.out).toMatch(/\nPartie terminée après \d+ actions : ([AB] gagne|pas de gagnant)\.\n$/);
    expect(fr.out).not.toMatch(/── Turn |Game over| plays | draws /);
    const en = await cli(['play', '--seed', '2']);
    expect(en.out).toMatch(/^rulegraph play · riftbound\/duel · seed 2 · bot seed 2\n/);
    expect(en.out).toMatch(/\nGame over after \d+ actions: ([AB] wins|no winner)\.\n$/);
    // The same game: as many lines, the same actions.
    expect(fr.out.split('\n').length).toBe(en.out.split('\n').length);
    expect(/après (\d+) actions/.exec(fr.out)?.[1]).toBe(/after (\d+) actions/.exec(en.out)?.[1]);
  });

  it('a best-of-three match prints each game and the match in French', async () => {
    const { code, out } = await cli(['--lang=fr', 'play', '--mode', 'riftbound/match', '--seed', '3']);
    expect(code).toBe(0);
    expect(out).toMatch(/\nPartie 1 : (P[12]|pas de gagnant) \(premier : P[12]\) ; parties gagnées \{"P1":\d,"P2":\d\}\n/);
    expect(out).toMatch(/\nMatch terminé après [23] parties et \d+ actions : P[12] gagne\.\n$/);
  });

  it('the help is written in the run\'s language', async () => {
    const { code, out } = await cli(['play', '--help', '--lang', 'fr']);
    expect(code).toBe(0);
    expect(out).toMatch(/^Utilisation : rulegraph play \[options\]\n/);
    expect(out).toContain('Joue une partie complète entre des bots au hasard');
    expect(out).toMatch(/\nOptions :\n/);
    expect(out).toContain("affiche l'aide d'une commande");
    const root = await cli(['--help'], { RULEGRAPH_LANG: 'fr' });
    expect(root.out).toMatch(/\nCommandes :\n/);
    expect(root.out).toContain('Codes de sortie : 0 fait');
    const serve = await cli(['serve', '--lang', 'fr', '--help']);
    expect(serve.out).toContain('Démarre le serveur de parties');
    expect(serve.out).toContain("--port <port>            le port, 0 pour n'importe quel port libre");
    const english = await cli(['--help']);
    expect(english.out).toMatch(/^Usage: rulegraph \[options\] \[command\]\n/);
    expect(english.out).toContain('Exit codes: 0 done');
  });

  it('the language comes from --lang, else RULEGRAPH_LANG, else the system, else English', () => {
    expect(cliLanguage(['play'], {})).toBe('en');
    expect(cliLanguage(['play'], { LANG: 'fr_FR.UTF-8' })).toBe('fr');
    expect(cliLanguage(['play'], { LANG: 'C.UTF-8' })).toBe('en');
    expect(cliLanguage(['play'], { LC_ALL: 'en_GB.UTF-8', LANG: 'fr_FR.UTF-8' })).toBe('en');
    expect(cliLanguage(['play'], { RULEGRAPH_LANG: 'fr', LANG: 'en_US.UTF-8' })).toBe('fr');
    expect(cliLanguage(['play', '--lang', 'en'], { RULEGRAPH_LANG: 'fr' })).toBe('en');
    expect(cliLanguage(['play', '--lang=fr'], {})).toBe('fr');
    expect(cliLanguage(['scenario', '--', '--lang', 'fr'], {})).toBe('en');
    // `cards` has a --lang of its own: the language of its cards' text.
    expect(cliLanguage(['cards', 'render', 'set.json', '--lang', 'fr'], {})).toBe('en');
    expect(cliLanguage(['--lang', 'fr', 'cards', 'render', 'set.json', '--lang', 'en'], {})).toBe('fr');
  });

  it('a language the project does not speak is a usage error', async () => {
    const { code, err } = await cli(['play', '--lang', 'de']);
    expect(code).toBe(2);
    expect(err).toMatch(/--lang <lang>.*takes one of en, fr/);
  });
});
