import { CalendarClock, CheckCircle2, Circle, LogIn, MapPin, Package } from 'lucide-react';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { CourseProgressCard } from '@/components/academy/course-progress-card';
import { buttonVariants } from '@/components/ui/button';
import type { Viewer } from '@/lib/auth/viewer';
import { callFigures } from '@/lib/dashboard/call-figures';
import { figureFormat } from '@/lib/dashboard/figure-format';
import { memberTrial } from '@/lib/dashboard/member-figures';
import { medianFirstReplyMinutes } from '@/lib/dashboard/message-figures';
import { locationCount, offerCounts, topLocations } from '@/lib/dashboard/offer-figures';
import { publicScope } from '@/lib/dashboard/scope';
import { getDb } from '@/lib/db/client';
import { localePath } from '@/lib/i18n/locale-path';
import { loginHref } from '@/lib/routing/redirect-url';
import type { PageContext } from '@/lib/site/page-context';
import { DashboardHeader } from '../dashboard-header';
import { FigureGrid } from '../figure-card';
import { TopLocationsCard } from '../top-locations-card';

/** A whole year: the academy's steps count whenever they were done. */
const EVER_DAYS = 366;

/**
 * `/apps/academy/dashboard`, public in the route table: everyone sees the site's public figures
 * (published offers, where they are); a visitor is invited to sign in, a member sees their own
 * progress through the steps that make the marketplace work for them.
 */
export async function AcademyDashboard({ ctx, viewer }: { ctx: PageContext; viewer: Viewer }) {
  const t = await getTranslations('Dashboards');
  const format = figureFormat(ctx.locale);
  const db = getDb();
  const site = publicScope(ctx.site);
  const [offers, locations, places] = await Promise.all([
    offerCounts(db, site),
    topLocations(db, site, 8),
    locationCount(db, site),
  ]);
  return (
    <div className="space-y-6">
      <DashboardHeader
        title={t('academy.title')}
        intro={t(viewer.kind === 'member' ? 'academy.intro' : 'academy.publicIntro')}
      />
      <FigureGrid
        figures={[
          { label: t('figure.published'), value: format.count(offers.published), icon: Package },
          { label: t('figure.locations'), value: format.count(places), icon: MapPin },
        ]}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        {viewer.kind === 'member' ? (
          <LearningProgress ctx={ctx} userId={viewer.userId} />
        ) : (
          <SignInPrompt ctx={ctx} />
        )}
        <TopLocationsCard locations={locations} />
        {viewer.kind === 'member' && <CourseProgressCard ctx={ctx} userId={viewer.userId} />}
      </div>
    </div>
  );
}

async function SignInPrompt({ ctx }: { ctx: PageContext }) {
  const t = await getTranslations('Dashboards');
  const back = localePath(ctx.locale, '/apps/academy/dashboard');
  return (
    <section aria-labelledby="academy-sign-in" className="surface flex flex-col items-start gap-3 p-6">
      <h2 id="academy-sign-in" className="text-lg font-semibold">
        {t('academy.signInTitle')}
      </h2>
      <p className="text-muted-foreground">{t('academy.signInText')}</p>
      <Link href={localePath(ctx.locale, loginHref(back))} className={buttonVariants()}>
        <LogIn aria-hidden className="size-4" />
        {t('academy.signIn')}
      </Link>
    </section>
  );
}

/** The member's own summary, whatever their role: the steps done and the free trial. */
async function LearningProgress({ ctx, userId }: { ctx: PageContext; userId: string }) {
  const t = await getTranslations('Dashboards');
  const format = figureFormat(ctx.locale);
  const db = getDb();
  const own = { ...publicScope(ctx.site), memberId: userId };
  const now = new Date();
  const [offers, reply, calls, trial] = await Promise.all([
    offerCounts(db, own),
    medianFirstReplyMinutes(db, own, EVER_DAYS, now),
    callFigures(db, own, EVER_DAYS, now),
    memberTrial(db, own.siteId, userId, now),
  ]);
  const steps = [
    { label: t('academy.stepPublish'), done: offers.published > 0 },
    { label: t('academy.stepReply'), done: reply !== null },
    { label: t('academy.stepCall'), done: calls.calls > 0 },
  ];
  const done = steps.filter((step) => step.done).length;
  return (
    <section aria-labelledby="academy-progress" className="surface space-y-4 p-6">
      <div>
        <h2 id="academy-progress" className="text-lg font-semibold">
          {t('academy.progressTitle')}
        </h2>
        <p className="text-sm text-muted-foreground">
          {t('academy.progress', { done, total: steps.length })}
        </p>
      </div>
      <div aria-hidden className="h-2 overflow-hidden rounded-full bg-muted">
        <div
          className="h-full rounded-full bg-primary"
          style={{ width: `${(done / steps.length) * 100}%` }}
        />
      </div>
      <ul className="space-y-2">
        {steps.map((step) => (
          <li key={step.label} className="flex items-center gap-2">
            {step.done ? (
              <CheckCircle2 aria-hidden className="size-5 text-primary" />
            ) : (
              <Circle aria-hidden className="size-5 text-muted-foreground" />
            )}
            <span>{step.label}</span>
            <span className="sr-only">: {t(step.done ? 'academy.stepDone' : 'academy.stepOpen')}</span>
          </li>
        ))}
      </ul>
      {trial && (
        <div className="flex items-center gap-3 border-t border-border pt-4">
          <CalendarClock aria-hidden className="size-5 shrink-0 text-primary" />
          <dl className="text-sm">
            <dt className="text-muted-foreground">{t('figure.trial')}</dt>
            <dd className="font-semibold">{t('days', { count: trial.daysLeft })}</dd>
            <dd className="text-xs text-muted-foreground">
              {t(trial.daysLeft > 0 ? 'hint.trialEnds' : 'hint.trialEnded', { date: format.date(trial.end) })}
            </dd>
          </dl>
        </div>
      )}
    </section>
  );
}
