import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { ListItemLeading } from '@/components/ui/list';
import { initialsOf } from '@/lib/account/initials';

/** A sample person's portrait, initials when it fails, at the start of a list row. */
export function PersonLeading({ person }: { person: { name: string; portrait: string } }) {
  return (
    <ListItemLeading>
      <Avatar>
        <AvatarImage src={person.portrait} alt="" />
        <AvatarFallback>{initialsOf(person.name)}</AvatarFallback>
      </Avatar>
    </ListItemLeading>
  );
}
