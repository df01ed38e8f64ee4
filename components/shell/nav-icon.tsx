import {
  GraduationCap,
  LayoutDashboard,
  List,
  MessageSquare,
  SquarePlus,
  type LucideProps,
} from 'lucide-react';
import type { NavKey } from '@/sites/types';

const ICONS: Record<NavKey, React.ComponentType<LucideProps>> = {
  home: LayoutDashboard,
  addNew: SquarePlus,
  myItems: List,
  myMessages: MessageSquare,
  academy: GraduationCap,
};

export function NavIcon({ name, ...props }: { name: NavKey } & LucideProps) {
  const Icon = ICONS[name];
  return <Icon aria-hidden {...props} />;
}
