// The inspector page: draws the statechart from the machine JSON, the board from the view
// the server sends for the chosen seat, the legal actions as buttons, the event log and the
// timeline. It speaks only the JSON messages of docs/inspector.md, over a WebSocket to the
// server that served it: no other request leaves the page.
'use strict';

const $ = (id) => document.getElementById(id);
const socket = new WebSocket(`ws://${location.host}/ws`);
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
  for (const child of children.flat()) if (child !== null && child !== undefined) node.append(child);
  return node;
}

// ---- statechart: nested boxes drawn from the machine config -------------------------------

function drawNode(name, config, key) {
  const states = config.states ?? {};
  const tags = config.tags ?? [];
  const box = el('div', {
    class: `node${Object.keys(states).length ? '' : ' leaf'}${tags.includes('auto') ? ' auto' : ''}`,
    'data-key': key,
    title: config.description ?? '',
  }, el('div', { class: 'label' }, name));
  for (const [child, childConfig] of Object.entries(states)) box.append(drawNode(child, childConfig, key ? `${key}.${child}` : child));
  return box;
}

function drawChart(machine) {
  const chart = $('chart');
  chart.replaceChildren();
  for (const [name, config] of Object.entries(machine.config.states ?? {})) chart.append(drawNode(name, config, name));
}

function highlight(active) {
  const set = new Set(active);
  for (const node of document.querySelectorAll('#chart .node')) node.classList.toggle('active', set.has(node.dataset.key));
}

// ---- board ---------------------------------------------------------------------------------

function nameOf(view, id) {
  const object = view.objects?.[id];
  const card = object ? cards[object.card] : cards[id];
  return card?.name ?? id;
}

function unit(view, id) {
  const object = view.objects[id] ?? {};
  const bits = [nameOf(view, id)];
  const might = object.might ?? cards[object.card]?.might;
  if (might !== undefined) bits.push(`${might + (object.buff ?? 0) + (object.turnBuff ?? 0)}`);
  if (object.damage) bits.push(`-${object.damage}`);
  return el('span', {
    class: `unit${object.exhausted ? ' exhausted' : ''}${object.stunned ? ' stunned' : ''}`,
    'data-id': id,
    title: `${id} (${object.controller ?? '?'})${object.exhausted ? ', exhausted' : ''}`,
  }, bits.join(' '));
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
    view.chain.length ? el('ol', {}, view.chain.map((item) => el('li', {}, `${cards[item.card]?.name ?? item.card} (${item.kind}, ${item.controller})`))) : el('div', {}, 'empty (Open)'),
    view.showdown ? el('div', {}, `Showdown at ${view.showdown.battlefield}${view.showdown.combat ? ' (combat)' : ''} · focus ${view.showdown.focus}`) : '',
  );
  const recorded = view.scoring.atScoringStep;
  $('ledger').replaceChildren(
    el('h2', {}, 'Scoring this turn'),
    el('div', {}, 'Scored: ', Object.entries(view.scoring.scored).map(([seat, list]) => `${seat} [${list.join(', ')}]`).join(' · ') || 'nothing'),
    el('div', {}, 'Scoring step: ', recorded ? Object.keys(recorded.controlled).map((s) => `${s} controlled [${recorded.controlled[s].join(', ')}], occupied [${recorded.occupied[s].join(', ')}]`).join(' · ') : 'not yet'),
  );
}

// ---- actions, log, timeline -----------------------------------------------------------------

function describeAction(view, action) {
  const parts = [action.type];
  if (action.card) parts.push(nameOf(view, action.card));
  if (action.source) parts.push(nameOf(view, action.source));
  if (action.units) parts.push(action.units.map((u) => nameOf(view, u)).join(' + '));
  if (action.setAside) parts.push(action.setAside.length ? `set aside ${action.setAside.map((c) => nameOf(view, c)).join(', ')}` : 'keep');
  if (action.to) parts.push(`→ ${action.to}`);
  if (action.targets) parts.push(`@ ${Object.values(action.targets).map((t) => nameOf(view, t)).join(', ')}`);
  if (action.mode !== undefined) parts.push(`mode ${action.mode}`);
  if (action.accelerate) parts.push('(accelerate)');
  if (action.battlefield) parts.push(action.battlefield);
  if (action.guest) parts.push(action.guest);
  return parts.join(' ');
}

function drawActions(state) {
  $('actions').replaceChildren(
    ...state.legalActions.map((action, i) =>
      el('button', { type: 'button', 'data-action': action.type, 'data-index': String(i), onclick: () => send({ type: 'apply', action }) }, describeAction(state.view, action))),
  );
  if (!state.legalActions.length) $('actions').append(el('div', {}, state.over ? 'The game is over.' : 'Nothing to do: waiting for another seat.'));
  $('must-act').textContent = state.mustAct ? `${state.mustAct} must act` : '';
  $('unavailable').replaceChildren(
    ...state.unavailable.map(({ type, reason }) =>
      el('li', { 'data-action': type }, el('strong', {}, type), ' — ',
        reason ? `${reason.code}: ${reason.message} (${reason.rule})` : 'no instance passes the game\'s checks (costs, targets, cards in hand...)')),
  );
}

function drawLog(state) {
  $('log').replaceChildren(...state.log.filter((e) => e.text).map((e) => el('li', { 'data-step': String(e.step) }, e.text.trim())));
  $('log').lastElementChild?.scrollIntoView({ block: 'nearest' });
  const { index, length } = state.timeline;
  $('slider').max = String(length - 1);
  $('slider').value = String(index);
  $('step').textContent = `step ${index} / ${length - 1}`;
  $('back').disabled = index === 0;
  $('forward').disabled = index >= length - 1;
}

// ---- messages ----------------------------------------------------------------------------

socket.addEventListener('message', (message) => {
  const data = JSON.parse(message.data);
  if (data.type === 'hello') {
    cards = data.cards;
    $('mode').textContent = data.mode;
    $('seat').replaceChildren(el('option', { value: '' }, 'spectator'), ...data.seats.map((s) => el('option', { value: s }, s)));
    drawChart(data.machine);
  } else if (data.type === 'state') {
    current = data;
    $('error').hidden = true;
    $('seat').value = data.seat ?? '';
    $('bots').checked = data.bots;
    $('machine-state').textContent = data.machine;
    $('status').textContent = data.over ? 'game over' : '';
    document.body.dataset.machine = data.machine;
    highlight(data.active);
    drawBoard(data.view);
    drawActions(data);
    drawLog(data);
  } else if (data.type === 'rejected') {
    $('error').hidden = false;
    $('error').replaceChildren(el('strong', {}, data.error.code), ` ${data.error.message} `, el('em', {}, `(${data.error.rule})`));
  }
});

// For consoles and tests: the same messages the buttons send.
window.rulegraph = { send, state: () => current };

$('seat').addEventListener('change', (e) => send({ type: 'view', seat: e.target.value || null }));
$('bots').addEventListener('change', (e) => send({ type: 'bots', on: e.target.checked }));
$('bot-step').addEventListener('click', () => send({ type: 'bot' }));
$('back').addEventListener('click', () => send({ type: 'goto', index: (current?.timeline.index ?? 1) - 1 }));
$('forward').addEventListener('click', () => send({ type: 'goto', index: (current?.timeline.index ?? 0) + 1 }));
$('slider').addEventListener('change', (e) => send({ type: 'goto', index: Number(e.target.value) }));
