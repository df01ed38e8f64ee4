import { getTranslations } from 'next-intl/server';
import { AuthSplitLayout } from '@/components/auth/auth-layouts';
import { RegisterForm } from '@/components/auth/register-form';
import { authPageLinks, firstParam, type AuthSearchParams } from '@/lib/auth/auth-page';
import { guardPage } from '@/lib/auth/guard';
import { FREE_TRIAL_MONTHS } from '@/lib/constants';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

export async function generateMetadata({ params }: { params: SiteParams }) {
  await pageContext(params);
  return { title: (await getTranslations('Auth'))('createAccount') };
}

export default async function RegisterPage({
  params,
  searchParams,
}: {
  params: SiteParams;
  searchParams: AuthSearchParams;
}) {
  const ctx = await pageContext(params);
  await guardPage(ctx, '/register');
  const links = authPageLinks(ctx, firstParam((await searchParams).redirecturl));
  const t = await getTranslations('Auth');
  return (
    <AuthSplitLayout
      site={ctx.site}
      locale={ctx.locale}
      path={`/register${links.query}`}
      title={t('registerTitle', { appName: ctx.site.appName })}
      subtitle={t('registerSubtitle', { months: FREE_TRIAL_MONTHS })}
    >
      <RegisterForm
        locale={ctx.locale}
        destination={links.destination}
        googleEnabled={links.googleEnabled}
        loginHref={links.loginHref}
      />
    </AuthSplitLayout>
  );
}
