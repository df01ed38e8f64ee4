import { getTranslations } from 'next-intl/server';
import { AuthSplitLayout } from '@/components/auth/auth-layouts';
import { LoginForm } from '@/components/auth/login-form';
import { authPageLinks, firstParam, type AuthSearchParams } from '@/lib/auth/auth-page';
import { guardPage } from '@/lib/auth/guard';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

export async function generateMetadata({ params }: { params: SiteParams }) {
  await pageContext(params);
  return { title: (await getTranslations('Auth'))('signIn') };
}

/** `/login?redirecturl=…` (docs/product.md §2.7): logged-out only, blank layout. */
export default async function LoginPage({
  params,
  searchParams,
}: {
  params: SiteParams;
  searchParams: AuthSearchParams;
}) {
  const ctx = await pageContext(params);
  await guardPage(ctx, '/login');
  const query = await searchParams;
  const links = authPageLinks(ctx, firstParam(query.redirecturl));
  const t = await getTranslations('Auth');
  const notice = firstParam(query.reset) ? { key: 'Auth.passwordChanged' } : null;
  const error = firstParam(query.error) ? { key: 'AuthErrors.googleFailed' } : null;
  return (
    <AuthSplitLayout
      site={ctx.site}
      locale={ctx.locale}
      path={`/login${links.query}`}
      title={t('loginTitle', { appName: ctx.site.appName })}
      subtitle={t('loginSubtitle')}
    >
      <LoginForm
        locale={ctx.locale}
        destination={links.destination}
        googleEnabled={links.googleEnabled}
        notice={error ?? notice}
        registerHref={links.registerHref}
        forgotHref={links.forgotHref}
        twoStepsHref={links.twoStepsHref}
      />
    </AuthSplitLayout>
  );
}
