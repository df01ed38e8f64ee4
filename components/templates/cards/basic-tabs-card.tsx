'use client';

import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

/** A card whose header is a row of tabs (Radix tabs: arrow keys move between them). */
export function BasicTabsCard({
  title,
  tabs,
}: {
  title: string;
  tabs: readonly { label: string; text: string }[];
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue="0">
          <TabsList variant="line" className="w-full overflow-x-auto">
            {tabs.map((tab, index) => (
              <TabsTrigger key={tab.label} value={String(index)}>
                {tab.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {tabs.map((tab, index) => (
            <TabsContent key={tab.label} value={String(index)} className="pt-2 text-sm">
              {tab.text}
            </TabsContent>
          ))}
        </Tabs>
      </CardContent>
    </Card>
  );
}
