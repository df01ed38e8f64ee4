import { getTranslations } from 'next-intl/server';
import { AuthCardLayout } from '@/components/auth/auth-layouts';
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form';
import { authPageLinks } from '@/lib/auth/auth-page';
import { guardPage } from '@/lib/auth/guard';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

export async function generateMetadata({ params }: { params: SiteParams }) {
  await pageContext(params);
  return { title: (await getTranslations('Auth'))('forgotTitle') };
}

export default async function ForgotPasswordPage({ params }: { params: SiteParams }) {
  const ctx = await pageContext(params);
  await guardPage(ctx, '/forgot-password');
  const links = authPageLinks(ctx, null);
  const t = await getTranslations('Auth');
  return (
    <AuthCardLayout
      site={ctx.site}
      locale={ctx.locale}
      path="/forgot-password"
      title={t('forgotTitle')}
      subtitle={t('forgotSubtitle')}
    >
      <ForgotPasswordForm loginHref={links.loginHref} resetPath={links.resetPath} />
    </AuthCardLayout>
  );
}
