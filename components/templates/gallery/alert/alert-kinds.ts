import { CircleAlert, CircleCheck, Info, Sparkles, TriangleAlert, type LucideIcon } from 'lucide-react';

/** The Alert variants in the order the gallery shows them, each with its icon. */
export const ALERT_KINDS = [
  { variant: 'default', Icon: Sparkles },
  { variant: 'info', Icon: Info },
  { variant: 'success', Icon: CircleCheck },
  { variant: 'warning', Icon: TriangleAlert },
  { variant: 'destructive', Icon: CircleAlert },
] as const satisfies readonly { variant: string; Icon: LucideIcon }[];
