/**
 * Team play (CR 484.8): inviting a teammate to play with your priority, and showing your
 * hand to a teammate.
 */
import type { RuleViolation } from '../../../engine/errors.js';
import type { Action } from '../../../engine/game/module.js';
import { type HandShowing, showHandAction } from '../../../engine/game-kit/show-hand.js';
import { seat, teammates, type RiftHost } from '../reads/queries.js';
import type { RiftboundRules, RiftboundState } from '../state/state.js';
import { stringField, riftAction, id } from './fields.js';
import { refuse } from '../i18n/messages.js';
import type { DeclineInvitationAction, InviteAction } from '../../../types/riftbound.js';

/** Whether the mode seats two players or more on one team: without, nobody invites or shows a hand (asked once per mode). */
function hasTeammates(rules: RiftboundRules): boolean {
  return rules.seats.teams?.some((team) => team.length > 1) === true;
}

/**
 * During your own turn, with the right to act now (the statechart's guards), invite a
 * teammate to play one spell or activate one ability with your priority. They choose and
 * pay; it stays theirs; ordinary timing applies, and units are not included.
 */
export const invite = riftAction({
  type: 'invite',
  description: 'Invite a teammate to play a spell or activate an ability with your priority, during your turn.',
  fields: { properties: { guest: id }, required: ['guest'] },
  possible: hasTeammates,
  enumerate(host, seatId) {
    const invitation = host.state.invitation;
    if (host.state.turn.seat !== seatId || (invitation && !invitation.declined)) return [];
    return teammates(host.state, seatId)
      .filter((guest) => invitation?.guest !== guest)
      .map((guest) => ({ type: 'invite', seat: seatId, guest }));
  },
  check(host, action) {
    const malformed = stringField(action, 'guest');
    if (malformed) return malformed;
    if (host.state.turn.seat !== action.seat) return refuse('NOT_YOUR_TURN', 'CR 484.8');
    if (!teammates(host.state, action.seat).includes(action['guest'] as string)) {
      return refuse('NOT_A_TEAMMATE', 'CR 484.8', { guest: String(action['guest']) });
    }
    const invitation = host.state.invitation;
    if (invitation?.declined && invitation.guest === action['guest']) {
      return refuse('INVITATION_DECLINED', 'seed 2v2 (invitations)', { guest: invitation.guest });
    }
    return invitation && !invitation.declined ? refuse('INVITATION_PENDING', 'CR 484.8') : undefined;
  },
  perform: performInvite,
});

export function performInvite(host: RiftHost, action: InviteAction): void {
  host.state.invitation = { host: action.seat, guest: action.guest };
  host.emit({ type: 'teammateInvited', seat: action.seat, guest: action.guest });
}

export const declineInvitation = riftAction({
  type: 'declineInvitation',
  description: 'Decline an invitation to play: the inviting player keeps their priority.',
  fields: { properties: {} },
  possible: hasTeammates,
  enumerate: (host, seatId) => (pendingGuest(host.state) === seatId ? [{ type: 'declineInvitation', seat: seatId }] : []),
  check: () => undefined,
  perform: performDeclineInvitation,
});

export function performDeclineInvitation(host: RiftHost, action: DeclineInvitationAction): void {
  const invitation = host.state.invitation;
  // Remembered as declined until the host does something else (forgetDeclinedInvitation).
  host.state.invitation = invitation ? { host: invitation.host, guest: invitation.guest, declined: true } : null;
  host.emit({ type: 'invitationDeclined', seat: action.seat });
}

/** The guest an invitation waits for, or null (none, or declined). */
export function pendingGuest(state: RiftboundState): string | null {
  return state.invitation && !state.invitation.declined ? state.invitation.guest : null;
}

/** Any action but a decline makes a declined invitation worth issuing again. */
export function forgetDeclinedInvitation(host: RiftHost): void {
  if (host.state.invitation?.declined) host.state.invitation = null;
}

/** Once the guest has played, the invitation is used up. */
export function useInvitation(host: RiftHost, seatId: string): void {
  if (pendingGuest(host.state) !== seatId || !host.state.invitation) return;
  host.emit({ type: 'invitationUsed', seat: seatId, host: host.state.invitation.host });
  host.state.invitation = null;
}

/** While an invitation waits, only the guest acts. */
export function invitationBlocks(host: RiftHost, action: Action): boolean {
  const invitation = host.state.invitation;
  return !!invitation && !invitation.declined && action.seat !== invitation.guest;
}

/** Why {@link invitationBlocks} refuses `action`. */
export function invitationRefusal(host: RiftHost, action: Action): RuleViolation | undefined {
  const invitation = host.state.invitation;
  if (!invitation || !invitationBlocks(host, action)) return undefined;
  return refuse('INVITATION_PENDING.hasBeenInvited', 'CR 484.8', { guest: invitation.guest });
}

/**
 * Showing one's hand to a teammate (seed 001; CR 424.2.b, 484.8.e): at any time during play,
 * without priority (the statechart accepts it in every state); it shows the cards in hand at
 * that moment, which the teammate keeps knowing while they stay in that hand; not a reveal.
 * The mode's knob `showHandToTeammate` allows or forbids it.
 */
const handShowing: HandShowing<RiftboundState, RiftboundRules> = {
  allowed: (rules) => rules.knobs.showHandToTeammate,
  hasTeammates,
  teammates: (game, seatId) => teammates(game.state, seatId),
  hand: (state, seatId) => seat(state, seatId).hand,
  known: (state, seatId) => seat(state, seatId).handKnownBy,
  cardOf: (state, id) => (Object.hasOwn(state.objects, id) ? state.objects[id]?.card : undefined),
  lasts: 'while each stays in your hand',
  rule: 'CR 424.2.b, 484.8.e',
};

export const showHand = showHandAction(handShowing);
