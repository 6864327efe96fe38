/** The engine's words in French. */
import { translation } from './catalogue.js';
import type { en } from './en.js';

export const fr = translation<typeof en>()({
  'MALFORMED_ACTION.showHandTo': 'showHand demande une chaîne "to" : le coéquipier qui voit votre main',
  'SHOWING_HAND_FORBIDDEN': 'ce mode ne permet pas de montrer sa main à un coéquipier',
  'NOT_A_TEAMMATE': "{to} n'est pas votre coéquipier",
  'ALREADY_SHOWN': '{to} connaît déjà chaque carte de votre main',
  'MALFORMED_ACTION.notPlainJson': 'une action est une donnée JSON simple : {path} : {message}',
  'MALFORMED_ACTION.notCopyable': "une action est une donnée JSON simple : elle n'a pas pu être copiée",
  'MALFORMED_ACTION.typeAndSeat': 'une action est un objet JSON avec une chaîne "type" et une chaîne "seat"',
  'UNKNOWN_ACTION': "il n'y a pas d'action {type}",
  'MALFORMED_ACTION.unknownField': "{type} n'a pas de champ {unknown}",
  'NOT_AUTOMATIC': "l'état {machineState} attend un joueur",
  'NOT_NOW': "{type} n'est pas possible dans l'état {machineState}",
  'NOT_ALLOWED': "{type} n'est pas permis maintenant",
  'GAME_OVER': 'la partie est terminée',
  'UNKNOWN_SEAT': "il n'y a pas de siège {seat}",
  'TOO_MANY_EVENTS': "{type} causerait plus de {limit} événements ; l'action n'a pas été appliquée",
  'NEVER_LISTED': "{type} est accepté à tout moment et n'est jamais listé parmi les actions légales",
  'NO_LEGAL_CHOICE': "aucun {type} de {seat} ne passe les contrôles du jeu maintenant : aucune carte, cible ou paiement n'en rend un légal",
  'list.and': '{items} et {last}',
  'list.nothing': 'rien',
  'list.nobody': 'personne',
  'event.gameOver.nobody': 'La partie est terminée : personne ne gagne',
  'event.gameOver.one': 'La partie est terminée : {team} gagne',
  'event.gameOver.other': 'La partie est terminée : {team} gagnent',
  'event.conceded': '{seat} abandonne{leaving}',
  'event.conceded.leaving': ' : {seats} quittent la partie',
  'event.handShown': '{seat} montre sa main à {to}',
});
