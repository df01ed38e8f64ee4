'use client';

import { ChevronDown, Ellipsis, LoaderCircle, RotateCw, Undo2, X } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useId, useRef, useState, useTransition, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/utils';

export type CardActionKind = 'collapse' | 'refresh' | 'remove' | 'menu';

export interface ActionCardItem {
  id: string;
  title: string;
  description?: string;
  actions: readonly CardActionKind[];
  /** Rendered on the server: a refresh fetches it again with fresh figures. */
  content: ReactNode;
}

export interface ActionCardLabels {
  collapse: string;
  expand: string;
  refresh: string;
  refreshing: string;
  remove: string;
  more: string;
  removed: string;
  restore: string;
}

/**
 * docs/templates.md card actions: cards that collapse, refresh and go away. A refresh asks the
 * server for the page again (router.refresh) and shows the card as busy until the fresh figures
 * are in; a removed card can be brought back, and the focus moves to that button.
 */
export function ActionCards({
  items,
  labels,
}: {
  items: readonly ActionCardItem[];
  labels: ActionCardLabels;
}) {
  const router = useRouter();
  const [removed, setRemoved] = useState<readonly string[]>([]);
  const [collapsed, setCollapsed] = useState<readonly string[]>([]);
  const [refreshing, setRefreshing] = useState<string | null>(null);
  const [isPending, startTransition] = useTransition();
  const [announcement, setAnnouncement] = useState('');
  const restoreRef = useRef<HTMLButtonElement>(null);

  const toggle = (id: string) =>
    setCollapsed((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]));
  const refresh = (id: string) => {
    setRefreshing(id);
    startTransition(() => router.refresh());
  };
  const remove = (item: ActionCardItem) => {
    setRemoved((ids) => [...ids, item.id]);
    setAnnouncement(labels.removed);
    // The card and its buttons are gone: the focus goes to the one control that undoes it.
    requestAnimationFrame(() => restoreRef.current?.focus());
  };
  const busyId = isPending ? refreshing : null;

  return (
    <div className="space-y-4">
      <p aria-live="polite" className="sr-only">
        {busyId ? labels.refreshing : announcement}
      </p>
      {removed.length ? (
        <Button
          ref={restoreRef}
          variant="outline"
          onClick={() => {
            setRemoved([]);
            setAnnouncement('');
          }}
        >
          <Undo2 aria-hidden className="size-4 rtl:-scale-x-100" />
          {labels.restore}
        </Button>
      ) : null}
      <ul className="grid items-start gap-6 md:grid-cols-2 xl:grid-cols-3">
        {items
          .filter((item) => !removed.includes(item.id))
          .map((item) => (
            <li key={item.id}>
              <ActionCard
                item={item}
                labels={labels}
                collapsed={collapsed.includes(item.id)}
                busy={busyId === item.id}
                onToggle={() => toggle(item.id)}
                onRefresh={() => refresh(item.id)}
                onRemove={() => remove(item)}
              />
            </li>
          ))}
      </ul>
    </div>
  );
}

interface ActionCardProps {
  item: ActionCardItem;
  labels: ActionCardLabels;
  collapsed: boolean;
  busy: boolean;
  onToggle: () => void;
  onRefresh: () => void;
  onRemove: () => void;
}

function ActionCard({ item, labels, collapsed, busy, onToggle, onRefresh, onRemove }: ActionCardProps) {
  const contentId = useId();
  const has = (kind: CardActionKind) => item.actions.includes(kind);
  const named = (label: string) => `${label}: ${item.title}`;
  return (
    <Card aria-busy={busy} className={cn('relative', collapsed && 'gap-0')}>
      <CardHeader>
        <CardTitle>{item.title}</CardTitle>
        {item.description ? <CardDescription>{item.description}</CardDescription> : null}
        <CardAction className="flex items-center gap-0.5">
          {has('collapse') ? (
            <Button
              variant="ghost"
              size="icon"
              aria-expanded={!collapsed}
              aria-controls={contentId}
              aria-label={named(collapsed ? labels.expand : labels.collapse)}
              title={collapsed ? labels.expand : labels.collapse}
              onClick={onToggle}
            >
              <ChevronDown
                aria-hidden
                className={cn('size-5 transition', collapsed && '-rotate-90 rtl:rotate-90')}
              />
            </Button>
          ) : null}
          {has('refresh') ? (
            <Button
              variant="ghost"
              size="icon"
              aria-label={named(labels.refresh)}
              title={labels.refresh}
              disabled={busy}
              onClick={onRefresh}
            >
              <RotateCw
                aria-hidden
                className={cn('size-5', busy && 'animate-spin motion-reduce:animate-none')}
              />
            </Button>
          ) : null}
          {has('remove') ? (
            <Button
              variant="ghost"
              size="icon"
              aria-label={named(labels.remove)}
              title={labels.remove}
              onClick={onRemove}
            >
              <X aria-hidden className="size-5" />
            </Button>
          ) : null}
          {has('menu') ? (
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button variant="ghost" size="icon" aria-label={named(labels.more)} title={labels.more}>
                  <Ellipsis aria-hidden className="size-5" />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                <DropdownMenuItem onSelect={onRefresh}>
                  <RotateCw aria-hidden />
                  {labels.refresh}
                </DropdownMenuItem>
                <DropdownMenuItem onSelect={onToggle}>
                  <ChevronDown aria-hidden />
                  {collapsed ? labels.expand : labels.collapse}
                </DropdownMenuItem>
                <DropdownMenuSeparator />
                <DropdownMenuItem variant="destructive" onSelect={onRemove}>
                  <X aria-hidden />
                  {labels.remove}
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
          ) : null}
        </CardAction>
      </CardHeader>
      <CardContent id={contentId} hidden={collapsed} className="relative">
        {item.content}
        {busy ? (
          <div className="absolute inset-0 grid place-items-center rounded-md bg-card/80">
            <span className="flex items-center gap-2 text-sm font-medium">
              <LoaderCircle aria-hidden className="size-5 animate-spin motion-reduce:animate-none" />
              {labels.refreshing}
            </span>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
