/** The catalogues of every part of the project, by part. */
import type { Catalogue, Messages } from '../../src/engine/i18n/catalogue.js';
import { engineMessages } from '../../src/engine/i18n/messages.js';
import { loadMessages } from '../../src/engine/i18n/load/messages.js';
import { cardTextMessages } from '../../src/engine/i18n/card-text/messages.js';
import { alteredMessages } from '../../src/games/altered/i18n/messages.js';
import { alteredCardMessages } from '../../src/games/altered/i18n/cards-messages.js';
import { alteredTextMessages } from '../../src/games/altered/i18n/text-messages.js';
import { riftboundMessages } from '../../src/games/riftbound/i18n/messages.js';
import { riftboundCardMessages } from '../../src/games/riftbound/i18n/cards-messages.js';
import { riftboundTextMessages } from '../../src/games/riftbound/i18n/text-messages.js';
import { riftboundChartMessages } from '../../src/games/riftbound/i18n/chart-messages.js';
import { alteredChartMessages } from '../../src/games/altered/i18n/chart-messages.js';
import { cliMessages } from '../../src/cli/i18n/messages.js';
import { serverMessages } from '../../src/server/i18n/messages.js';
import { scenarioMessages } from '../../src/scenarios/i18n/messages.js';
import { simulateMessages } from '../../src/simulate/i18n/messages.js';
import { tournamentMessages } from '../../src/tournament/i18n/messages.js';
import { botMessages } from '../../src/bots/i18n/messages.js';
import { tablePageMessages } from '../../src/table/page/i18n/messages.js';
import { inspectorPageMessages } from '../../src/inspect/page/i18n/messages.js';
import { inspectorMessages } from '../../src/inspect/i18n/messages.js';
import { clientMessages } from '../../src/client/i18n/messages.js';

export const PARTS: Readonly<Record<string, Messages<Catalogue>>> = {
  engine: engineMessages,
  load: loadMessages,
  cardText: cardTextMessages,
  altered: alteredMessages,
  alteredCards: alteredCardMessages,
  alteredText: alteredTextMessages,
  riftbound: riftboundMessages,
  riftboundCards: riftboundCardMessages,
  riftboundText: riftboundTextMessages,
  riftboundChart: riftboundChartMessages,
  alteredChart: alteredChartMessages,
  cli: cliMessages,
  server: serverMessages,
  scenarios: scenarioMessages,
  simulate: simulateMessages,
  tournament: tournamentMessages,
  bots: botMessages,
  tablePage: tablePageMessages,
  inspectorPage: inspectorPageMessages,
  inspector: inspectorMessages,
  client: clientMessages,
};
