/**
 * Commander's refusals of a command line read back from its English templates and said from the
 * catalogue: English stays commander's own text to the letter, French is the catalogue's; a text
 * of no known template goes through as it came. (test/i18n/cli.test.ts checks the ones commander
 * writes in a real run.)
 */
import { describe, expect, it } from 'vitest';
import { commanderError } from '../../src/cli/commander-errors.js';
import { sayer } from '../../src/cli/i18n/messages.js';

const english = (message: string) => commanderError(message, sayer('en'), 'en');
const french = (message: string) => commanderError(message, sayer('fr'), 'fr');

describe("commander's refusals in the run's language", () => {
  const cases: readonly (readonly [string, string])[] = [
    ["missing required argument 'file'", "argument obligatoire manquant 'file'"],
    ["option '--seed <n>' argument missing", "l'option '--seed <n>' attend un argument"],
    ["required option '--out <dir>' not specified", "l'option obligatoire '--out <dir>' n'est pas donnée"],
    ["option '--winner <e>' cannot be used with option '--time'", "l'option '--winner <e>' ne peut pas servir avec l'option '--time'"],
    ['too many arguments. Expected 1 argument but got 3.', "trop d'arguments : attendu 1 argument, reçu 3."],
    ["command-argument value 'x' is invalid for argument 'count'. takes an integer", "la valeur 'x' ne convient pas à l'argument 'count' : takes an integer"],
    ["unknown command 'plya'\n(Did you mean play?)", "commande inconnue 'plya'\n(Vouliez-vous dire play ?)"],
  ];
  for (const [message, fr] of cases) {
    it(message.split('\n')[0] as string, () => {
      expect(english(message)).toBe(message);
      expect(french(message)).toBe(fr);
    });
  }

  it('leaves a text of no known template as it came', () => {
    expect(french('something commander says one day')).toBe('something commander says one day');
  });
});
