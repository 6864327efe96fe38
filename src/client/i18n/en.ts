/**
 * The typed client's own words in English: the reference catalogue (docs/i18n.md). The errors it
 * makes itself, without its server (a connection closed or not open, an answer that is not the
 * protocol's, a network fault), keyed by their code, with a variant where one code has several
 * messages. What the server says comes in the client's language from the server.
 */
export const en = {
  'CONNECTION_CLOSED.beforeView': 'the connection closed before the first view',
  'CONNECTION_CLOSED.forGood': 'the server closed the connection for good (code {code})',
  'CONNECTION_CLOSED.beforeAnswer': 'the connection was closed before the server answered',
  'NOT_CONNECTED': 'no view has arrived yet: there is no version to act on',
  'NETWORK_ERROR': '{request}: {message}',
  'NETWORK_ERROR.cannotOpen': 'cannot open {url}: {message}',
  'BAD_RESPONSE.notJson': 'the server sent a message that is not JSON',
  'BAD_RESPONSE.unknownType': 'the server sent a message of unknown type {type}',
  'BAD_RESPONSE.status': '{request} answered {status}',
  'BAD_RESPONSE.notProtocol': "{request}: the answer is not the protocol's JSON",
} as const;
