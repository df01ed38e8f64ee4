'use client';

import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

interface TabRows {
  label: string;
  rows: readonly { label: string; value: string; percent: number }[];
}

/** A card with tabs in its header, each tab a list of figures with bars of their share. */
export function AdvanceTabsCard({
  title,
  tabs,
  emptyText,
}: {
  title: string;
  tabs: readonly TabRows[];
  emptyText: string;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue="0">
          <TabsList>
            {tabs.map((tab, index) => (
              <TabsTrigger key={tab.label} value={String(index)}>
                {tab.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {tabs.map((tab, index) => (
            <TabsContent key={tab.label} value={String(index)} className="pt-3">
              {tab.rows.length ? (
                <ul className="space-y-4">
                  {tab.rows.map((row) => (
                    <li key={row.label}>
                      <div className="mb-1.5 flex justify-between gap-3 text-sm">
                        <span className="truncate font-medium">{row.label}</span>
                        <span className="tabular-nums text-muted-foreground">{row.value}</span>
                      </div>
                      <Progress value={row.percent} aria-label={`${row.label}: ${row.value}`} />
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-muted-foreground">{emptyText}</p>
              )}
            </TabsContent>
          ))}
        </Tabs>
      </CardContent>
    </Card>
  );
}
