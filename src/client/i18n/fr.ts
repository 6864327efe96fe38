/** The typed client's own words in French. */
import { translation } from '../../engine/i18n/catalogue.js';
import type { en } from './en.js';

export const fr = translation<typeof en>()({
  'CONNECTION_CLOSED.beforeView': "la connexion s'est fermée avant la première vue",
  'CONNECTION_CLOSED.forGood': 'le serveur a fermé la connexion pour de bon (code {code})',
  'CONNECTION_CLOSED.beforeAnswer': "la connexion a été fermée avant que le serveur réponde",
  'NOT_CONNECTED': "aucune vue n'est encore arrivée : il n'y a pas de version sur laquelle agir",
  'NETWORK_ERROR': '{request} : {message}',
  'NETWORK_ERROR.cannotOpen': "impossible d'ouvrir {url} : {message}",
  'BAD_RESPONSE.notJson': "le serveur a envoyé un message qui n'est pas du JSON",
  'BAD_RESPONSE.unknownType': 'le serveur a envoyé un message de type inconnu {type}',
  'BAD_RESPONSE.status': '{request} a répondu {status}',
  'BAD_RESPONSE.notProtocol': "{request} : la réponse n'est pas le JSON du protocole",
});
