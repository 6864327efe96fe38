/**
 * Legal actions and events of either game in words, for the board's buttons and its log: the
 * card, targets, destinations and choices named from the seat's own view.
 */
import { abilityText, modeText, nameOf, namesOf, seatName, teamName, words, type Named } from './names.js';
import { say, sayFor } from './i18n/messages.js';

type Fields = { readonly type: string; readonly [field: string]: unknown };

const isIds = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string');

/** A place an action names: a seat's base, a battlefield, an expedition or a seat. */
function place(view: Named, id: string): string {
  return id === 'base' ? say('place.base') : nameOf(view, id);
}

/** The value an action shows in place of one the viewer may not see (the inspector's last step of another seat). */
const HIDDEN = 'hidden';

/** An action type in words: the catalogue's (`action.<type>`), else the type spaced out (a mode of one's own may add types). */
export function actionWords(type: string): string {
  return sayFor('action', type, words(type));
}

/** A button's label for a legal action of either game, or an action as another seat sees it (its hidden values left out). */
export function describeAction(view: Named, shown: Fields): string {
  const action = Object.fromEntries(Object.entries(shown).filter(([, value]) => value !== HIDDEN)) as Fields;
  const parts = [actionWords(action.type)];
  if (Object.keys(action).length < Object.keys(shown).length) parts.push(say('action.hiddenChoices'));
  const text = (key: string) => (typeof action[key] === 'string' ? (action[key] as string) : undefined);
  const card = text('card');
  if (card) parts.push(nameOf(view, card));
  const source = text('source');
  if (source) parts.push(nameOf(view, source));
  if (typeof action['ability'] === 'number') {
    // The ability by what it says; by its number when its card does not print it (a gear's, a keyword's).
    const said = source === undefined ? undefined : abilityText(view, source, action['ability']);
    parts.push(said === undefined ? say('action.ability', { number: action['ability'] + 1 }) : say('action.said', { text: said }));
  }
  for (const key of ['units', 'cards']) if (isIds(action[key])) parts.push(namesOf(view, action[key] as string[]));
  const character = text('character');
  if (character) parts.push(nameOf(view, character));
  const modifier = text('modifier');
  if (modifier) parts.push(`: ${modifier.replace(/^rule:/, '')}`);
  if (isIds(action['setAside'])) parts.push(action['setAside'].length ? say('action.settingAside', { cards: namesOf(view, action['setAside']) }) : say('action.keepingHand'));
  if (isIds(action['keep'])) parts.push(action['keep'].length ? say('action.keeping', { cards: namesOf(view, action['keep']) }) : say('action.keepingNothing'));
  if (isIds(action['keepLandmarks']) && action['keepLandmarks'].length) parts.push(say('action.andLandmarks', { cards: namesOf(view, action['keepLandmarks']) }));
  if (isIds(action['order'])) parts.push(say('action.damageOrder', { order: action['order'].map((id) => nameOf(view, id)).join(say('action.then')) }));
  const expedition = text('expedition');
  if (expedition) parts.push(say('action.toExpedition', { expedition: sayFor('side', expedition, expedition) }));
  const to = text('to');
  if (to) parts.push(say('action.to', { place: place(view, to) }));
  const battlefield = text('battlefield');
  if (battlefield) parts.push(say('action.at', { place: nameOf(view, battlefield) }));
  const targets = action['targets'];
  if (targets && typeof targets === 'object') parts.push(say('action.targeting', { targets: Object.values(targets as Record<string, string>).map((t) => place(view, t)).join(', ') }));
  const target = text('target');
  if (target) parts.push(say('action.targeting', { targets: place(view, target) }));
  if (typeof action['mode'] === 'number') {
    // A card's mode by its own words when the catalog gives them.
    const said = card === undefined ? undefined : modeText(view, card, action['mode']);
    parts.push(said === undefined ? say('action.mode', { number: action['mode'] + 1 }) : say('action.modeSaid', { text: said.replace(/\.$/, '') }));
  }
  if (action['accelerate'] === true) parts.push(say('action.accelerated'));
  const guest = text('guest');
  if (guest) parts.push(guest);
  const opponent = text('opponent');
  if (opponent) parts.push(say('action.givingPoint', { opponent }));
  const item = text('item');
  if (item) parts.push(item);
  const emblem = text('emblem');
  if (emblem) parts.push(emblem);
  if (typeof action['accept'] === 'boolean') parts.push(say(action['accept'] ? 'action.yes' : 'action.no'));
  if (Array.isArray(action['decline']) && action['decline'].length) parts.push(say('action.declining'));
  if (typeof action['pay'] === 'boolean') parts.push(say(action['pay'] ? 'action.paying' : 'action.notPaying'));
  return parts.join(' ');
}

/** A log line for an event as this seat was told it: its kind, then what it names. */
export function describeEvent(view: Named, event: Fields): string {
  const parts = [words(event.type)];
  for (const [key, value] of Object.entries(event)) {
    if (key === 'type') continue;
    if (key === 'seat' && typeof value === 'string') parts.unshift(`${seatName(view, value)}:`);
    else if (typeof value === 'number' || typeof value === 'boolean') parts.push(`${key} ${value}`);
    else if (typeof value === 'string') parts.push(`${key} ${key === 'reason' ? value : key === 'winner' || key === 'team' ? teamName(view, value) : nameOf(view, value)}`);
    else if (isIds(value) && value.length) parts.push(`${key} ${namesOf(view, value)}`);
  }
  return parts.join(' ');
}

/** The object ids an action names, for telling apart two copies of one card. */
function objectIds(action: Fields): string[] {
  const found: string[] = [];
  const visit = (value: unknown) => {
    if (typeof value === 'string' && /^o\d+$/.test(value)) found.push(value);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  Object.entries(action).forEach(([key, value]) => key !== 'type' && visit(value));
  return found;
}

/**
 * Labels for a list of actions that tell them apart: two copies of one card, or two ways to
 * pay, read the same in words, so a label shared by several actions gets the objects it names
 * (`o12`), then what else differs (`payment ...`), then a number.
 */
export function labelActions(view: Named, actions: readonly Fields[]): string[] {
  const labels = actions.map((action) => describeAction(view, action));
  const widen = (extra: (action: Fields, index: number) => string) => {
    const counts = new Map<string, number>();
    for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1);
    labels.forEach((label, i) => {
      if ((counts.get(label) ?? 0) > 1) labels[i] = `${label} ${extra(actions[i] as Fields, i)}`.trimEnd();
    });
  };
  widen((action) => (objectIds(action).length ? `[${objectIds(action).join(' ')}]` : ''));
  widen((action) => (action['payment'] ? say('action.payingWith', { payment: JSON.stringify(action['payment']).replace(/["{}[\]]/g, ' ').replace(/\s+/g, ' ').trim() }) : ''));
  widen((_action, i) => `#${i + 1}`);
  return labels;
}
