/**
 * Conquer effects activated without a conquest (CR 383.4.c.3): "activate the conquer effects of
 * units here", the units said as a recipient is (a group without "all").
 */
import { slot } from '../../../../engine/syntax/syntax.js';
import { recipient } from '../objects.js';
import { t, type Rule } from '../primitives.js';
import { operation, type Step } from '../step.js';

export const CONQUER_EFFECT_OPERATIONS: readonly Rule<Step>[] = [operation('activateConquer', t`activate the conquer effects of ${slot('target', recipient)}`)];
