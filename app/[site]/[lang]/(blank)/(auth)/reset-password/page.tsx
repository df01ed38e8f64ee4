import { getTranslations } from 'next-intl/server';
import { AuthCardLayout } from '@/components/auth/auth-layouts';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';
import { authPageLinks, firstParam, type AuthSearchParams } from '@/lib/auth/auth-page';
import { guardPage } from '@/lib/auth/guard';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

export async function generateMetadata({ params }: { params: SiteParams }) {
  await pageContext(params);
  return { title: (await getTranslations('Auth'))('resetTitle') };
}

/** The e-mailed link lands here with `?token=` (better-auth verified it on the way). */
export default async function ResetPasswordPage({
  params,
  searchParams,
}: {
  params: SiteParams;
  searchParams: AuthSearchParams;
}) {
  const ctx = await pageContext(params);
  await guardPage(ctx, '/reset-password');
  const query = await searchParams;
  const token = firstParam(query.error) ? null : firstParam(query.token);
  const links = authPageLinks(ctx, null);
  const t = await getTranslations('Auth');
  return (
    <AuthCardLayout
      site={ctx.site}
      locale={ctx.locale}
      path="/reset-password"
      title={t('resetTitle')}
      subtitle={t('resetSubtitle')}
    >
      <ResetPasswordForm token={token} loginHref={links.loginHref} forgotHref={links.forgotHref} />
    </AuthCardLayout>
  );
}
