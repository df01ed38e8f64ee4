import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AuthCardLayout, AuthSplitLayout } from '@/components/auth/auth-layouts';
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form';
import { LoginForm } from '@/components/auth/login-form';
import { RegisterForm } from '@/components/auth/register-form';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';
import { RegisterMultiSteps } from '@/components/auth/templates/register-multi-steps';
import { TwoStepsForm } from '@/components/auth/templates/two-steps-form';
import { VerifyEmailPanel } from '@/components/auth/templates/verify-email-panel';
import { authPageLinks, firstParam, type AuthSearchParams } from '@/lib/auth/auth-page';
import { guardPage } from '@/lib/auth/guard';
import { FREE_TRIAL_MONTHS } from '@/lib/constants';
import { AUTH_TEMPLATE_PAGES } from '@/lib/routing/routes';
import { localePath } from '@/lib/i18n/locale-path';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

type Variant = (typeof AUTH_TEMPLATE_PAGES)[number];
type Props = {
  params: Promise<{ site: string; lang: string; variant: string }>;
  searchParams: AuthSearchParams;
};

function isVariant(value: string): value is Variant {
  return (AUTH_TEMPLATE_PAGES as readonly string[]).includes(value);
}

/** docs/product.md §2.3 auth template pages (public, blank): v1 card and v2 split looks over the real auth. */
export default async function AuthTemplatePage({ params, searchParams }: Props) {
  const { variant } = await params;
  if (!isVariant(variant)) notFound();
  const ctx = await pageContext(params as SiteParams);
  await guardPage(ctx, `/pages/authentication/${variant}`);
  const query = await searchParams;
  const links = authPageLinks(ctx, firstParam(query.redirecturl), variant.endsWith('-v1') ? 'v1' : 'v2');
  const t = await getTranslations('Auth');
  const tt = await getTranslations('AuthTemplates');
  const Layout = variant.endsWith('-v2') ? AuthSplitLayout : AuthCardLayout;
  const frame = { site: ctx.site, locale: ctx.locale, path: `/pages/authentication/${variant}` };
  const kind = variant.replace(/-v[12]$/, '');

  switch (kind) {
    case 'login':
      return (
        <Layout
          {...frame}
          title={t('loginTitle', { appName: ctx.site.appName })}
          subtitle={t('loginSubtitle')}
        >
          <LoginForm
            locale={ctx.locale}
            destination={links.destination}
            googleEnabled={links.googleEnabled}
            registerHref={links.registerHref}
            forgotHref={links.forgotHref}
            twoStepsHref={links.twoStepsHref}
          />
        </Layout>
      );
    case 'register':
      return (
        <Layout
          {...frame}
          title={t('registerTitle', { appName: ctx.site.appName })}
          subtitle={t('registerSubtitle', { months: FREE_TRIAL_MONTHS })}
        >
          <RegisterForm
            locale={ctx.locale}
            destination={links.destination}
            googleEnabled={links.googleEnabled}
            loginHref={links.loginHref}
          />
        </Layout>
      );
    case 'forgot-password':
      return (
        <Layout {...frame} title={t('forgotTitle')} subtitle={t('forgotSubtitle')}>
          <ForgotPasswordForm loginHref={links.loginHref} resetPath={links.resetPath} />
        </Layout>
      );
    case 'reset-password':
      return (
        <Layout {...frame} title={t('resetTitle')} subtitle={t('resetSubtitle')}>
          <ResetPasswordForm
            token={firstParam(query.token)}
            loginHref={links.loginHref}
            forgotHref={links.forgotHref}
          />
        </Layout>
      );
    case 'two-steps':
      return (
        <Layout
          {...frame}
          title={tt('twoStepsTitle')}
          subtitle={(await getTranslations('TwoFactor'))('signInText', { appName: ctx.site.appName })}
        >
          <TwoStepsForm destination={links.destination} loginHref={links.loginHref} />
        </Layout>
      );
    case 'verify-email':
      return (
        <Layout {...frame} title={tt('verifyEmailTitle')} subtitle={tt('verifyEmailText')}>
          <VerifyEmailPanel homeHref={localePath(ctx.locale, '/')} />
        </Layout>
      );
    default:
      return (
        <AuthCardLayout
          {...frame}
          title={t('registerTitle', { appName: ctx.site.appName })}
          subtitle={t('registerSubtitle', { months: FREE_TRIAL_MONTHS })}
        >
          <RegisterMultiSteps destination={links.destination} loginHref={links.loginHref} />
        </AuthCardLayout>
      );
  }
}
