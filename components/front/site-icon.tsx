import {
  Armchair, BookOpen, Bot, Brain, Calendar, Clock, Crown, Dog, Gamepad2, Globe, GraduationCap, House,
  Landmark, MapPin, MessageCircle, Package, Search, Shield, Shirt, Smartphone, Sparkles, Star,
  TrendingUp, Users, type LucideProps,
} from 'lucide-react';
import type { SiteIcon as SiteIconName } from '@/sites/types';

const ICONS: Record<SiteIconName, React.ComponentType<LucideProps>> = {
  house: House, bot: Bot, armchair: Armchair, 'graduation-cap': GraduationCap, dog: Dog, shirt: Shirt,
  brain: Brain, package: Package, smartphone: Smartphone, gamepad: Gamepad2, 'book-open': BookOpen,
  landmark: Landmark, crown: Crown, globe: Globe, search: Search, shield: Shield, sparkles: Sparkles,
  calendar: Calendar, 'map-pin': MapPin, message: MessageCircle, star: Star, users: Users,
  'trending-up': TrendingUp, clock: Clock,
};

export function SiteIcon({ name, ...props }: { name: SiteIconName } & LucideProps) {
  const Icon = ICONS[name];
  return <Icon aria-hidden {...props} />;
}
