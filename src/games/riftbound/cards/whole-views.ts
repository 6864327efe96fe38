/**
 * Whole views of the card data the engine reads most (engine/json/whole-shape.ts): the cards of
 * a game's database, target declarations, effect steps and the groups they name, abilities and
 * what their triggers hear, each with every field its schema allows, so that the engine's reads
 * of them stay monomorphic whatever cards a game holds.
 *
 * A view is not the value it views: what marks card data by identity (a WeakSet of
 * abilities) marks the view as well.
 */
import { schemaFieldNames, wholeListView, wholeView, type WholeView } from '../../../engine/json/whole-shape.js';
import { abilitySchema, activationCostSchema, cardSetSchema, targetSchema, triggerSubjectSchema, type Ability, type CardDefinition, type Effect, type Group, type TargetSpec, type TriggerSubject } from '../schema/card-schema.js';

/** `spec` with every field of a target declaration (the same object when it is one already). */
export const wholeTarget = wholeView<TargetSpec>(schemaFieldNames(targetSchema));

/** Whole views of a list of target declarations (the same list when it is one already). */
export const wholeTargets = wholeListView(wholeTarget);

/** A group a step names (`all`), with every field of a group. */
export const wholeGroup = wholeView<Group>(schemaFieldNames(cardSetSchema.$defs.group));

/** `step` with every field of every effect operation, its group whole. */
export const wholeEffect = wholeView<Effect>(schemaFieldNames(cardSetSchema.$defs.effect), { all: wholeGroup });

/** Whole views of a list of steps. */
export const wholeEffects = wholeListView(wholeEffect);

/** What a triggered ability hears, with every field of a trigger's subject. */
export const wholeSubject = wholeView<TriggerSubject>(schemaFieldNames(triggerSubjectSchema));

/** An activated ability's cost, with every field of one. */
const wholeActivationCost = wholeView<object>(schemaFieldNames(activationCostSchema));

/** `ability` with every field of every kind of ability, its steps, targets, subject and cost whole. */
export const wholeAbility: WholeView<Ability> = wholeView<Ability>(schemaFieldNames(abilitySchema), { effects: wholeEffects, targets: wholeTargets, subject: wholeSubject, cost: wholeActivationCost });

/**
 * A card with every field of a card, its additional cost whole: what a game's card
 * database holds (cards/cards.ts), so that reads of a card's type, cost, keywords or tags meet
 * one hidden class however many cards of however many shapes a game holds.
 */
export const wholeCard: WholeView<CardDefinition> = wholeView<CardDefinition>(schemaFieldNames(cardSetSchema.$defs.card), {
  additionalCost: wholeView<object>(schemaFieldNames(cardSetSchema.$defs.card.properties.additionalCost)),
});
