// The Altered board of the inspector page: the adventure's regions in layout order with the
// expeditions standing on each, then each player's zones and Limbo. Uses `el`, `$`, `nameOf` and
// `cards` of app.js; drawn from the Altered view (docs/altered.md), nothing else.
'use strict';

const TERRAIN_LETTERS = { forest: 'F', mountain: 'M', water: 'W' };

function alteredCharacter(view, id) {
  const object = view.objects[id] ?? {};
  // In play, the view gives statistics as passives make them; elsewhere, the printed ones.
  const stats = object.stats ?? cards[object.card]?.stats;
  const boosts = object.boosts ?? 0;
  const bits = [nameOf(view, id)];
  if (stats) bits.push(Object.entries(TERRAIN_LETTERS).map(([t, letter]) => `${letter}${stats[t] + boosts}`).join(' '));
  const statuses = ['fleeting', 'anchored', 'asleep', 'exhausted'].filter((s) => object[s]);
  return el('span', {
    class: `unit${statuses.map((s) => ` ${s}`).join('')}`,
    'data-id': id,
    title: `${id}${boosts ? `, ${boosts} boost(s)` : ''}${statuses.length ? `, ${statuses.join(', ')}` : ''}`,
  }, bits.join(' '), ownerBadge(object));
}

function drawAlteredBoard(view) {
  $('scores').replaceChildren(
    el('div', {}, `Day ${view.day} · first player ${view.firstPlayer} · ${view.current} to play`, view.arena ? ' · Arena' : '', view.winner ? ` · winner ${view.winner}` : ''),
  );
  // Who stands where: region index → "A hero", "B companion", ...
  const standing = view.regions.map(() => []);
  for (const s of view.seats) for (const side of ['hero', 'companion']) standing[s.track[s.position[side]]]?.push(`${s.id} ${side}`);
  $('battlefields').replaceChildren(
    el('div', { class: 'adventure' },
      view.regions.map((region, i) =>
        el('div', { class: `region${region.faceDown ? ' face-down' : ''}`, 'data-region': String(i) },
          el('strong', {}, region.faceDown ? '?' : region.terrains.map((t) => TERRAIN_LETTERS[t]).join('')),
          el('div', {}, standing[i].map((who) => el('span', { class: 'card', 'data-expedition': who }, who)))))),
  );
  $('seats').replaceChildren(
    ...view.seats.map((s) => {
      const onSide = (list, name) => list.filter((id) => view.objects[id]?.side === name);
      // An expedition: its characters, then its expedition permanents.
      const side = (name) => [
        ...onSide(s.expedition, name).map((id) => alteredCharacter(view, id)),
        ...onSide(s.permanents, name).map((id) => el('span', { class: 'card permanent', 'data-id': id }, nameOf(view, id))),
      ];
      return el('div', { class: 'seat', 'data-seat': s.id },
        el('strong', {}, `${s.id} ${s.name}`), ` · hero ${s.hero ? nameOf(view, s.hero) : 'none'} · deck ${s.deckSize} · mana ${s.mana.ready} ready, ${s.mana.exhausted} exhausted${s.passed ? ' · passed' : ''}`,
        el('div', {}, 'Hero expedition: ', side('hero')),
        el('div', {}, 'Companion expedition: ', side('companion')),
        el('div', {}, 'Reserve: ', s.reserve.map((id) => alteredCharacter(view, id))),
        el('div', {}, 'Landmarks: ', s.landmarks.map((id) => el('span', { class: 'card', 'data-id': id }, nameOf(view, id)))),
        el('div', { class: 'hand' }, 'Hand: ',
          s.hand === null
            ? el('span', { class: 'hidden-hand' }, `${s.handSize} hidden card(s)`)
            : s.hand.map((id) => el('span', { class: 'card', 'data-id': id }, nameOf(view, id)))),
        el('div', {}, `Discard: ${s.discard.length}`));
    }),
  );
  // Limbo, a visible zone: the Emblem-Reactions waiting to be played, in creation order.
  $('chain').replaceChildren(
    el('div', { class: 'limbo' }, 'Limbo: ',
      view.limbo.length
        ? view.limbo.map((e) => el('span', { class: 'card', 'data-emblem': e.id, title: `reaction ${e.reaction} of ${e.source ?? 'the hero'}` }, `${e.id} ${e.controller} ${nameOf(view, e.card)}`))
        : 'empty'),
    // An ability paused for its player's choice ("you may", an inner action).
    view.choice
      ? el('div', { class: 'choice' }, `${view.choice.seat} chooses: may ${view.choice.effect.op}${view.choice.effect.innerCost ? ` (pay ${view.choice.effect.innerCost})` : ''}`)
      : '',
  );
  $('ledger').replaceChildren();
}
