// The legal actions of the inspector page in words, and as controls a person uses: one
// button per action, except choices of several cards (a mulligan, mana, what to keep), drawn
// as cards to tick and one button. An ES module (it shares card-choice.js with the table
// page); it uses `el`, `$`, `send`, `nameOf` and `cards` of app.js, a classic script, and
// gives it `describeAction` and `drawActions` (see the end).
import { actionForCards, cardChoiceField } from './card-choice.js';

/** `chooseMana` → `Choose mana`. */
function verb(type) {
  const words = type.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A place an action names: a seat's base, a battlefield, an expedition or a seat. */
function placeName(view, place) {
  if (place === 'base') return 'base';
  if (view.seats?.some((s) => s.id === place)) return `seat ${place}`;
  return nameOf(view, place);
}

const names = (view, ids) => ids.map((id) => nameOf(view, id)).join(', ');

/** Readable words for an action of any game: the card, targets, destinations and choices named. */
function describeAction(view, shown) {
  // Values the viewed seat may not see arrive as "hidden".
  const hidden = Object.keys(shown).filter((key) => shown[key] === 'hidden');
  const action = Object.fromEntries(Object.entries(shown).filter(([key]) => !hidden.includes(key)));
  const parts = [verb(action.type)];
  if (hidden.length) parts.push('(with hidden choices)');
  if (action.card) parts.push(nameOf(view, action.card));
  if (action.source) parts.push(nameOf(view, action.source));
  if (action.ability !== undefined) {
    // The ability by what it says; by its number when its card does not print it (a gear's, a keyword's).
    const said = cards[view.objects?.[action.source]?.card]?.abilityTexts?.[action.ability];
    parts.push(typeof said === 'string' ? `“${said}”` : `(ability ${action.ability + 1})`);
  }
  if (action.units) parts.push(names(view, action.units));
  if (action.character) parts.push(nameOf(view, action.character));
  if (action.modifier) parts.push(`: ${String(action.modifier).replace(/^rule:/, '')}`);
  if (action.emblem) {
    const emblem = view.limbo?.find?.((e) => e.id === action.emblem);
    parts.push(emblem ? `${action.emblem} (${nameOf(view, emblem.source ?? emblem.card ?? action.emblem)})` : action.emblem);
  }
  if (action.setAside) parts.push(action.setAside.length ? `setting aside ${names(view, action.setAside)}` : 'keeping the hand');
  if (action.cards) parts.push(names(view, action.cards));
  if (action.keep) parts.push(action.keep.length ? `keeping ${names(view, action.keep)}` : 'keeping nothing');
  if (action.keepLandmarks?.length) parts.push(`and landmarks ${names(view, action.keepLandmarks)}`);
  if (action.order) parts.push(`damage order ${action.order.map((id) => nameOf(view, id)).join(' then ')}`);
  if (action.expedition) parts.push(`to the ${action.expedition} expedition`);
  if (action.to) parts.push(`to ${placeName(view, action.to)}`);
  if (action.battlefield) parts.push(`at ${nameOf(view, action.battlefield)}`);
  if (action.targets) parts.push(`targeting ${Object.values(action.targets).map((t) => placeName(view, t)).join(', ')}`);
  if (action.target) parts.push(`targeting ${placeName(view, action.target)}`);
  if (action.mode !== undefined) {
    // A card's mode by its own words when the card database gives them.
    const card = cards[view.objects?.[action.card]?.card ?? action.card];
    const text = card?.modes?.[action.mode]?.text;
    parts.push(text ? `(mode: ${text.replace(/\.$/, '')})` : `(mode ${Number(action.mode) + 1})`);
  }
  if (action.accelerate) parts.push('(accelerated)');
  if (action.guest) parts.push(action.guest);
  if (action.opponent) parts.push(`giving the point to ${action.opponent}`);
  if (action.accept !== undefined) parts.push(action.accept ? 'yes' : 'no');
  if (action.decline) parts.push('(declining the optional part)');
  if (action.pay !== undefined) parts.push(action.pay ? '(paying)' : '(not paying)');
  return parts.join(' ');
}

/** Cards to tick and one button, enabled when the ticked cards make a legal action. */
function cardChoice(view, type, field, actions) {
  const offered = [...new Set(actions.flatMap((a) => a[field]))];
  const chosen = new Set();
  const button = el('button', { type: 'button', class: 'choose', 'data-action': type });
  const sizes = [...new Set(actions.map((a) => a[field].length))].sort((a, b) => a - b);
  const matching = () => actionForCards(actions, field, chosen);
  const update = () => {
    const action = matching();
    button.disabled = !action;
    button.textContent = action ? describeAction(view, action) : `${verb(type)}: choose ${sizes.join(' or ')} card(s)`;
  };
  button.addEventListener('click', () => {
    const action = matching();
    if (action) send({ type: 'apply', action });
  });
  const boxes = offered.map((id) =>
    el('label', { class: 'card pick', 'data-id': id },
      el('input', { type: 'checkbox', value: id, onchange: (e) => { e.target.checked ? chosen.add(id) : chosen.delete(id); update(); } }),
      ` ${nameOf(view, id)}`));
  update();
  const hint = { setAside: 'Tick the cards to set aside (none: keep the hand).', cards: `Tick ${sizes.join(' or ')} card(s).`, keep: 'Tick the cards to keep.' }[field];
  return el('div', { class: 'card-choice', 'data-choice': type }, el('div', { class: 'hint' }, hint), el('div', {}, boxes), button);
}

function drawActions(state) {
  const byType = new Map();
  for (const action of state.legalActions) byType.set(action.type, [...(byType.get(action.type) ?? []), action]);
  const controls = [];
  for (const [type, actions] of byType) {
    const field = cardChoiceField(actions);
    if (field) controls.push(cardChoice(state.view, type, field, actions));
    else controls.push(...actions.map((action) =>
      el('button', { type: 'button', 'data-action': action.type, onclick: () => send({ type: 'apply', action }) }, describeAction(state.view, action))));
  }
  $('actions').replaceChildren(...controls);
  if (!state.legalActions.length) {
    $('actions').append(el('div', { class: 'waiting' }, state.over ? 'The game is over.' : state.seat === null ? 'A spectator plays no seat.' : `Nothing to do: waiting for ${state.mustAct ?? 'another seat'}.`));
  }
  $('must-act').textContent = state.mustAct ? `${state.mustAct} must act` : '';
  $('unavailable').replaceChildren(
    ...state.unavailable.map(({ type, reason }) =>
      el('li', { 'data-action': type }, el('strong', {}, type), ' — ',
        reason ? `${reason.code}: ${reason.message} (${reason.rule})` : 'no instance passes the game\'s checks (costs, targets, cards in hand...)')),
  );
}

// app.js calls these on the server's messages; its socket opens on DOMContentLoaded, which
// waits for this module to run.
Object.assign(globalThis, { describeAction, drawActions });
