/**
 * Whole views of the card data the engine reads most (engine/json/whole-shape.ts): target
 * declarations, effect steps and the groups they name, abilities and what their triggers hear,
 * each with every field its schema allows, so that the engine's reads of them stay
 * monomorphic whatever cards a game holds.
 *
 * A view is not the value it views: what marks card data by identity (a WeakSet of
 * abilities) marks the view as well.
 */
import { schemaFieldNames, wholeListView, wholeView } from '../../../engine/json/whole-shape.js';
import { abilitySchema, cardSetSchema, targetSchema, triggerSubjectSchema, type Ability, type Effect, type Group, type TargetSpec, type TriggerSubject } from '../schema/card-schema.js';

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

/** `ability` with every field of every kind of ability, its steps, targets and subject whole. */
export const wholeAbility = wholeView<Ability>(schemaFieldNames(abilitySchema), { effects: wholeEffects, targets: wholeTargets, subject: wholeSubject });
