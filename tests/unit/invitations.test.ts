import { describe, expect, it } from 'vitest';
import {
  acceptInvitation,
  connectionsBeforeInviting,
  expiredInvitations,
  withoutInvitation,
} from '@/lib/calls/invitation-rules';
import { INVITATION_CLOSE_DELAY_MS, INVITATION_OPEN_DELAY_MS, INVITATION_TIMEOUT_MS } from '@/lib/constants';
import type { CallMessage } from '@/lib/realtime/protocol';

const invite = (overrides: Partial<CallMessage> = {}): CallMessage => ({
  type: 'callInvitation',
  from: 'alice',
  roomName: 'alice_bob',
  messageId: 'm1',
  ...overrides,
});

describe('call invitations (docs/product.md §4/§5)', () => {
  it('keeps the invitation timings of the product rules', () => {
    expect([INVITATION_TIMEOUT_MS, INVITATION_OPEN_DELAY_MS, INVITATION_CLOSE_DELAY_MS]).toEqual([
      30_000, 500, 300,
    ]);
  });

  it('sends after 2 connection events when the caller calls themselves, else after 1', () => {
    expect(connectionsBeforeInviting('alice', 'alice')).toBe(2);
    expect(connectionsBeforeInviting('alice', 'bob')).toBe(1);
  });

  it('shows only callInvitation messages not sent by me, once each', () => {
    let list = acceptInvitation([], invite(), 'bob', 1);
    expect(list).toHaveLength(1);
    list = acceptInvitation(list, invite(), 'bob', 2);
    expect(list).toHaveLength(1);
    expect(acceptInvitation([], invite({ type: 'acceptcallInvitation' }), 'bob', 1)).toEqual([]);
    expect(acceptInvitation([], invite({ from: 'bob', roomName: 'bob_alice' }), 'bob', 1)).toEqual([]);
  });

  it('ignores invitations whose room does not name both the caller and me', () => {
    expect(acceptInvitation([], invite({ roomName: 'alice_carol' }), 'bob', 1)).toEqual([]);
    expect(acceptInvitation([], invite({ roomName: 'mallory_bob' }), 'bob', 1)).toEqual([]);
    expect(acceptInvitation([], invite({ roomName: 'not-a-room' }), 'bob', 1)).toEqual([]);
  });

  it('expires invitations after 30 s and removes them by message id', () => {
    const list = acceptInvitation(
      acceptInvitation([], invite(), 'bob', 0),
      invite({ messageId: 'm2' }),
      'bob',
      10_000,
    );
    expect(expiredInvitations(list, 29_999, INVITATION_TIMEOUT_MS)).toEqual([]);
    expect(
      expiredInvitations(list, 30_000, INVITATION_TIMEOUT_MS).map((pending) => pending.messageId),
    ).toEqual(['m1']);
    expect(withoutInvitation(list, 'm1').map((pending) => pending.messageId)).toEqual(['m2']);
  });
});
