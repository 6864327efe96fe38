/**
 * Legal actions and events of either game in words, for the board's buttons and its log: the
 * card, targets, destinations and choices named from the seat's own view.
 */
import { abilityText, modeText, nameOf, namesOf, seatName, teamName, words, type Named } from './names.js';

type Fields = { readonly type: string; readonly [field: string]: unknown };

const isIds = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string');

/** A place an action names: a seat's base, a battlefield, an expedition or a seat. */
function place(view: Named, id: string): string {
  return id === 'base' ? 'base' : nameOf(view, id);
}

/** The value an action shows in place of one the viewer may not see (the inspector's last step of another seat). */
const HIDDEN = 'hidden';

/** A button's label for a legal action of either game, or an action as another seat sees it (its hidden values left out). */
export function describeAction(view: Named, shown: Fields): string {
  const action = Object.fromEntries(Object.entries(shown).filter(([, value]) => value !== HIDDEN)) as Fields;
  const parts = [words(action.type)];
  if (Object.keys(action).length < Object.keys(shown).length) parts.push('(with hidden choices)');
  const text = (key: string) => (typeof action[key] === 'string' ? (action[key] as string) : undefined);
  const card = text('card');
  if (card) parts.push(nameOf(view, card));
  const source = text('source');
  if (source) parts.push(nameOf(view, source));
  if (typeof action['ability'] === 'number') {
    // The ability by what it says; by its number when its card does not print it (a gear's, a keyword's).
    const said = source === undefined ? undefined : abilityText(view, source, action['ability']);
    parts.push(said === undefined ? `(ability ${action['ability'] + 1})` : `“${said}”`);
  }
  for (const key of ['units', 'cards']) if (isIds(action[key])) parts.push(namesOf(view, action[key] as string[]));
  const character = text('character');
  if (character) parts.push(nameOf(view, character));
  const modifier = text('modifier');
  if (modifier) parts.push(`: ${modifier.replace(/^rule:/, '')}`);
  if (isIds(action['setAside'])) parts.push(action['setAside'].length ? `setting aside ${namesOf(view, action['setAside'])}` : 'keeping the hand');
  if (isIds(action['keep'])) parts.push(action['keep'].length ? `keeping ${namesOf(view, action['keep'])}` : 'keeping nothing');
  if (isIds(action['keepLandmarks']) && action['keepLandmarks'].length) parts.push(`and landmarks ${namesOf(view, action['keepLandmarks'])}`);
  if (isIds(action['order'])) parts.push(`damage order ${action['order'].map((id) => nameOf(view, id)).join(' then ')}`);
  const expedition = text('expedition');
  if (expedition) parts.push(`to the ${expedition} expedition`);
  const to = text('to');
  if (to) parts.push(`to ${place(view, to)}`);
  const battlefield = text('battlefield');
  if (battlefield) parts.push(`at ${nameOf(view, battlefield)}`);
  const targets = action['targets'];
  if (targets && typeof targets === 'object') parts.push(`targeting ${Object.values(targets as Record<string, string>).map((t) => place(view, t)).join(', ')}`);
  const target = text('target');
  if (target) parts.push(`targeting ${place(view, target)}`);
  if (typeof action['mode'] === 'number') {
    // A card's mode by its own words when the catalog gives them.
    const said = card === undefined ? undefined : modeText(view, card, action['mode']);
    parts.push(said === undefined ? `(mode ${action['mode'] + 1})` : `(mode: ${said.replace(/\.$/, '')})`);
  }
  if (action['accelerate'] === true) parts.push('(accelerated)');
  const guest = text('guest');
  if (guest) parts.push(guest);
  const opponent = text('opponent');
  if (opponent) parts.push(`giving the point to ${opponent}`);
  const item = text('item');
  if (item) parts.push(item);
  const emblem = text('emblem');
  if (emblem) parts.push(emblem);
  if (typeof action['accept'] === 'boolean') parts.push(action['accept'] ? 'yes' : 'no');
  if (Array.isArray(action['decline']) && action['decline'].length) parts.push('(declining the optional part)');
  if (typeof action['pay'] === 'boolean') parts.push(action['pay'] ? '(paying)' : '(not paying)');
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
  widen((action) => (action['payment'] ? `(paying with ${JSON.stringify(action['payment']).replace(/["{}[\]]/g, ' ').replace(/\s+/g, ' ').trim()})` : ''));
  widen((_action, i) => `#${i + 1}`);
  return labels;
}
