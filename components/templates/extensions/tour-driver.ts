import { driver, type DriveStep } from 'driver.js';
import 'driver.js/dist/driver.css';
import './tour-theme.css';

export interface TourText {
  steps: DriveStep['popover'][];
  next: string;
  previous: string;
  done: string;
  close: string;
  /** With `{{current}}` and `{{total}}`, which driver.js fills in. */
  progress: string;
}

interface TourOptions {
  elements: (HTMLElement | undefined)[];
  text: TourText;
  rtl: boolean;
  onEnd: () => void;
}

/**
 * Runs the tour with driver.js (loaded with this module, on the tour page only). Its own keys are
 * replaced so that in Arabic the left arrow goes forward, as the page reads; Escape leaves.
 */
export function startTour({ elements, text, rtl, onEnd }: TourOptions) {
  const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
  const tour = driver({
    steps: elements.map((element, index) => ({ element, popover: text.steps[index] })),
    animate: !reduced,
    smoothScroll: !reduced,
    showProgress: true,
    progressText: text.progress,
    nextBtnText: text.next,
    prevBtnText: text.previous,
    doneBtnText: text.done,
    popoverClass: 'app-tour',
    stagePadding: 6,
    stageRadius: 8,
    overlayOpacity: 0.55,
    allowKeyboardControl: false,
    onPopoverRender: (popover) => {
      popover.closeButton.setAttribute('aria-label', text.close);
      popover.closeButton.title = text.close;
    },
    onDestroyed: () => {
      document.removeEventListener('keyup', onKey);
      onEnd();
    },
  });
  const onKey = (event: KeyboardEvent) => {
    if (!tour.isActive()) return;
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === 'Escape') tour.destroy();
    else if (event.key === forward) tour.moveNext();
    else if (event.key === back && tour.hasPreviousStep()) tour.movePrevious();
  };
  document.addEventListener('keyup', onKey);
  tour.drive();
  return tour;
}
