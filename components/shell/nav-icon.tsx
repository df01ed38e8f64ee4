import {
  BookOpen,
  CalendarDays,
  FileText,
  GraduationCap,
  Kanban,
  Mail,
  MessagesSquare,
  ShoppingCart,
  Truck,
  LayoutDashboard,
  List,
  MessageSquare,
  SquarePlus,
  type LucideProps,
} from 'lucide-react';
import type { MenuEntry } from '@/lib/navigation/menu';

const ICONS: Record<MenuEntry['key'], React.ComponentType<LucideProps>> = {
  home: LayoutDashboard,
  addNew: SquarePlus,
  myItems: List,
  myMessages: MessageSquare,
  academy: GraduationCap,
  chat: MessagesSquare,
  email: Mail,
  calendar: CalendarDays,
  kanban: Kanban,
  invoices: FileText,
  ecommerce: ShoppingCart,
  fleet: Truck,
  courses: BookOpen,
};

export function NavIcon({ name, ...props }: { name: MenuEntry['key'] } & LucideProps) {
  const Icon = ICONS[name];
  return <Icon aria-hidden {...props} />;
}
