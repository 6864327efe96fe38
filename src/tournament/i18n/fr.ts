/** A tournament's refusals in French. */
import { translation } from '../../engine/i18n/catalogue.js';
import type { en } from './en.js';

export const fr = translation<typeof en>()({
  'NO_ROUND': "aucune ronde n'a encore été appariée",
  'CLOCK_BACKWARDS': "l'horloge a déjà indiqué {now}",
  'EVENT_OVER': "le tournoi est terminé",
  'EVENT_OVER.allRoundsPlayed': "toutes les rondes ont été jouées",
  'ROUND_NOT_OVER': "la ronde {round} a encore des matchs sans résultat (tables {tables})",
  'TOO_FEW_ENTRANTS': "le tournoi demande au moins {needed} participants, il en a {count}",
  'TOO_FEW_ENTRANTS.allDropped': "tous les participants ont abandonné",
  'REGISTRATION_CLOSED': "les decks s'inscrivent avant l'appariement de la première ronde et ne changent plus ensuite",
  'DUPLICATE_ENTRANT': "{entrant} est déjà inscrit",
  'WRONG_TEAM_SIZE': "un participant de ce tournoi amène {teamSize} joueur(s), pas {count}",
  'WRONG_TEAM_SIZE.decks': "un deck par joueur : {count} deck(s), pas {decks}",
  'DUPLICATE_PLAYER': "{player} joue déjà pour un autre participant",
  'DECK_REFUSED': "le deck enfreint la construction de deck du jeu : {fault}",
  'UNKNOWN_ENTRANT': "aucun participant {entrant}",
  'ALREADY_DROPPED': "{entrant} a déjà abandonné",
  'NOT_DROPPED': "{entrant} est toujours dans le tournoi",
  'REENTRY_CLOSED': "personne ne revient une fois la phase finale établie",
  'REENTRY_CLOSED.noRoundLeft': "il ne reste aucune ronde où revenir",
  'REENTRY_CLOSED.noSwissRoundLeft': "il ne reste aucune ronde suisse où revenir, et la phase finale ne reprend aucun participant",
  'NOT_AT_TABLE': "{entrant} ne joue pas à la table {table}",
  'NO_DRAW_IN_ELIMINATION': "un match à élimination directe ne peut pas finir à égalité",
  'NO_DRAW_IN_ELIMINATION.evenGameWins': "les parties gagnées sont à égalité : un match à élimination directe continue par une partie décisive et la mort subite (TR 408.4.d)",
  'UNKNOWN_TABLE': "la ronde {round} n'a pas de table {table}",
  'MATCH_OVER': "le match de la table {table} a son résultat",
  'load.topCut': 'une phase finale à élimination directe en matchs de {size} demande une puissance de {size} participants',
  'load.format': "pas un état {format}",
  'load.noEntrant': 'aucun participant {id}',
  'MALFORMED_ACTION.notAnAction': "ce n'est pas une action",
});
