/**
 * The command line in the run's language: `--lang`, else RULEGRAPH_LANG, else the system's
 * (LC_ALL, LC_MESSAGES, LANG), else English. `play` prints its header, its turn-by-turn log and
 * its result in it, and commander's help (titles, descriptions, options) is written in it; so
 * are `simulate`, `cards` and `tournament`, the usage errors, the option parsers' refusals, the
 * system's refusals, each scenario's result line and the deck reader's faults.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run.js';
import { cliLanguage } from '../../src/cli/i18n/messages.js';
import { encodeDeckCode } from '../../src/games/riftbound/decks/index.js';

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

  it('the option parsers and usage errors refuse in the run\'s language', async () => {
    const seed = await cli(['play', '--seed', 'x', '--lang', 'fr']);
    expect(seed.code).toBe(2);
    expect(seed.err).toContain('attend un nombre entier');
    const mode = await cli(['simulate', '--mode', 'nope'], { RULEGRAPH_LANG: 'fr' });
    expect(mode.err).toMatch(/mode inconnu "nope" ; les modes sont : altered\/2v2, /);
    const shard = await cli(['simulate', '--shard', '5/2', '--lang', 'fr']);
    expect(shard.err).toContain('attend i/n avec 1 <= i <= n');
    const merge = await cli(['simulate', 'merge', 'results.json', '--lang', 'fr']);
    expect(merge).toMatchObject({ code: 2, err: 'rulegraph: simulate merge écrit son résultat : donnez --out DOSSIER et/ou --report FICHIER\n' });
    const english = await cli(['simulate', 'merge', 'results.json']);
    expect(english.err).toBe('rulegraph: simulate merge writes its result: give --out DIR and/or --report FILE\n');
    const report = await cli(['tournament', 'report', 'event.json', '--table', '1', '--lang', 'fr']);
    expect(report).toMatchObject({ code: 2, err: 'rulegraph: report prend une seule option parmi --winner, --drawn-game, --time, --concede et --intentional-draw\n' });
    const game = await cli(['--lang', 'fr', 'cards', 'render', 'set.json', '--game', 'chess']);
    expect(game.err).toBe('rulegraph: --game : le compilateur lit riftbound, altered ; reçu "chess"\n');
  });

  it("commander's own refusals are worded in the run's language, and stay commander's words in English", async () => {
    const unknown = await cli(['play', '--sed', '3', '--lang', 'fr']);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toMatch(/^rulegraph: option inconnue '--sed'\n\(Vouliez-vous dire --seed \?\)\n/);
    expect((await cli(['play', '--sed', '3'])).err).toMatch(/^rulegraph: unknown option '--sed'\n\(Did you mean --seed\?\)\n/);
    expect((await cli(['--lang', 'fr', 'plya'])).err).toMatch(/^rulegraph: commande inconnue 'plya'\n\(Vouliez-vous dire play \?\)\n/);
    expect((await cli(['play', '--seed', 'x', '--lang', 'fr'])).err).toMatch(/^rulegraph: l'option '--seed <n>' refuse l'argument 'x' : attend un nombre entier\n/);
    expect((await cli(['play', '--seed', 'x'])).err).toMatch(/^rulegraph: option '--seed <n>' argument 'x' is invalid\. takes an integer\n/);
    expect((await cli(['play', 'extra', '--lang', 'fr'])).err).toMatch(/^rulegraph: trop d'arguments pour 'play' : attendu 0 argument, reçu 1\.\n/);
    expect((await cli(['play', 'extra'])).err).toMatch(/^rulegraph: too many arguments for 'play'\. Expected 0 arguments but got 1\.\n/);
  });

  it('a refusal of the system is worded in the run\'s language', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rulegraph-i18n-'));
    writeFileSync(join(dir, 'file'), '');
    const { code, err } = await cli(['schemas', '--out', join(dir, 'file', 'schemas'), '--lang', 'fr']);
    expect(code).toBe(3);
    expect(err).toContain("une partie du chemin n'est pas un dossier (ENOTDIR)");
  });

  it('simulate, its help and the files it writes, in French', async () => {
    const help = await cli(['simulate', '--help', '--lang', 'fr']);
    expect(help.out).toContain('Joue de nombreuses parties entre des bots');
    expect(help.out).toContain('parties par variante');
    const merge = await cli(['simulate', 'merge', '--help'], { LANG: 'fr_FR.UTF-8' });
    expect(merge.out).toContain('Réunit les résultats des parts');
    const dir = mkdtempSync(join(tmpdir(), 'rulegraph-i18n-'));
    const run = await cli(['simulate', '--games', '2', '--workers', '0', '--out', dir, '--lang', 'fr']);
    expect(run.code).toBe(0);
    expect(run.out).toContain(`${join(dir, 'results.json')} écrit\n`);
    // The summary in French words and numbers (a decimal comma), with nothing left in English.
    expect(run.out).toMatch(/^base : 2 parties, \d nulles?, \d inachevées? ; en moyenne \d+,\d actions, \d+,\d tours?\n {2}victoires par siège : /);
    expect(run.out).toContain('  victoires du premier joueur : ');
    const summary = run.out.split('\n').filter((line) => !line.endsWith(' écrit'));
    expect(summary.join('\n')).not.toMatch(/\b(games|wins|mean|draws)\b/);
  });

  it('tournament, from create to drop, in French', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rulegraph-i18n-'));
    const file = join(dir, 'event.json');
    const fr = (...argv: string[]) => cli(['tournament', ...argv, '--lang', 'fr']);
    expect((await fr('create', file, '--mode', 'riftbound/match', '--name', 'Cup', '--rounds', '2', '--seed', '4')).out).toBe(`${file} : Cup, riftbound/match, 1 joueur par participant, 2 participants par match\n`);
    for (const [name, deck] of [['ana', 'ember'], ['bo', 'tide'], ['cy', 'gale']] as const) expect((await fr('register', file, name, '--deck', deck)).out).toBe(`${name} inscrit\n`);
    const paired = await fr('pair', file);
    expect(paired.out).toMatch(/^ronde 1 \(suisse\)\ntable 1 : \w+ contre \w+\ntable 2 : \w+ \(exempt\)\n$/);
    const [, winner] = /table 1 : (\w+) contre/.exec(paired.out) as RegExpExecArray;
    expect((await fr('clock', file, '--at', '1000')).out).toBe('il reste 60 minutes\n');
    expect((await fr('report', file, '--table', '1', '--winner', winner as string)).out).toMatch(/^table 1 : parties \[/);
    expect((await fr('report', file, '--table', '1', '--time')).out).toBe(`table 1 : ${winner} (temps écoulé)\n`);
    expect((await fr('drop', file, 'cy')).out).toBe('cy retiré\n');
    const refused = await fr('drop', file, 'zed');
    expect(refused.err).toMatch(/^rulegraph: refusé : .* \(TR [\d.]+\) à \$\S* \[\w+\]\n/);
    expect((await fr('--help')).out).toContain('Mène un tournoi gardé dans un fichier JSON');
  });

  it('cards: import, render and coverage say their counts in French, the cards\' text in its own language', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rulegraph-i18n-'));
    const out = join(dir, 'set.json');
    const env = { RULEGRAPH_LANG: 'fr' };
    const imported = await cli(['cards', 'import', 'test/riftbound/text/fixtures/invented-records.json', '--out', out], env);
    expect(imported.out).toContain('impressions 10\ncartes uniques 9\ncompilées 8 (88.9 %)\nrelues à l\'identique 8 (88.9 %)\nrefusées 1\n');
    expect(imported.out).toContain('refusées, par raison :\n');
    expect(imported.out).toContain(`fichier ${out} écrit : 8 cartes\n`);
    const rendered = await cli(['cards', 'render', out], env);
    expect(rendered.out).toContain('[Assault 2]\nWhen you play me');
    expect(rendered.out).toContain('cartes écrites : 8 sur 8\n');
    const help = await cli(['cards', 'coverage', '--help'], env);
    expect(help.out).toContain('Quelle part d\'un fichier de cartes le compilateur lit');
  });

  it('scenario prints each result line in French', async () => {
    const file = 'scenarios/riftbound/2v2/control-stays-individual.json';
    const { code, out } = await cli(['scenario', file, '--lang', 'fr']);
    expect(code).toBe(0);
    expect(out).toMatch(new RegExp(`^✓ .+ \\(${file.replace(/[./]/g, '\\$&')} : \\d+ étapes passées\\)\\n1 réussi\\(s\\), 0 échoué\\(s\\)\\n$`));
    const dir = mkdtempSync(join(tmpdir(), 'rulegraph-i18n-'));
    const broken = join(dir, 'broken.json');
    const scenario = JSON.parse(readFileSync(file, 'utf8')) as { steps: unknown[] };
    writeFileSync(broken, JSON.stringify({ ...scenario, steps: [{ expect: { over: true } }] }));
    const failed = await cli(['scenario', broken, '--lang', 'fr']);
    expect(failed.code).toBe(1);
    expect(failed.out).toContain(`(${broken}) : étape 1 (expect over) : la partie n'est pas comme attendu : attendu true, obtenu false\n`);
  });

  it('the deck reader\'s faults in French, their codes the same', async () => {
    const code = encodeDeckCode({ main: [{ code: 'OGN-007', count: 2 }], sideboard: [], legends: [] });
    const fr = await cli(['decks', 'decode', code.slice(0, 6), '--lang', 'fr']);
    const en = await cli(['decks', 'decode', code.slice(0, 6)]);
    expect(fr.code).toBe(1);
    expect(fr.err).toBe('rulegraph: code de deck : un texte base32 de 6 caractères ne peut pas donner des octets entiers (caractère 6) [DECK_CODE_NOT_BASE32]\n');
    expect(en.err).toBe('rulegraph: deck code: a base32 text of 6 characters cannot be whole bytes (character 6) [DECK_CODE_NOT_BASE32]\n');
    // Five whole bytes that end inside the deck: the part of the code missing is named too.
    const truncated = await cli(['decks', 'decode', code.slice(0, 8), '--lang', 'fr']);
    expect(truncated.err).toMatch(/^rulegraph: code de deck : le code s'arrête (là où devrait être|au milieu d)[^[]+ \(octet \d+\) \[DECK_CODE_TRUNCATED\]\n$/);
    const dir = mkdtempSync(join(tmpdir(), 'rulegraph-i18n-'));
    const list = join(dir, 'list.txt');
    writeFileSync(list, 'Legend:\n0 Somebody\n');
    const listed = await cli(['decks', 'encode', list, '--cards', 'test/riftbound/fixtures/deck-cards.json', '--lang', 'fr']);
    expect(listed.err).toMatch(/^rulegraph: .+list\.txt : ligne 2 : 0 exemplaires de Somebody ; une ligne en tient de 1 à 999 \[DECK_LIST_COUNT\]\n$/);
  });
});
