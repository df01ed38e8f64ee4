'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Banknote, ClipboardCheck, House, ImagePlus, MapPin } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { useImageUploads } from '@/components/listings/use-image-uploads';
import { Button } from '@/components/ui/button';
import type { MessageRef } from '@/lib/auth/error-messages';
import { Link } from '@/lib/i18n/navigation';
import { savePropertyListingAction } from '@/lib/wizards/property-listing-action';
import {
  EMPTY_PROPERTY_LISTING,
  PROPERTY_STEP_IDS,
  propertyListingSchema,
  propertyStepSchemas,
  type PropertyListingValues,
} from '@/lib/wizards/property-listing-schema';
import { useIsClient, useWizard } from '../use-wizard';
import { WizardDone } from '../wizard-done';
import { WizardFrame, WizardSkeleton, type WizardStepMeta } from '../wizard-frame';
import { PropertyDetailsStep, PropertyLocationStep, PropertyTermsStep } from './property-fields';
import { PropertyPhotosStep, restoredImages, usePhotoSync } from './property-photos';
import { PropertyReview } from './property-review';

const STEPS = PROPERTY_STEP_IDS.map((id) => ({ id, schema: propertyStepSchemas[id] }));
const ICONS = {
  details: House,
  photos: ImagePlus,
  terms: Banknote,
  location: MapPin,
  review: ClipboardCheck,
};
const resolver = zodResolver(propertyListingSchema);

interface PropertyListingWizardProps {
  /** The draft's key for this site and member (lib/wizards/draft.ts). */
  storageKey: string;
  currency: string;
  myItemsLabel: string;
}

/** docs/templates.md, property-listing wizard: five steps ending in Add new's own save. */
export function PropertyListingWizard(props: PropertyListingWizardProps) {
  const t = useTranslations('Wizards.property');
  const client = useIsClient();
  const [saved, setSaved] = useState<{ id: string; published: boolean } | null>(null);
  const [round, setRound] = useState(0);
  if (!client) return <WizardSkeleton label={t('formLabel')} />;
  if (saved)
    return (
      <WizardDone
        title={saved.published ? t('done.publishedTitle') : t('done.draftTitle')}
        actions={
          <>
            {saved.published ? (
              <Button asChild>
                <Link href={{ pathname: '/offer/[offerId]', params: { offerId: saved.id } }}>
                  {t('done.viewOffer')}
                </Link>
              </Button>
            ) : null}
            <Button asChild variant="outline">
              <Link href="/my-items">{props.myItemsLabel}</Link>
            </Button>
            <Button
              type="button"
              variant="ghost"
              onClick={() => {
                setSaved(null);
                setRound(round + 1);
              }}
            >
              {t('done.another')}
            </Button>
          </>
        }
      >
        <p>{saved.published ? t('done.publishedText') : t('done.draftText')}</p>
      </WizardDone>
    );
  return <PropertyListingForm key={round} {...props} onSaved={setSaved} />;
}

function PropertyListingForm({
  storageKey,
  currency,
  onSaved,
}: PropertyListingWizardProps & { onSaved: (saved: { id: string; published: boolean }) => void }) {
  const t = useTranslations('Wizards.property');
  const photosKey = `${storageKey}:photos`;
  const [initialImages] = useState(() => restoredImages(window.sessionStorage.getItem(photosKey)));
  const uploads = useImageUploads(initialImages);
  const wizard = useWizard<PropertyListingValues>({
    steps: STEPS,
    resolver,
    defaults: EMPTY_PROPERTY_LISTING,
    storageKey,
  });
  const { form } = wizard;
  usePhotoSync(form, uploads, photosKey);
  const [notice, setNotice] = useState<MessageRef | null>(null);
  const steps: WizardStepMeta[] = PROPERTY_STEP_IDS.map((id) => ({
    id,
    title: t(`steps.${id}.title`),
    description: t(`steps.${id}.description`),
    intro: t(`steps.${id}.intro`),
    icon: ICONS[id],
  }));

  const next = () => {
    setNotice(null);
    if (wizard.stepId === 'photos' && uploads.uploading) {
      setNotice({ key: 'Wizards.errors.waitForUploads' });
      return;
    }
    void wizard.next();
  };

  const save = (publish: boolean) => {
    setNotice(null);
    if (uploads.uploading) {
      setNotice({ key: 'Wizards.errors.waitForUploads' });
      return;
    }
    form.setValue('review.publish', publish);
    void wizard.submit(async (values) => {
      const result = await savePropertyListingAction(values);
      if (result.ok) {
        wizard.clearDraft();
        window.sessionStorage.removeItem(photosKey);
        onSaved({ id: result.id, published: values.review.publish });
        return;
      }
      if (result.fieldErrors) wizard.showErrors(result.fieldErrors);
      setNotice({ key: `Wizards.property.error.${result.error}` });
    })();
  };
  const saving = form.formState.isSubmitting;

  return (
    <WizardFrame
      label={t('formLabel')}
      steps={steps}
      step={wizard.step}
      states={wizard.states}
      headingRef={wizard.headingRef}
      onBack={wizard.back}
      onNext={next}
      onSelectStep={wizard.goTo}
      onSubmit={() => save(true)}
      variant="icons"
      notice={<FormAlert message={notice} />}
      finalActions={
        <>
          <Button type="button" variant="outline" disabled={saving} onClick={() => save(false)}>
            {t('saveDraft')}
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? t('saving') : t('publish')}
          </Button>
        </>
      }
    >
      {wizard.stepId === 'details' ? <PropertyDetailsStep form={form} /> : null}
      {wizard.stepId === 'photos' ? <PropertyPhotosStep form={form} uploads={uploads} /> : null}
      {wizard.stepId === 'terms' ? <PropertyTermsStep form={form} currency={currency} /> : null}
      {wizard.stepId === 'location' ? <PropertyLocationStep form={form} /> : null}
      {wizard.stepId === 'review' ? (
        <PropertyReview
          values={form.getValues()}
          images={uploads.items}
          currency={currency}
          steps={steps}
          onEdit={wizard.goTo}
        />
      ) : null}
    </WizardFrame>
  );
}
