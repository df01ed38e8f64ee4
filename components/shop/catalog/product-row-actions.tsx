'use client';

import { DropdownMenu } from 'radix-ui';
import { Ellipsis, ExternalLink, Eye, EyeOff, Pencil } from 'lucide-react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { buttonVariants } from '@/components/ui/button';
import type { ShopProduct } from './product-row';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 outline-none data-disabled:pointer-events-none data-disabled:opacity-50 data-highlighted:bg-accent [&_svg]:size-4 [&_svg]:shrink-0';

/** One product's menu: view the offer, edit it, publish or unpublish it. */
export function ProductRowActions({
  product,
  onSetStatus,
}: {
  product: ShopProduct;
  onSetStatus: (product: ShopProduct, status: ShopProduct['status']) => void;
}) {
  const t = useTranslations('ShopCatalog');
  const published = product.status === 'published';
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={t('actionsFor', { name: product.productName })}
        className={buttonVariants({ variant: 'ghost', size: 'icon' })}
      >
        <Ellipsis aria-hidden className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="surface z-(--z-overlay) min-w-44 border border-border p-1 text-sm shadow-lg"
        >
          {published ? (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link href={product.offerHref}>
                <ExternalLink aria-hidden className="rtl:-scale-x-100" />
                {t('viewOffer')}
              </Link>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Item asChild className={itemClass}>
            <Link href={product.editHref}>
              <Pencil aria-hidden />
              {t('edit')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item
            onSelect={() => onSetStatus(product, published ? 'draft' : 'published')}
            className={itemClass}
          >
            {published ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
            {t(published ? 'unpublish' : 'publish')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
