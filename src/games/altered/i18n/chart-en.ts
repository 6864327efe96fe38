/**
 * What Altered's statechart and rules files write themselves, in English: the description of
 * each state of machines/altered.json (`state.<its key>`, the machine's own `machine`) and of
 * each guard of rules/altered/*.json (`guard.<its name>`), word for word as the files write
 * them (test/i18n/chart-words.test.ts holds the two together). The inspector shows another
 * language's words where a file says what this catalogue says, and a file's own words where
 * it says something else (a mode of one's own).
 */
export const en = {
  'machine': "An Altered game: setup, then days (Morning, Noon, Afternoon, Dusk, Night) until a player's expeditions meet. States tagged auto need no player: leaving one performs its step.",
  'state.setup.preparing': "Decks shuffled, the adventure laid out, the first player drawn, opening hands dealt.",
  'state.setup.mana': "Each player, in initiative order, puts cards from the opening hand as mana orbs.",
  'state.day.morning.dailyEffects': "Succeed and Prepare: the first-player marker passes, mana orbs ready (skipped on the first day); then each player's Draw and Expand are planned with their modifiers.",
  'state.day.morning.modifiers': "Where several modifiers of a player's Draw or Expand apply and their order matters, the first player in initiative order chooses which applies first; then each player draws, or does what replaced their draw.",
  'state.day.morning.mana': "Expand: in initiative order, each player may put one card from hand as a mana orb (or does what replaced it).",
  'state.day.noon.atNoon': "\"At Noon\" reactions of the cards in play trigger.",
  'state.day.noon.reactions': "An ability's player makes its choices, then reactions: the first player in initiative order with an Emblem-Reaction in Limbo plays one, until Limbo is empty.",
  'state.day.afternoon': "Players take turns from the first player: quick actions, then play a card or pass; the phase ends when all have passed.",
  'state.day.afternoon.turn': "A player's turn: quick actions, then play a card or pass; once the reactions checked after that card or pass are played, the turn passes to the next player who has not passed.",
  'state.day.afternoon.reactions': "An ability's player makes its choices, then reactions: the first player in initiative order (from the player taking their turn) with an Emblem-Reaction in Limbo plays one, until Limbo is empty.",
  'state.day.dusk.atDusk': "\"At Dusk\" reactions of the cards in play trigger.",
  'state.day.dusk.reactions': "An ability's player makes its choices, then reactions: the first player in initiative order with an Emblem-Reaction in Limbo plays one, until Limbo is empty.",
  'state.day.dusk.progress': "Progress: each expedition may move forward one region (in the Arena, terrains are compared instead).",
  'state.day.dusk.afterProgress': "An ability's player makes its choices, then reactions: the first player in initiative order with an Emblem-Reaction in Limbo plays one, until Limbo is empty.",
  'state.day.night.atNight': "\"At Night\" reactions of the cards in play trigger.",
  'state.day.night.reactions': "An ability's player makes its choices, then reactions: the first player in initiative order with an Emblem-Reaction in Limbo plays one, until Limbo is empty.",
  'state.day.night.rest': "Rest is about to happen: each character's modifiers (Fleeting, Anchored, Asleep, Eternal, cards') apply where their order cannot matter.",
  'state.day.night.modifiers': "Where several modifiers of a character's Rest apply and their order matters, its controller chooses which applies first, in initiative order; then Rest happens: characters go to Reserve, or where modifiers send them.",
  'state.day.night.afterRest': "An ability's player makes its choices, then reactions: the first player in initiative order with an Emblem-Reaction in Limbo plays one, until Limbo is empty.",
  'state.day.night.cleanup': "Clean-up: each player over a limit chooses what to keep, in initiative order.",
  'state.nextDay': "The game ends with a winner, else a new day begins.",
  'guard.isManaSeat': "The acting seat decides about mana next (initiative order).",
  'guard.firstDay': "The first day skips the Morning.",
  'guard.isCurrentPlayer': "The acting seat takes this Afternoon turn.",
  'guard.isCleanupSeat': "The acting seat chooses what to keep at Clean-up now.",
  'guard.hasWinner': "The game has ended: a winner was found, or the day limit drew it.",
  'guard.isReactionSeat': "The acting seat is the first in initiative order with an Emblem-Reaction in Limbo.",
  'guard.isTurnReactionSeat': "In the Afternoon: the acting seat is the first in initiative order, from the player taking their turn, with an Emblem-Reaction in Limbo.",
  'guard.turnEnded': "The current player played their card or passed.",
  'guard.isModifierSeat': "The acting seat is the first in initiative order while a character's Rest or a player's Morning step waits for a choice of modifier.",
  'guard.noModifierChoices': "No character's Rest nor player's Morning step waits for a choice of modifier.",
  'guard.isChoiceSeat': "The acting seat chooses now for the ability resolving: its player, or the player a step has choose a card of theirs.",
  'guard.somethingPending': "An ability waits for its player's choice, or Limbo holds an Emblem-Reaction.",
  'guard.nothingPending': "No ability waits for a choice, and Limbo holds no Emblem-Reaction.",
} as const;
