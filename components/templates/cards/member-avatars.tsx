'use client';

import { Avatar, AvatarFallback, AvatarGroup } from '@/components/ui/avatar';
import { initialsOf } from '@/lib/templates/dialog-examples';

interface MemberAvatarsProps {
  members: readonly { id: string; name: string }[];
  max: number;
  total: number;
  /** What screen readers hear for the "+N" bubble, translated on the server for this N. */
  overflowText: string;
}

/** Overlapping initials of sample members with a "+N" bubble (AvatarGroup takes its label as a function). */
export function MemberAvatars({ members, max, total, overflowText }: MemberAvatarsProps) {
  return (
    <AvatarGroup max={max} total={total} overflowLabel={() => overflowText}>
      {members.map((member) => (
        <Avatar key={member.id} title={member.name}>
          <AvatarFallback>{initialsOf(member.name)}</AvatarFallback>
        </Avatar>
      ))}
    </AvatarGroup>
  );
}
