import { LogIn } from 'lucide-react';
import Link from 'next/link';
import { buttonVariants } from '@/components/ui/button';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/locales';
import { loginHref } from '@/lib/routing/redirect-url';

/** An invitation to sign in that comes back to `returnTo` (a `/{lang}/…` path). */
export function SignInCard(props: {
  locale: Locale;
  returnTo: string;
  title: string;
  text: string;
  action: string;
}) {
  return (
    <section
      aria-labelledby="academy-sign-in"
      className="surface flex flex-wrap items-center justify-between gap-4 p-6"
    >
      <div>
        <h2 id="academy-sign-in" className="text-lg font-semibold">
          {props.title}
        </h2>
        <p className="text-muted-foreground">{props.text}</p>
      </div>
      <Link href={localePath(props.locale, loginHref(props.returnTo))} className={buttonVariants()}>
        <LogIn aria-hidden className="size-4" />
        {props.action}
      </Link>
    </section>
  );
}
