/** A wizard page's one heading and what the page is for. */
export function WizardPageHeader({ title, intro }: { title: string; intro: string }) {
  return (
    <header className="max-w-3xl space-y-1">
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{intro}</p>
    </header>
  );
}
