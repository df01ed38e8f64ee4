import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { DemoCard } from '../demo-card';
import { GalleryPage } from '../gallery-page';
import { ArticleEditor, CommentEditor } from './editors-demos';

/** `/forms/editors`: the rich-text editor (Tiptap) with its HTML output and a character count. */
export async function EditorsPage({ locale }: { locale: Locale }) {
  const t = await getTranslations('FormsGallery.editors');
  return (
    <GalleryPage locale={locale} page="editors" wide>
      <DemoCard title={t('article.title')} description={t('article.description')}>
        <ArticleEditor />
      </DemoCard>
      <DemoCard title={t('comment.title')} description={t('comment.description')}>
        <CommentEditor />
      </DemoCard>
    </GalleryPage>
  );
}
