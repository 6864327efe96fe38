/**
 * A card's printed lines and its card data, each made from the other. The lines of a card
 * are put together into its keywords, abilities and instructions, with every object chosen
 * in the text declared among the targets (lower.ts); card data is taken apart into lines in
 * the order the game prints them: Unique, keywords, Equip, a spell's instructions, abilities.
 */
import { Refusal } from '../../../engine/syntax/syntax.js';
import { jsonEqual } from '../../../engine/json/json-equal.js';
import { Text } from '../../../engine/i18n/catalogue.js';
import type { Ability, CardDefinition, Effect, KeywordEntry, TargetSpec, TriggeredAbility } from '../schema/card-schema.js';
import { isSelfTrigger, namesItsSubject } from '../cards/trigger-subjects.js';
import type { AbilityAst, CardFields, KeywordLineEntry, Line } from './ability-ast.js';
import { FIELD_RULES, PRINTED_LAST } from './card-fields.js';
import { lower as lowerSteps, raise } from './lower.js';
import type { Resources } from './primitives.js';
import { without, type Step } from './step.js';
import { isTokenCard, TokenCards } from './token-cards.js';
import { text } from '../i18n/text-messages.js';

/** What a card is before its text: the fields a card record states outside its rules text. */
export type CardHeader = Pick<CardDefinition, 'id' | 'name' | 'type' | 'token' | 'domain' | 'domains' | 'cost' | 'might' | 'tags' | 'champion' | 'signature' | 'printings'>;

/** Fields of card data that are not the header and not said by any line: what the text states. */
const HEADER_KEYS = new Set<string>(['id', 'name', 'type', 'token', 'domain', 'domains', 'cost', 'might', 'tags', 'champion', 'signature', 'printings', 'text']);
/** Fields whose line may be printed before the card's keywords (the wording `beforeKeywords`). */
const BEFORE_KEYWORDS: ReadonlySet<string> = new Set(['additionalCost', 'costReduction']);

/** Fields the lines of this module say themselves. */
const LINE_KEYS = new Set<string>(['keywords', 'abilities', 'effects', 'targets', 'modes', 'equip', 'unique']);

/** The names of a card's fields, as a plain union: a map over it is writable. */
type CardField = keyof CardDefinition;
/** Card data being put together: any of its fields may be set. */
type Building = { [K in CardField]?: CardDefinition[K] | undefined };

/**
 * The card data of a header and its lines, or the reason it cannot be stated. Tokens the
 * text makes are found among the set's cards or made (`tokens.made`).
 */
export function assemble(header: CardHeader, lines: readonly Line[], tokens: TokenCards = new TokenCards(undefined)): CardDefinition | Refusal {
  const abilities: Ability[] = [];
  const lower: Lowering = (steps, declared, subject) => {
    const named = namedTokens(steps, tokens);
    if (named instanceof Refusal) return named;
    const set = setUpDelayed(named, abilities, lower);
    return set instanceof Refusal ? set : lowerSteps(set, declared, subject);
  };
  const card: Building = { ...header };
  const keywords: KeywordEntry[] = [];
  // Fields stated before any keyword line, told as printed so once a keyword line follows.
  let beforeKeywords: string[] | undefined;
  let keywordLines = 0;
  // Keyword lines printed before the Equip line, when it has been read.
  let keywordLinesBeforeEquip: number | undefined;
  // Whether an ability line was read before the Equip line (an Equip printed after the abilities: the wording `afterAbilities`).
  let abilityRead = false;
  let equipAfterAbilities = false;
  for (const line of lines) {
    switch (line.kind) {
      case 'unique':
        card.unique = true;
        break;
      case 'fields': {
        const stated = setFields(card, line.fields);
        if (stated) return stated;
        if (keywordLines === 0) (beforeKeywords ??= []).push(...Object.keys(line.fields).filter((k) => BEFORE_KEYWORDS.has(k)));
        break;
      }
      case 'equip':
        if (card.equip) return new Refusal(text('refusal.secondEquip'));
        keywordLinesBeforeEquip = keywordLines;
        equipAfterAbilities = abilityRead;
        card.equip = {
          energy: line.cost.energy,
          power: [...line.cost.power],
          ...(line.cards?.recycleTrash ? { recycleTrash: { ...line.cards.recycleTrash } } : {}),
          ...(line.cards?.killFriendly ? { killFriendly: [...line.cards.killFriendly] } : {}),
        };
        break;
      case 'keywords':
        keywordLines++;
        for (const entry of line.keywords) {
          if ('fields' in entry) {
            // Legion's text stating a fact of the card: the fields, under Legion (CR 812.1.b).
            const stated = setFields(card, underLegion(entry.fields));
            if (stated) return stated;
            if (!keywords.includes('legion')) keywords.push('legion');
            continue;
          }
          if ('steps' in entry) {
            // A spell's instructions under Legion, after its others: they name what those chose (CR 812).
            if (header.type !== 'spell') return new Refusal(text('refusal.legionOutsideAbility', { type: header.type }));
            if (card.effects === undefined) return new Refusal(text('refusal.legionBeforeOthers'));
            const lowered = lower(entry.steps, (card.targets ?? []) as TargetSpec[]);
            if (lowered instanceof Refusal) return lowered;
            const underLegion = lowered.effects.map((e) => ({ ...e, dependent: { keyword: 'legion' } }));
            card.effects = [...(card.effects as Effect[]), ...(underLegion as unknown as Effect[])] as CardDefinition['effects'];
            if (lowered.targets.length > 0) card.targets = lowered.targets as CardDefinition['targets'];
            if (!keywords.includes('legion')) keywords.push('legion');
            continue;
          }
          const made = keywordEntry(entry, abilities, lower);
          if (made instanceof Refusal) return made;
          if (made !== undefined && !(typeof made === 'string' && made === 'legion' && keywords.includes('legion'))) keywords.push(made);
        }
        break;
      case 'asYouPlay': {
        const stated = setFields(card, line.fields);
        if (stated) return stated;
        const made = abilityData(line.ability, lower);
        if (made instanceof Refusal) return made;
        abilities.push(made);
        break;
      }
      case 'ability': {
        abilityRead = true;
        const made = abilityData(line.ability, lower);
        if (made instanceof Refusal) return made;
        abilities.push(made);
        // An activated ability under Legion ("[Legion] —" after its colon): Legion is a keyword the card has (CR 812.3).
        if (made.dependent?.keyword === 'legion' && !keywords.includes('legion')) keywords.push('legion');
        break;
      }
      case 'costThenSteps':
      case 'effects': {
        if (line.kind === 'costThenSteps') {
          const stated = setFields(card, line.fields);
          if (stated) return stated;
        }
        if (header.type !== 'spell') return new Refusal(text('refusal.instructionsOutsideAbility', { type: header.type }));
        if (card.modes) return new Refusal(text('refusal.instructionsBesideModes'));
        const lowered = lower(line.effects, (card.targets ?? []) as TargetSpec[]);
        if (lowered instanceof Refusal) return lowered;
        const effects = [...((card.effects ?? []) as Effect[]), ...(lowered.effects.slice(0) as unknown as Effect[])];
        card.effects = effects as CardDefinition['effects'];
        if (lowered.targets.length > 0) card.targets = lowered.targets as CardDefinition['targets'];
        break;
      }
      case 'modes': {
        if (line.ability !== undefined) {
          abilityRead = true;
          const made = modalAbilityData(line.ability, line.modes, lower);
          if (made instanceof Refusal) return made;
          abilities.push(made);
          break;
        }
        if (header.type !== 'spell') return new Refusal(text('refusal.modesWithoutAbility', { type: header.type }));
        if (card.modes) return new Refusal(text('refusal.twoModeLists'));
        if (card.effects) return new Refusal(text('refusal.instructionsBesideModes'));
        const modes: { targets?: CardDefinition['targets']; effects: CardDefinition['effects'] }[] = [];
        for (const mode of line.modes) {
          const lowered = lower(mode, []);
          if (lowered instanceof Refusal) return lowered;
          const effects = lowered.effects.slice(0) as unknown as CardDefinition['effects'];
          modes.push(lowered.targets.length > 0 ? { targets: lowered.targets as CardDefinition['targets'], effects } : { effects });
        }
        card.modes = modes as CardDefinition['modes'];
        break;
      }
    }
  }
  if (keywords.length > 0) card.keywords = keywords as CardDefinition['keywords'];
  if (keywordLines > 0) for (const key of beforeKeywords ?? []) (card as Record<string, unknown>)[key] = withWording((card as Record<string, object>)[key] as object, 'beforeKeywords');
  // An Equip printed before the keywords (the wording `beforeKeywords`), or after the first keyword line and before the others (`keywordsAfter`).
  const equipPlace = keywordLinesBeforeEquip === 0 ? 'beforeKeywords' : keywordLinesBeforeEquip === 1 ? 'keywordsAfter' : undefined;
  if (card.equip !== undefined && equipPlace !== undefined && keywordLines > (keywordLinesBeforeEquip ?? 0)) card.equip = withWording(card.equip, equipPlace) as CardDefinition['equip'];
  if (card.equip !== undefined && equipAfterAbilities) card.equip = withWording(card.equip, 'afterAbilities') as CardDefinition['equip'];
  if (abilities.length > 0) card.abilities = abilities as CardDefinition['abilities'];
  if (header.type === 'spell' && card.effects === undefined && card.modes === undefined) return new Refusal(text('refusal.spellWithoutInstructions'));
  return card as CardDefinition;
}

/** `value` with one more wording name. */
function withWording(value: object, name: string): object {
  const wording = (value as { wording?: readonly string[] }).wording ?? [];
  return { ...value, wording: [...wording, name] };
}

/** `value` without the wording name, and whether it had it. */
function withoutWording(value: unknown, name: string): { value: unknown; had: boolean } {
  const wording = (value as { wording?: readonly string[] } | undefined)?.wording;
  if (typeof value !== 'object' || value === null || wording === undefined || !wording.includes(name)) return { value, had: false };
  const { wording: _wording, ...rest } = value as { wording: readonly string[] };
  const left = wording.filter((w) => w !== name);
  return { value: left.length > 0 ? { ...rest, wording: left } : rest, had: true };
}

/** Sets the fields a line states; a refusal when another line stated one of them. */
function setFields(card: Building, fields: CardFields): Refusal | undefined {
  for (const [key, value] of Object.entries(fields)) {
    if ((card as Record<string, unknown>)[key] !== undefined) return new Refusal(text('refusal.fieldTwice', { field: key }));
    (card as Record<string, unknown>)[key] = value;
  }
  return undefined;
}

/** Fields stated after "[Legion] —": each depends on Legion. */
function underLegion(fields: CardFields): CardFields {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, { ...(v as object), dependent: { keyword: 'legion' } }])) as CardFields;
}

/** Whether a field's value is stated under Legion. */
function isUnderLegion(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { dependent?: { keyword?: string } }).dependent?.keyword === 'legion';
}

type Lowering = (steps: readonly Step[], declared?: readonly TargetSpec[], subject?: string) => ReturnType<typeof lowerSteps<Step>> | Refusal;

/** Steps with each token they make named by its card's id. */
function namedTokens(steps: readonly Step[], tokens: TokenCards): readonly Step[] | Refusal {
  const named: Step[] = [];
  for (const step of steps) {
    if (step.op !== 'createToken' || !isTokenCard(step.card)) {
      named.push(step);
      continue;
    }
    const id = tokens.resolve(step.card);
    if (id instanceof Refusal) return id;
    named.push({ ...step, card: id });
  }
  return named;
}

/**
 * Steps printed with an ability within them, which card data keeps among the card's abilities,
 * marked, and names by index: a delayed trigger a step sets up ("When a friendly unit is played
 * this turn, buff it.", `delayed`, CR 390.2), an ability a step gives a unit ("This turn, that
 * unit has "..."", `granted`, CR 472.2.a). The operation, and the mark its ability carries.
 */
const INLINE_ABILITIES: Readonly<Record<string, { readonly key: 'delayed' | 'granted'; readonly value: unknown }>> = {
  delayedAbility: { key: 'delayed', value: 'thisTurn' },
  grantAbility: { key: 'granted', value: true },
};

/** The steps with each ability said within one made one of the card's abilities, marked, and the step naming it by index. */
function setUpDelayed(steps: readonly Step[], abilities: Ability[], lower: Lowering): readonly Step[] | Refusal {
  if (!steps.some(isDelayedInline)) return steps;
  const out: Step[] = [];
  for (const step of steps) {
    const inline = INLINE_ABILITIES[step.op];
    if (inline === undefined || !isDelayedInline(step)) {
      out.push(step);
      continue;
    }
    const made = abilityData({ ...(step['ability'] as AbilityAst), [inline.key]: inline.value } as AbilityAst, lower);
    if (made instanceof Refusal) return made;
    abilities.push(made);
    out.push({ ...step, ability: abilities.length - 1 });
  }
  return out;
}

function isDelayedInline(step: Step): boolean {
  return INLINE_ABILITIES[step.op] !== undefined && typeof step['ability'] === 'object';
}

/** Back: the ability a step names printed within it, without its mark (its phrase says it). */
function inlineDelayed(steps: readonly Step[], card: CardDefinition): readonly Step[] | Text {
  if (!steps.some((s) => INLINE_ABILITIES[s.op] !== undefined)) return steps;
  const out: Step[] = [];
  for (const step of steps) {
    const inline = INLINE_ABILITIES[step.op];
    if (inline === undefined) {
      out.push(step);
      continue;
    }
    const ability = card.abilities?.[step['ability'] as number] as (Ability & { readonly delayed?: unknown; readonly granted?: unknown }) | undefined;
    if ((ability?.kind !== 'triggered' && ability?.kind !== 'replacement') || ability[inline.key] !== inline.value) return text('render.delayedUnnamed');
    const { [inline.key]: _mark, ...rest } = ability;
    const raised = raiseAbility(rest as Ability);
    if (raised instanceof Text) return raised;
    const inner = inlineDelayed((raised as { effects: readonly Step[] }).effects, card);
    if (inner instanceof Text) return inner;
    out.push({ ...step, ability: { ...raised, effects: inner } });
  }
  return out;
}

/** The lines with each delayed trigger printed within the step that sets it up. */
function linesInlined(lines: readonly Line[], card: CardDefinition): Line[] | Text {
  const out: Line[] = [];
  for (const line of lines) {
    if (line.kind === 'effects' || line.kind === 'costThenSteps') {
      const effects = inlineDelayed(line.effects, card);
      if (effects instanceof Text) return effects;
      out.push({ ...line, effects });
    } else if (line.kind === 'modes') {
      const modes: (readonly Step[])[] = [];
      for (const mode of line.modes) {
        const effects = inlineDelayed(mode, card);
        if (effects instanceof Text) return effects;
        modes.push(effects);
      }
      out.push({ ...line, modes });
    } else if ((line.kind === 'ability' || line.kind === 'asYouPlay') && 'effects' in line.ability) {
      const effects = inlineDelayed(line.ability.effects, card);
      if (effects instanceof Text) return effects;
      out.push({ ...line, ability: { ...line.ability, effects } as AbilityAst });
    } else out.push(line);
  }
  return out;
}

function keywordEntry(entry: KeywordLineEntry, abilities: Ability[], lower: Lowering): KeywordEntry | undefined | Refusal {
  if ('effects' in entry) {
    const lowered = lower(entry.effects);
    if (lowered instanceof Refusal) return lowered;
    // Its targets are chosen as its ability is placed, as a triggered ability's (CR 808.1.c).
    return { keyword: 'deathknell', ...(lowered.targets.length > 0 ? { targets: lowered.targets } : {}), effects: lowered.effects as unknown as Effect[] } as KeywordEntry;
  }
  if ('cost' in entry) {
    return { keyword: 'repeat', cost: { energy: entry.cost.energy, power: [...entry.cost.power] } } as KeywordEntry;
  }
  if ('fields' in entry) return new Refusal(text('refusal.legionFields'));
  if ('steps' in entry) return new Refusal(text('refusal.legionInstructions'));
  if ('ability' in entry) {
    const dependent = entry.value === undefined ? { keyword: entry.keyword } : { keyword: entry.keyword, value: entry.value };
    const made = abilityData({ ...entry.ability, dependent } as AbilityAst, lower);
    if (made instanceof Refusal) return made;
    abilities.push(made);
    // Legion is a keyword the card has (CR 812); Level is known by its ability alone (CR 824.2).
    return entry.keyword === 'legion' ? 'legion' : undefined;
  }
  return entry.value === undefined ? entry.keyword : ({ keyword: entry.keyword, value: entry.value } as KeywordEntry);
}

function abilityData(ability: AbilityAst, lower: Lowering): Ability | Refusal {
  if (!('effects' in ability)) return ability as Ability;
  const lowered = lower(ability.effects, [], subjectRef(ability));
  if (lowered instanceof Refusal) return lowered;
  const { effects: _effects, ...rest } = ability;
  return { ...rest, ...(lowered.targets.length > 0 ? { targets: lowered.targets } : {}), effects: lowered.effects } as unknown as Ability;
}

/** A modal ability: its trigger or cost, and its modes, each lowered on its own as its steps would be (CR 355.3). */
function modalAbilityData(opening: AbilityAst, modes: readonly (readonly Step[])[], lower: Lowering): Ability | Refusal {
  const made: { targets?: TargetSpec[]; effects: Effect[] }[] = [];
  for (const mode of modes) {
    const lowered = lower(mode, [], subjectRef(opening));
    if (lowered instanceof Refusal) return lowered;
    const effects = lowered.effects as unknown as Effect[];
    made.push(lowered.targets.length > 0 ? { targets: lowered.targets, effects } : { effects });
  }
  return { ...opening, effects: [], modes: made } as unknown as Ability;
}

/** Back: a modal ability as the line opening its modes (no steps) and each mode's steps, or why a mode names a target out of order. */
function modalLine(ability: Ability): Line | Text | undefined {
  if ((ability.kind !== 'triggered' && ability.kind !== 'activated') || ability.modes === undefined) return undefined;
  if (ability.dependent !== undefined) return text('render.modalUnderKeyword');
  const { modes, text: _text, ...opening } = ability;
  const raised: (readonly Step[])[] = [];
  for (const mode of modes) {
    const steps = raise(mode.effects as readonly Step[], mode.targets ?? [], subjectRef(opening as unknown as AbilityAst));
    if (!steps) return text('render.modeTargetOrder');
    raised.push(steps);
  }
  return { kind: 'modes', ability: opening as unknown as AbilityAst, modes: raised };
}

/** The lines of card data in printed order, or why some part of it has no printed form. */
export function linesOf(card: CardDefinition): Line[] | Text {
  const lines: Line[] = [];
  if (card.unique) lines.push({ kind: 'unique' });
  // Where a line of fields printed before the keywords goes.
  const keywordsAt = lines.length;
  const abilities = card.abilities ?? [];
  const legionAbilities = abilities.filter((a) => a.dependent?.keyword === 'legion');
  const legionSteps = (card.effects ?? []).some((e) => e.dependent?.keyword === 'legion');
  const legionFields = FIELD_RULES.some(({ keys }) => keys.some((k) => isUnderLegion(card[k])));
  for (const entry of card.keywords ?? []) {
    if (typeof entry === 'string') {
      if (entry === 'legion' && (legionAbilities.length > 0 || legionFields || legionSteps)) continue;
      lines.push({ kind: 'keywords', keywords: [{ keyword: entry }] });
      continue;
    }
    if (entry.keyword === 'deathknell') {
      const raised = raise((entry.effects ?? []) as readonly Step[], entry.targets ?? []);
      if (!raised) return text('render.deathknellTarget');
      lines.push({ kind: 'keywords', keywords: [{ keyword: 'deathknell', effects: raised }] });
    } else if (entry.keyword === 'repeat') {
      if (!entry.cost) return text('render.repeatWithoutCost');
      lines.push({ kind: 'keywords', keywords: [{ keyword: 'repeat', cost: { energy: entry.cost.energy, power: entry.cost.power as Resources['power'] } }] });
    } else if (entry.condition !== undefined || entry.cost !== undefined || entry.effects !== undefined || entry.targets !== undefined) return text('render.keywordWithCondition', { keyword: entry.keyword });
    else lines.push({ kind: 'keywords', keywords: [entry.value === undefined ? { keyword: entry.keyword } : { keyword: entry.keyword, value: entry.value }] });
  }
  // An Equip printed after the abilities (the wording `afterAbilities`).
  let equipLast: Line | undefined;
  if (card.equip !== undefined) {
    if (Array.isArray(card.equip)) return text('render.severalEquip');
    const equip = card.equip as Exclude<CardDefinition['equip'], readonly unknown[] | undefined>;
    if (equip.exhaust || equip.keywords || equip.reduction) return text('render.equipBeyondCost');
    const taken = { ...(equip.recycleTrash ? { recycleTrash: equip.recycleTrash } : {}), ...(equip.killFriendly ? { killFriendly: equip.killFriendly } : {}) };
    const cards = Object.keys(taken).length === 0 ? {} : { cards: taken };
    const line: Line = { kind: 'equip', cost: { energy: equip.energy, power: equip.power as Resources['power'] }, ...cards };
    const firstKeywordLine = lines.findIndex((l) => l.kind === 'keywords');
    const keywordLineCount = lines.filter((l) => l.kind === 'keywords').length;
    // Printed among the keywords as its wording says: before them, or after the first.
    const after = equip.wording?.includes('beforeKeywords') ? 0 : equip.wording?.includes('keywordsAfter') ? 1 : undefined;
    if (equip.wording?.includes('afterAbilities')) {
      if (after !== undefined) return text('render.equipTwice');
      equipLast = line;
    } else if (after === undefined) lines.push(line);
    else if (firstKeywordLine >= 0 && keywordLineCount > after) lines.splice(firstKeywordLine + after, 0, line);
    else return text('render.equipAmongNoKeywords');
  }
  const stated = new Set<string>([...HEADER_KEYS, ...LINE_KEYS]);
  // The optional cost printed with the ability asking whether it was paid ("As you play me, ... If you do, ...").
  const asYouPlay = abilities.find((a) => (a as { wording?: readonly string[] }).wording?.includes('asYouPlay'));
  if (asYouPlay !== undefined) stated.add('additionalCost');
  const last: Line[] = [];
  for (const { keys } of FIELD_RULES) {
    if (asYouPlay !== undefined && keys.includes('additionalCost')) continue;
    if (!keys.some((k) => card[k] !== undefined)) continue;
    const fields: Record<string, unknown> = {};
    let first = false;
    for (const k of keys) {
      if (card[k] === undefined) continue;
      const { value, had } = withoutWording(card[k], 'beforeKeywords');
      fields[k] = value;
      first ||= had;
    }
    if (first) {
      lines.splice(keywordsAt, 0, { kind: 'fields', fields: fields as CardFields });
      for (const k of keys) stated.add(k);
      continue;
    }
    const legion = Object.values(fields).some(isUnderLegion);
    if (legion && !Object.values(fields).every(isUnderLegion)) return text('render.fieldsPartlyLegion');
    if (legion) {
      const plain = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, withoutDependent(v as object)]));
      lines.push({ kind: 'keywords', keywords: [{ keyword: 'legion', fields: plain as CardFields }] });
    } else (keys.some((k) => PRINTED_LAST.has(k)) ? last : lines).push({ kind: 'fields', fields: fields as CardFields });
    for (const k of keys) stated.add(k);
  }
  // Where the line of the card's fields would be: the asYouPlay line goes there.
  const firstAbilityLine = lines.length;
  const unstated = Object.keys(card).filter((k) => !stated.has(k) && (card as Record<string, unknown>)[k] !== undefined);
  if (unstated.length > 0) return text('render.unstated', { fields: unstated.join(', ') });
  if (card.effects) {
    const raised = raise(card.effects as readonly Step[], card.targets ?? []);
    if (!raised) return text('render.targetOrder');
    // A first step asking whether "you do" follows the optional additional cost on its line (CR 356.4.f.1).
    const cost = raised[0]?.previous === undefined ? -1 : lines.findIndex((l) => l.kind === 'fields' && Object.keys(l.fields).length === 1 && l.fields.additionalCost !== undefined);
    // Steps under Legion, last, on a line of their own ("[Legion] — Banish it now instead.").
    const legionAt = raised.findIndex((s) => (s['dependent'] as { keyword?: string } | undefined)?.keyword === 'legion');
    const own = legionAt < 0 ? raised : raised.slice(0, legionAt);
    const underLegion = legionAt < 0 ? [] : raised.slice(legionAt);
    if (own.length === 0 || !underLegion.every((s) => jsonEqual(s['dependent'], { keyword: 'legion' }))) return text('render.legionStepsFirst');
    if (cost >= 0) lines.push({ kind: 'costThenSteps', fields: (lines.splice(cost, 1)[0] as Extract<Line, { kind: 'fields' }>).fields, effects: own });
    else lines.push({ kind: 'effects', effects: own });
    if (underLegion.length > 0) lines.push({ kind: 'keywords', keywords: [{ keyword: 'legion', steps: underLegion.map((s) => without(s, 'dependent')) }] });
  }
  if (card.modes) {
    const modes: (readonly Step[])[] = [];
    for (const mode of card.modes) {
      const raised = raise(mode.effects as readonly Step[], mode.targets ?? []);
      if (!raised) return text('render.modeTargetOrder');
      modes.push(raised);
    }
    lines.push({ kind: 'modes', modes });
  }
  for (const ability of abilities) {
    // A delayed ability is printed within the step that sets it up, a given one within the step that gives it (linesInlined).
    if ((ability.kind === 'triggered' || ability.kind === 'replacement') && ability.delayed !== undefined) continue;
    if (ability.kind === 'triggered' && ability.granted === true) continue;
    const modal = modalLine(ability);
    if (modal instanceof Text) return modal;
    if (modal !== undefined) {
      lines.push(modal);
      continue;
    }
    const { dependent, ...rest } = ability;
    const raised = raiseAbility(rest as Ability);
    if (raised instanceof Text) return raised;
    if (ability === asYouPlay && card.additionalCost !== undefined) {
      lines.splice(firstAbilityLine, 0, { kind: 'asYouPlay', fields: { additionalCost: card.additionalCost }, ability: raised });
      continue;
    }
    // An activated ability prints Legion after its colon (activated.ts).
    if (ability.kind === 'activated' && dependent?.keyword === 'legion') lines.push({ kind: 'ability', ability: { ...raised, dependent } as AbilityAst });
    else if (!dependent) lines.push({ kind: 'ability', ability: raised });
    else lines.push({ kind: 'keywords', keywords: [dependent.value === undefined ? { keyword: dependent.keyword, ability: raised } : { keyword: dependent.keyword, value: dependent.value, ability: raised }] });
  }
  if (equipLast !== undefined) lines.push(equipLast);
  lines.push(...last);
  return linesInlined(lines, card);
}

function withoutDependent(value: object): object {
  const { dependent: _dependent, ...rest } = value as { dependent?: unknown };
  return rest;
}

function raiseAbility(withText: Ability): AbilityAst | Text {
  const { text: _text, ...ability } = withText as Ability & { text?: string };
  if (!('effects' in ability)) return ability as AbilityAst;
  const { targets = [], effects, ...rest } = ability as Ability & { targets?: readonly TargetSpec[]; effects: readonly Effect[] };
  const raised = raise(effects as readonly Step[], targets, subjectRef(ability as AbilityAst));
  if (!raised) return text('render.abilityTargetOrder');
  return { ...rest, effects: raised } as AbilityAst;
}

/** What "it" names in an ability before it chooses anything: the object a triggered ability's event is about, or the unit whose event a replacement replaces. */
function subjectRef(ability: AbilityAst): string | undefined {
  if (ability.kind === 'replacement') return 'thatUnit';
  if (ability.kind !== 'triggered') return undefined;
  // An event about the card itself ("When you play this from face down, attach it ..."): "it" is the card (lower.ts, `itSelf`).
  return namesItsSubject(ability as TriggeredAbility) ? 'thatUnit' : isSelfTrigger(ability as TriggeredAbility) ? 'self' : undefined;
}
