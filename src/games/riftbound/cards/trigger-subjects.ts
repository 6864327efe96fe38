/**
 * What a triggered ability listens for, read from its data (schema/card-schema.ts): its events and
 * whether it hears those about its own card or others (mechanics/trigger-events.ts hears
 * them), and what a card set may not say about it beyond its schema, each fault with its
 * JSON path.
 */
import { wordedIssue, type LoadIssue } from '../../../engine/errors.js';
import { formatPath, type PathSegment } from '../../../engine/json/json-path.js';
import { readsEvent } from './reads-event.js';
import { text } from '../i18n/cards-messages.js';
import { PLAYER_EVENTS, type Trigger, type TriggeredAbility, type TriggerSubject } from '../schema/card-schema.js';

/** The events an ability listens for, as it names them. */
export function triggersOf(ability: Pick<TriggeredAbility, 'trigger'>): readonly Trigger[] {
  const on = ability.trigger;
  return typeof on === 'string' ? [on] : on;
}

/** Whether the ability listens for events about its own card (no subject, or `self`). */
export function isSelfTrigger(ability: Pick<TriggeredAbility, 'subject'>): boolean {
  return ability.subject === undefined || ability.subject.self === true;
}

/** Whether a triggered ability is heard in its card's trash, not on the board: a step of it acts on its card there ("play me from your trash", CR 383.2.c.1). */
export function heardInTrash(ability: Pick<TriggeredAbility, 'effects'>): boolean {
  return ability.effects.some((e) => (e.op === 'play' || e.op === 'returnCard') && e.from === 'trash');
}

const PLAYER_EVENT: ReadonlySet<Trigger> = new Set(PLAYER_EVENTS);

export function isPlayerEvent(trigger: Trigger): boolean {
  return PLAYER_EVENT.has(trigger);
}

/** Whether its effects may name `thatUnit`: the object its event is about, when that is not its own card. */
export function namesItsSubject(ability: TriggeredAbility): boolean {
  return !isSelfTrigger(ability) && triggersOf(ability).every((t) => !isPlayerEvent(t));
}

/** Subject fields about the object an event is about: an event about a player alone has none. */
const OBJECT_FIELDS = ['select', 'relation', 'other', 'mighty', 'buffed', 'stunned', 'tag', 'exceptTag', 'minEnergy', 'minPower', 'alone', 'oneOnOne'] as const;
/** Subject fields that only some events can have, and which. */
const EVENT_FIELDS: Partial<Record<keyof TriggerSubject, readonly Trigger[]>> = {
  from: ['moved'],
  to: ['moved', 'played'],
  inCombat: ['dies'],
  bySpell: ['chosen', 'kills'],
  fromHidden: ['played'],
  firstTurn: ['turnStart'],
  open: ['conquers'],
  afterAttack: ['conquers'],
};

/** Subject fields that, in a list of triggers, narrow only their own events, the others heard as they come. */
const NARROWS_ITS_EVENTS: ReadonlySet<keyof TriggerSubject> = new Set(['fromHidden']);

/**
 * What a triggered ability's trigger may not say: the triggers about itself its card can have
 * (`selfTriggers`, when restricted: a legend, a gear's own text), subject fields its events
 * cannot have, a battlefield's "here" triggers outside a battlefield's own text.
 */
export function triggerIssues(ability: TriggeredAbility, at: PathSegment[], cardType: string, selfTriggers?: readonly Trigger[]): LoadIssue[] {
  const issues: LoadIssue[] = [];
  const triggers = triggersOf(ability);
  const self = isSelfTrigger(ability);
  for (const trigger of triggers) {
    if (self && selfTriggers && !selfTriggers.includes(trigger)) {
      issues.push(wordedIssue({ path: formatPath([...at, 'trigger']) }, text('trigger.self', { type: cardType, triggers: selfTriggers.join(', ') })));
    }
    if ((trigger === 'conquerHere' || trigger === 'holdHere') && (cardType !== 'battlefield' || ability.subject !== undefined)) {
      issues.push(wordedIssue({ path: formatPath([...at, 'trigger']) }, text('trigger.battlefieldSelf', { trigger, instead: trigger === 'conquerHere' ? 'conquers' : 'holds' })));
    }
  }
  const subject = ability.subject;
  if (readsEvent(ability.condition, 'excessDamage') && subject?.afterAttack !== true) {
    issues.push(wordedIssue({ path: formatPath([...at, 'condition']), rule: 'CR 460.2' }, text('trigger.excessDamageAsked')));
  }
  // "Deal that much": the excess damage of the conquest heard, which only a conquest after an attack has.
  ability.effects.forEach((effect, i) => {
    if ((effect as { equalTo?: { excessDamage?: true } }).equalTo?.excessDamage === true && (subject?.afterAttack !== true || !triggers.includes('conquers'))) {
      issues.push(wordedIssue({ path: formatPath([...at, 'effects', i, 'equalTo', 'excessDamage']), rule: 'CR 460.2' }, text('trigger.excessDamageCounted')));
    }
  });
  if (subject === undefined) return issues;
  const playerEvents = triggers.filter(isPlayerEvent);
  for (const field of OBJECT_FIELDS) {
    if (subject[field] !== undefined && playerEvents.length > 0) {
      issues.push(wordedIssue({ path: formatPath([...at, 'subject', field]) }, text('trigger.playerEvent', { triggers: playerEvents.join(', '), field })));
    }
  }
  for (const [field, events] of Object.entries(EVENT_FIELDS) as [keyof TriggerSubject, readonly Trigger[]][]) {
    // A field said of some events of a list only narrows those ("When I defend or I'm played from [Hidden]").
    const fits = NARROWS_ITS_EVENTS.has(field) ? triggers.some((t) => events.includes(t)) : triggers.every((t) => events.includes(t));
    if (subject[field] !== undefined && !fits) {
      issues.push(wordedIssue({ path: formatPath([...at, 'subject', field]) }, text('trigger.fieldOf', { field, triggers: events.join(', ') })));
    }
  }
  if (subject.open && subject.afterAttack) issues.push(wordedIssue({ path: formatPath([...at, 'subject', 'open']) }, text('trigger.openAfterAttack')));
  if (subject.self && subject.other) issues.push(wordedIssue({ path: formatPath([...at, 'subject', 'other']) }, text('trigger.selfOther')));
  return issues;
}
