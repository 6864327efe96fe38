/** The inspector server's words in French. */
import { translation } from '../../engine/i18n/catalogue.js';
import type { en } from './en.js';

export const fr = translation<typeof en>()({
  'reason.noGuard': "sans garde : la transition est prise dès que son événement arrive dans cet état",
  'reason.noGame': "aucune partie n'est en cours : la valeur se calcule sur une partie en cours",
  'reason.undefinedGuard': 'les règles ne définissent pas de garde {guard}',
  'reason.cannotEvaluate': "ne peut pas être évaluée : {message}",
  'reason.now': 'maintenant',
  'reason.spectator': 'pour un spectateur (aucun siège n’agit)',
  'reason.seat': 'pour le siège {seat}',
  'reason.true': 'vraie {who}',
  'reason.falseRefusal': 'fausse {who} : {code}, {message} ({rule})',
  'reason.falseRequires': 'fausse {who} : elle demande que {description}',
  'reason.falseExpression': "fausse {who} : l'expression est fausse",
  'selector.unreadable': 'ne peut pas être lu : {message}',
  'error.noTransition': "pas de transition {transition} dans le diagramme",
  'error.noState': "pas d'état {state} dans le diagramme",
  'error.noVariant': 'pas de variante de règles {variant} pour cette partie',
  'error.noSeed': "une partie issue d'une position n'a pas de graine d'où repartir",
  'error.variantFails': 'la variante ne se charge pas : {message}',
  'error.chartOnly': 'sans partie, seuls explain et explainState sont compris',
});
