// The inspector page: the statechart (chart.js), the board from the view the server sends
// for the chosen seat, the legal actions (actions.js), the event log and the timeline. It
// speaks only the JSON messages of docs/inspector.md, over a WebSocket to the server that
// served it: no other request leaves the page.
'use strict';

const $ = (id) => document.getElementById(id);
// Opened once every script of the page has run (DOMContentLoaded): messages need them all.
let socket = null;
let cards = {};
let current = null;

function send(message) {
  socket.send(JSON.stringify(message));
}

function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (key === 'class') node.className = value;
    else if (key.startsWith('on')) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value);
  }
  for (const child of children.flat(Infinity)) if (child !== null && child !== undefined) node.append(child);
  return node;
}

// ---- board ---------------------------------------------------------------------------------

function nameOf(view, id) {
  const object = view.objects?.[id];
  const card = object ? cards[object.card] : cards[id];
  return card?.name ?? id;
}

function unit(view, id) {
  const object = view.objects[id] ?? {};
  // Each number says what it is: "Might 4", "1 damage".
  const bits = [nameOf(view, id)];
  const might = object.might ?? cards[object.card]?.might;
  if (might !== undefined) bits.push(`Might ${might + (object.buffed ? 1 : 0) + (object.mightThisTurn ?? 0)}`);
  if (object.buffed) bits.push('buffed');
  if (object.damage) bits.push(`${object.damage} damage`);
  return el('span', {
    class: `unit${object.exhausted ? ' exhausted' : ''}${object.stunned ? ' stunned' : ''}`,
    'data-id': id,
    title: `${id}, owner ${object.owner ?? '?'}, controller ${object.controller ?? '?'}${object.exhausted ? ', exhausted' : ''}`,
  }, bits.join(' · '), ownerBadge(object));
}

/** Who a card belongs to, on every unit: the owner, and the controller when another seat controls it. */
function ownerBadge(object) {
  if (!object.owner) return null;
  const text = object.controller && object.controller !== object.owner ? `${object.owner}→${object.controller}` : object.owner;
  return el('span', { class: 'owner', title: 'owner' }, text);
}

/** A list of battlefield ids in words. */
function places(view, ids) {
  return ids.length ? ids.map((id) => nameOf(view, id)).join(', ') : 'none';
}

function drawBoard(view) {
  if (view.regions) return drawAlteredBoard(view);
  if (!view.battlefields) {
    // A game without a dedicated board here: its view as JSON.
    for (const id of ['scores', 'seats', 'chain', 'ledger']) $(id).replaceChildren();
    $('battlefields').replaceChildren(el('pre', { id: 'raw-view' }, JSON.stringify(view, null, 1)));
    return;
  }
  $('scores').replaceChildren(
    el('div', {}, `Turn ${view.turn.number} · ${view.turn.seat}`, view.winner ? ` · winner ${view.winner}` : ''),
    el('div', { id: 'team-scores' }, view.teams.map((t) => el('span', { class: 'card', 'data-team': t.id }, `${t.id}: ${t.score}`))),
  );
  $('battlefields').replaceChildren(
    ...view.battlefields.map((bf) =>
      el('div', { class: `battlefield${bf.contested ? ' contested' : ''}`, 'data-battlefield': bf.id },
        el('strong', {}, nameOf(view, bf.card)), ` (${bf.id})`,
        el('span', { class: 'controller' }, ` controller: ${bf.controller ?? 'none'}`),
        bf.contested ? ` · contested by ${bf.contestedBy}` : '',
        bf.staged ? ' · staged' : '',
        bf.hidden ? ` · hidden card of ${bf.hidden.owner}${bf.hidden.card ? `: ${nameOf(view, bf.hidden.card)}` : ''}` : '',
        el('div', {}, bf.units.map((id) => unit(view, id)))),
    ),
  );
  $('seats').replaceChildren(
    ...view.seats.map((s) =>
      el('div', { class: 'seat', 'data-seat': s.id },
        el('strong', {}, `${s.id} ${s.name}`), ` · team ${s.team} · deck ${s.deckSize} · runes ${s.runes.length} (${s.runeDeckSize} left) · pool ${s.pool.energy}E`,
        el('div', {}, 'Base: ', s.base.map((id) => unit(view, id))),
        el('div', { class: 'hand' }, 'Hand: ',
          s.hand === null
            ? el('span', { class: 'hidden-hand' }, `${s.handSize} hidden card(s)`)
            : s.hand.map((id) => el('span', { class: 'card', 'data-id': id }, nameOf(view, id)))),
        el('div', {}, `Trash: ${s.trash.length}`)),
    ),
  );
  $('chain').replaceChildren(
    el('h2', {}, 'Chain', view.priority ? el('small', {}, ` priority: ${view.priority}`) : ''),
    view.chain.length ? el('ol', {}, view.chain.map((item) => el('li', {}, `${cards[item.card]?.name ?? item.card} (${item.kind}, ${item.controller})`))) : el('div', {}, view.triggers?.length ? 'empty' : 'empty (Open)'),
    // Triggered abilities waiting to be placed on the chain, and whose choice it is.
    view.triggers?.length
      ? el('div', { class: 'pending-triggers' }, `Waiting for ${view.triggerChooser} to place: `,
        view.triggers.map((t) => `${cards[t.card]?.name ?? t.card} (${t.id}, ${t.controller})`).join(', '))
      : '',
    view.showdown ? el('div', {}, `Showdown at ${view.showdown.battlefield}${view.showdown.combat ? ' (combat)' : ''} · focus ${view.showdown.focus}`) : '',
  );
  const recorded = view.scoring.atScoringStep;
  const scored = Object.entries(view.scoring.scored).filter(([, list]) => list.length);
  $('ledger').replaceChildren(
    el('h2', {}, 'Scoring this turn'),
    el('div', { id: 'scored' }, scored.length ? scored.map(([seat, list]) => `${seat} scored ${places(view, list)}`).join('; ') : 'Nobody has scored yet this turn.'),
    el('div', { id: 'scoring-step' }, recorded
      ? ['At the beginning of the turn (scoring step): ', el('ul', {}, Object.keys(recorded.controlled).map((s) =>
        el('li', {}, `${s} controlled ${places(view, recorded.controlled[s])}; occupied ${places(view, recorded.occupied[s])}`)))]
      : 'The scoring step has not happened yet this turn.'),
  );
}

// ---- actions, log, timeline -----------------------------------------------------------------

function drawLog(state) {
  // Numbered in the text, not by the list's markers, which a narrow margin clips past 99.
  $('log').replaceChildren(...state.log.filter((e) => e.text).map((e, i) => el('li', { 'data-step': String(e.step) }, el('span', { class: 'n' }, `${i + 1}.`), e.text.trim())));
  $('log').lastElementChild?.scrollIntoView({ block: 'nearest' });
  const { index, length } = state.timeline;
  $('slider').max = String(length - 1);
  $('slider').value = String(index);
  $('step').textContent = `step ${index} / ${length - 1}`;
  $('back').disabled = index === 0;
  $('forward').disabled = index >= length - 1;
}

// ---- messages ----------------------------------------------------------------------------

function drawVariants(data) {
  $('variant-label').hidden = !data.variants?.length;
  $('variant').replaceChildren(...(data.variants ?? []).map((v) => el('option', { value: v.id }, v.label)));
  if (data.variant) $('variant').value = data.variant.id;
  $('seed').textContent = data.seed === null || data.seed === undefined ? '' : `seed ${data.seed}`;
  const changes = data.variant?.changes ?? [];
  $('variant-changes').hidden = !changes.length;
  $('variant-changes').replaceChildren(
    el('strong', {}, data.variant?.restarted
      ? `Restarted from seed ${data.seed} with ${data.variant.id}, against ${data.variant.against}: `
      : `${$('variant').selectedOptions[0]?.textContent ?? data.variant?.id} changes ${data.variant?.against}: `),
    el('ul', {}, changes.map((c) => el('li', {}, el('code', {}, c.path), `: ${JSON.stringify(c.before)} → ${JSON.stringify(c.after)}`))),
  );
}

function onMessage(message) {
  const data = JSON.parse(message.data);
  if (data.type === 'hello') {
    cards = data.cards;
    document.body.classList.toggle('chart-only', data.game === false);
    $('mode').textContent = data.game === false ? `statechart ${data.files.machine}${data.files.rules ? ` · rules ${data.files.rules}` : ''}` : data.mode;
    $('seat').replaceChildren(el('option', { value: '' }, 'spectator'), el('option', { value: '*' }, 'spectator, bots play every seat'), ...data.seats.map((s) => el('option', { value: s }, s)));
    if (data.missingGuards?.length) $('status').textContent = `guards the rules do not define: ${data.missingGuards.join(', ')}`;
    drawVariants(data);
    drawChart(data.chart);
    if (data.game === false) explain({ type: 'state', key: '' });
  } else if (data.type === 'state') {
    current = data;
    $('error').hidden = true;
    $('seat').value = data.seat ?? (data.plays === null ? '*' : '');
    $('bots').checked = data.bots;
    $('machine-state').textContent = data.machine;
    $('status').textContent = data.over ? 'game over' : '';
    document.body.dataset.machine = data.machine;
    highlightChart(data.active, data.last);
    drawMicrosteps(data, describeAction);
    drawBoard(data.view);
    drawActions(data);
    drawLog(data);
    refreshExplanation();
  } else if (data.type === 'explanation') {
    showTransitionExplanation(data);
  } else if (data.type === 'stateExplanation') {
    showStateExplanation(data, describeAction);
  } else if (data.type === 'rejected') {
    $('error').hidden = false;
    $('error').replaceChildren(el('strong', {}, data.error.code), ` ${data.error.message} `, el('em', {}, `(${data.error.rule})`));
  } else if (data.type === 'error') {
    $('error').hidden = false;
    $('error').replaceChildren(el('strong', {}, 'error'), ` ${data.message}`);
  }
}

document.addEventListener('DOMContentLoaded', () => {
  socket = new WebSocket(`ws://${location.host}/ws`);
  socket.addEventListener('message', onMessage);
});

// For consoles and tests: the same messages the buttons send.
window.rulegraph = { send, state: () => current };

$('seat').addEventListener('change', (e) => send({ type: 'view', seat: e.target.value || null }));
$('variant').addEventListener('change', (e) => send({ type: 'variant', id: e.target.value }));
$('bots').addEventListener('change', (e) => send({ type: 'bots', on: e.target.checked }));
$('bot-step').addEventListener('click', () => send({ type: 'bot' }));
$('back').addEventListener('click', () => send({ type: 'goto', index: (current?.timeline.index ?? 1) - 1 }));
$('forward').addEventListener('click', () => send({ type: 'goto', index: (current?.timeline.index ?? 0) + 1 }));
$('slider').addEventListener('change', (e) => send({ type: 'goto', index: Number(e.target.value) }));
