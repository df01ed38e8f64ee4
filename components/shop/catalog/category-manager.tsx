'use client';

import { AlertDialog } from 'radix-ui';
import { Pencil, Tags, Trash2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialogContent } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { deleteCategoryAction } from '@/lib/shop/catalog/actions';
import { CategoryForm, type EditedCategory } from './category-form';
import { ShopNoticeBar } from './shop-notice';
import { useShopAction } from './use-shop-action';

export interface CategoryItem extends EditedCategory {
  productCount: number;
}

/** The catalog's categories: the list with product counts, and the form that creates or edits one. */
export function CategoryManager({ categories }: { categories: CategoryItem[] }) {
  const t = useTranslations('ShopCatalog');
  const router = useRouter();
  const [editing, setEditing] = useState<EditedCategory | null>(null);
  const [deleting, setDeleting] = useState<CategoryItem | null>(null);
  const { notice, run, dismiss, pending } = useShopAction((error) => t(`error_${error}` as 'error_failed'));
  const [savedNotice, setSavedNotice] = useState<string | null>(null);

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
      <div className="min-w-0 space-y-4">
        <ShopNoticeBar
          notice={savedNotice ? { kind: 'done', text: savedNotice } : notice}
          onDismiss={() => {
            setSavedNotice(null);
            dismiss();
          }}
        />
        {categories.length === 0 ? (
          <EmptyState icon={Tags} title={t('categoriesEmptyTitle')} text={t('categoriesEmptyText')} />
        ) : (
          <div className="surface overflow-x-auto" aria-busy={pending || undefined}>
            <table className="w-full min-w-[36rem] text-sm">
              <caption className="sr-only">{t('categoriesCaption')}</caption>
              <thead className="border-b border-border text-muted-foreground">
                <tr>
                  <th scope="col" className="px-4 py-3 text-start font-medium">
                    {t('categoryName')}
                  </th>
                  <th scope="col" className="px-4 py-3 text-start font-medium">
                    {t('categorySlug')}
                  </th>
                  <th scope="col" className="px-4 py-3 text-end font-medium">
                    {t('colProducts')}
                  </th>
                  <th scope="col" className="px-4 py-3 text-end font-medium">
                    <span className="sr-only">{t('colActions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {categories.map((category) => (
                  <tr key={category.id} className="border-b border-border last:border-0">
                    <td className="px-4 py-3">
                      <p dir="auto" className="font-medium">
                        {category.name}
                      </p>
                      {category.description ? (
                        <p dir="auto" className="mt-0.5 line-clamp-2 text-muted-foreground">
                          {category.description}
                        </p>
                      ) : null}
                    </td>
                    <td className="px-4 py-3 font-mono text-xs" dir="ltr">
                      {category.slug}
                    </td>
                    <td className="px-4 py-3 text-end tabular-nums">{category.productCount}</td>
                    <td className="px-4 py-3">
                      <div className="flex justify-end gap-1">
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={t('editCategory', { name: category.name })}
                          onClick={() => {
                            setSavedNotice(null);
                            setEditing(category);
                          }}
                        >
                          <Pencil aria-hidden className="size-4" />
                        </Button>
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={t('deleteCategory', { name: category.name })}
                          onClick={() => setDeleting(category)}
                        >
                          <Trash2 aria-hidden className="size-4 text-destructive" />
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
      <CategoryForm
        key={editing?.id ?? 'new'}
        editing={editing}
        onCancel={() => setEditing(null)}
        onSaved={(name, created) => {
          setEditing(null);
          setSavedNotice(t(created ? 'categoryCreated' : 'categorySaved', { name }));
          router.refresh();
        }}
      />
      <AlertDialog.Root open={deleting !== null} onOpenChange={(open) => (open ? null : setDeleting(null))}>
        {deleting ? (
          <ConfirmDialogContent
            title={t('deleteCategory', { name: deleting.name })}
            description={t('deleteCategoryText', { count: deleting.productCount })}
            cancelLabel={t('cancel')}
            confirmLabel={t('delete')}
            onConfirm={() => {
              const target = deleting;
              setSavedNotice(null);
              if (editing?.id === target.id) setEditing(null);
              run(() => deleteCategoryAction(target.id), t('categoryDeleted', { name: target.name }));
            }}
          />
        ) : null}
      </AlertDialog.Root>
    </div>
  );
}
