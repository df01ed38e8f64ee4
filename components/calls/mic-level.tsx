'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';

/** A bar that moves with the microphone's loudness, so people can check it before joining. */
export function MicLevel({ track }: { track: MediaStreamTrack | null }) {
  const t = useTranslations('Call');
  const barRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!track) return;
    const context = new AudioContext();
    const source = context.createMediaStreamSource(new MediaStream([track]));
    const analyser = context.createAnalyser();
    analyser.fftSize = 256;
    source.connect(analyser);
    void context.resume().catch(() => undefined);
    const samples = new Uint8Array(analyser.fftSize);
    let frame = 0;
    // Written straight to the DOM: a React state update 60 times a second would re-render the pane.
    const draw = () => {
      analyser.getByteTimeDomainData(samples);
      let peak = 0;
      for (const sample of samples) peak = Math.max(peak, Math.abs(sample - 128));
      if (barRef.current) barRef.current.style.width = `${Math.min(100, Math.round((peak / 128) * 160))}%`;
      frame = requestAnimationFrame(draw);
    };
    draw();
    return () => {
      cancelAnimationFrame(frame);
      source.disconnect();
      void context.close().catch(() => undefined);
    };
  }, [track]);

  if (!track) return null;
  return (
    <div className="space-y-1">
      <div aria-hidden className="h-1.5 overflow-hidden rounded-full bg-muted">
        <div ref={barRef} className="h-full w-0 rounded-full bg-primary transition-[width] duration-75" />
      </div>
      <p className="text-xs text-muted-foreground">{t('micLevelHint')}</p>
    </div>
  );
}
