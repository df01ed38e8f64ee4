import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Circle, CircleCheck, Gauge, Medal, Target, Trophy } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { ProgressCircular } from '@/components/ui/progress-circular';
import { toneText } from '@/components/ui/status-tone';
import { figureFormat } from '@/lib/dashboard/figure-format';
import { localePath } from '@/lib/i18n/locale-path';
import { achievementsOf, nextMilestone, percentOf, QUICK_REPLY_MINUTES } from '@/lib/templates/cards';
import { cardFigures, totalOf } from '@/lib/templates/cards-figures';
import { cn } from '@/lib/utils';
import type { CardViewProps } from './card-route';

/**
 * docs/templates.md `/pages/cards/card-gamification`: a congratulation, a goal, milestones and
 * a challenge, all measured on the viewer's own figures (the site's for its admins).
 */
export async function CardGamification({ ctx, viewer }: CardViewProps) {
  const figures = await cardFigures(ctx.site, viewer, [
    'views',
    'offers',
    'messages',
    'calls',
    'replyMinutes',
    'topOffers',
  ]);
  const totalViews = totalOf(figures.views);
  const t = await getTranslations('CardsPages');
  const td = await getTranslations('Dashboards');
  const format = figureFormat(ctx.locale);
  const firstName = viewer.name.split(' ')[0] || viewer.name;
  const goal = nextMilestone(totalViews);
  const achievements = achievementsOf({
    published: figures.offers.published,
    views: totalViews,
    messages: figures.messages.received,
    calls: figures.calls.calls,
    replyMinutes: figures.replyMinutes,
  });
  const earned = achievements.filter((achievement) => achievement.earned).length;
  const best = figures.topOffers[0];
  const quick = figures.replyMinutes !== null && figures.replyMinutes <= QUICK_REPLY_MINUTES;
  const whose = figures.siteWide ? 'site' : 'own';

  return (
    <div className="grid items-start gap-6 md:grid-cols-2 xl:grid-cols-3">
      <Card className="relative overflow-hidden md:col-span-2">
        <CardHeader>
          <CardTitle className="text-xl">{t('gamification.congratsTitle', { name: firstName })}</CardTitle>
          <CardDescription>{t(`gamification.congratsText.${whose}`, { days: figures.days })}</CardDescription>
        </CardHeader>
        <CardContent className="flex items-end justify-between gap-6">
          <div>
            <p className="text-4xl font-bold text-primary tabular-nums">{format.count(totalViews)}</p>
            <p className="text-sm text-muted-foreground">{td('figure.views')}</p>
            <Button asChild className="mt-4">
              <Link href={localePath(ctx.locale, '/dashboards/analytics')}>
                {t('gamification.viewAnalytics')}
              </Link>
            </Button>
          </div>
          <span
            aria-hidden
            className="grid size-28 shrink-0 place-items-center rounded-full bg-primary-soft text-primary sm:size-36"
          >
            <Trophy className="size-14 sm:size-20" />
          </span>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('gamification.goalTitle')}</CardTitle>
          <CardDescription>{t('gamification.goalText', { goal: format.count(goal) })}</CardDescription>
          <CardAction>
            <Target aria-hidden className="size-6 text-primary" />
          </CardAction>
        </CardHeader>
        <CardContent className="space-y-2">
          <Progress value={percentOf(totalViews, goal)} aria-label={t('gamification.goalTitle')} />
          <p className="flex justify-between gap-3 text-sm">
            <span className="font-medium tabular-nums">
              {format.count(totalViews)} / {format.count(goal)}
            </span>
            <span className="text-muted-foreground">
              {t('gamification.toGo', { count: goal - totalViews })}
            </span>
          </p>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('gamification.achievementsTitle')}</CardTitle>
          <CardDescription>
            {t('gamification.achievementsText', { earned, total: achievements.length })}
          </CardDescription>
          <CardAction>
            <Medal aria-hidden className="size-6 text-primary" />
          </CardAction>
        </CardHeader>
        <CardContent className="flex items-center gap-6">
          <ProgressCircular
            size="xl"
            value={percentOf(earned, achievements.length)}
            label={`${format.count(earned)}/${format.count(achievements.length)}`}
            aria-label={t('gamification.achievementsTitle')}
          />
          <ul className="space-y-2.5">
            {achievements.map(({ id, earned: done }) => {
              const Icon = done ? CircleCheck : Circle;
              return (
                <li key={id} className="flex items-center gap-2.5 text-sm">
                  <Icon
                    aria-hidden
                    className={cn('size-5 shrink-0', done ? toneText.success : 'text-muted-foreground')}
                  />
                  <span className={done ? 'font-medium' : 'text-muted-foreground'}>
                    {t(`gamification.achievements.${id}`)}
                  </span>
                  <span className="sr-only">
                    {done ? t('gamification.earned') : t('gamification.notYet')}
                  </span>
                </li>
              );
            })}
          </ul>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('gamification.replyTitle')}</CardTitle>
          <CardDescription>
            {t('gamification.replyText', { target: format.duration(QUICK_REPLY_MINUTES) })}
          </CardDescription>
          <CardAction>
            <Gauge aria-hidden className="size-6 text-primary" />
          </CardAction>
        </CardHeader>
        <CardContent className="space-y-2">
          <p className="text-2xl font-semibold">
            {figures.replyMinutes === null ? td('hint.noReplies') : format.duration(figures.replyMinutes)}
          </p>
          {figures.replyMinutes !== null ? (
            <Badge variant={quick ? 'success' : 'warning'} tone="soft">
              {t(quick ? 'gamification.replyQuick' : 'gamification.replySlow')}
            </Badge>
          ) : null}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('gamification.bestTitle')}</CardTitle>
          <CardAction>
            <Trophy aria-hidden className="size-6 text-primary" />
          </CardAction>
        </CardHeader>
        <CardContent>
          {best ? (
            <>
              <p className="line-clamp-2 font-medium">{best.name}</p>
              <p className="mt-1 text-sm text-muted-foreground">
                {t('advance.views', { count: best.views })}
              </p>
            </>
          ) : (
            <p className="text-sm text-muted-foreground">{t('advance.noViews')}</p>
          )}
        </CardContent>
        {best ? (
          <CardFooter>
            <Button asChild variant="soft" size="sm">
              <Link
                href={localePath(ctx.locale, { pathname: '/offer/[offerId]', params: { offerId: best.id } })}
              >
                {t('basic.viewOffer')}
                <span className="sr-only">: {best.name}</span>
              </Link>
            </Button>
          </CardFooter>
        ) : null}
      </Card>
    </div>
  );
}
