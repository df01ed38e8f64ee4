import { describe, expect, it } from 'vitest';
import { abilityFrom, abilityRulesFor } from '@/lib/auth/abilities';
import { DEFAULT_PERMISSIONS, grantsOf } from '@/lib/auth/permission-registry';
import { DEFAULT_MEMBER_LIST_QUERY, memberListSearch } from '@/lib/members/member-list-params';
import { parseMemberListQuery } from '@/lib/members/member-list-query';
import { membershipChangeRefusal, suspensionRefusal } from '@/lib/members/membership-rules';
import { TokenRevocations } from '@/realtime/token-revocations';

const admin = { userId: 'a', isAdmin: true };
const delegate = { userId: 'd', isAdmin: false };
const member = { roles: ['member' as const], scopes: ['internal' as const] };
const adminMembership = { roles: ['admin' as const], scopes: [] };

describe('abilities from a site’s permission table (docs/architecture.md §4)', () => {
  it('gives the built-in rules of docs/product.md §6 without a table', () => {
    const ability = abilityFrom(abilityRulesFor(['member'], ['internal']));
    expect(ability.can('manage', 'Listing')).toBe(true);
    expect(ability.can('manage', 'Call')).toBe(true);
    expect(ability.can('read', 'AclDemo')).toBe(false);
    expect(ability.can('manage', 'Member')).toBe(false);
  });

  it('follows the table: a holder’s keys replace its defaults, the others keep theirs', () => {
    const table = { ...DEFAULT_PERMISSIONS, 'scope:internal': ['Member.manage' as const] };
    const ability = abilityFrom(abilityRulesFor(['member'], ['internal'], table));
    expect(ability.can('manage', 'Listing')).toBe(false);
    expect(ability.can('manage', 'Member')).toBe(true);
    expect(ability.can('manage', 'Call')).toBe(true);
  });

  it('always lets the admin role manage everything, whatever the table', () => {
    const empty = { 'role:member': [], 'scope:internal': [], 'scope:admin2': [] };
    expect(abilityRulesFor(['admin'], [], empty)).toEqual([{ action: 'manage', subject: 'all' }]);
    expect(grantsOf(empty)['role:admin']).toBe('all');
  });
});

describe('membership rules', () => {
  it('refuse removing one’s own admin role, and let another admin do it', () => {
    expect(membershipChangeRefusal(admin, 'a', adminMembership, member)).toBe('ownAdminRole');
    expect(membershipChangeRefusal(admin, 'b', adminMembership, member)).toBeNull();
    expect(
      membershipChangeRefusal(admin, 'a', adminMembership, { ...adminMembership, scopes: ['internal'] }),
    ).toBeNull();
  });

  it('keep the admin role and admins out of reach of delegated member managers', () => {
    expect(membershipChangeRefusal(delegate, 'b', member, adminMembership)).toBe('adminOnly');
    expect(membershipChangeRefusal(delegate, 'b', adminMembership, adminMembership)).toBe('adminOnly');
    expect(membershipChangeRefusal(delegate, 'b', member, { roles: ['member'], scopes: [] })).toBeNull();
    expect(suspensionRefusal(delegate, 'b', adminMembership)).toBe('adminOnly');
    expect(suspensionRefusal(delegate, 'b', member)).toBeNull();
  });

  it('refuse suspending oneself', () => {
    expect(suspensionRefusal(admin, 'a', adminMembership)).toBe('self');
  });
});

describe('the members list URL', () => {
  it('reads each parameter on its own, a wrong one falling back to its default', () => {
    expect(parseMemberListQuery({})).toEqual(DEFAULT_MEMBER_LIST_QUERY);
    expect(
      parseMemberListQuery({
        q: '  ada ',
        role: 'admin',
        scope: 'nope',
        status: 'suspended',
        sort: 'offers',
        dir: 'asc',
        page: '3',
        size: '50',
      }),
    ).toEqual({
      q: 'ada',
      role: 'admin',
      scope: null,
      status: 'suspended',
      sort: 'offers',
      dir: 'asc',
      page: 3,
      size: 50,
    });
    expect(
      parseMemberListQuery({ page: '-1', size: '7', sort: ['name', 'email'], q: 'x'.repeat(101) }),
    ).toMatchObject({
      page: 1,
      size: 25,
      sort: 'name',
      q: '',
    });
  });

  it('writes only what differs from the defaults', () => {
    expect(memberListSearch(DEFAULT_MEMBER_LIST_QUERY)).toEqual({});
    expect(memberListSearch({ ...DEFAULT_MEMBER_LIST_QUERY, role: 'admin', page: 2 })).toEqual({
      role: 'admin',
      page: '2',
    });
  });
});

describe('token revocations of the realtime server', () => {
  it('refuse a suspended member’s tokens issued until the revocation, on that site only', () => {
    const revocations = new TokenRevocations();
    revocations.revoke('bond', 'u1', 1_000, 1_000);
    expect(revocations.refuses('bond', 'u1', 999)).toBe(true);
    expect(revocations.refuses('bond', 'u1', 1_000)).toBe(true);
    expect(revocations.refuses('bond', 'u1', undefined)).toBe(true);
    expect(revocations.refuses('bond', 'u1', 1_001)).toBe(false);
    expect(revocations.refuses('tutoring', 'u1', 999)).toBe(false);
    expect(revocations.refuses('bond', 'u2', 999)).toBe(false);
  });

  it('forget revocations once every token they concern has expired', () => {
    const revocations = new TokenRevocations();
    revocations.revoke('bond', 'u1', 1_000, 1_000);
    revocations.revoke('bond', 'u2', 10_000, 10_000);
    expect(revocations.refuses('bond', 'u1', 999)).toBe(false);
    expect(revocations.refuses('bond', 'u2', 9_999)).toBe(true);
  });
});
