'use client';

import { useEffect, useRef, useState } from 'react';
import { onPlainClick } from '@/lib/ui/modified-click';
import styles from './gallery.module.css';

/** Adds autoplay to an embed URL, so the one click on the poster also starts the video. */
function withAutoplay(url: string): string {
  try {
    const parsed = new URL(url, window.location.href);
    parsed.searchParams.set('autoplay', '1');
    return parsed.href;
  } catch {
    return url;
  }
}

/** A video that costs nothing until played: a drawn poster with a play button, then a lazy iframe of its embed URL. */
export function VideoStory({ url, name, playLabel, frameTitle }: { url: string; name: string; playLabel: string; frameTitle: string }) {
  const [playing, setPlaying] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  // The poster is replaced by the player: focus moves to it instead of falling to the page.
  useEffect(() => {
    if (playing) frameRef.current?.focus();
  }, [playing]);
  return (
    <div className={styles.video}>
      {playing ? (
        <iframe
          ref={frameRef}
          className={styles.frame}
          src={withAutoplay(url)}
          title={frameTitle}
          loading="lazy"
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        // A link to the embed page, which the script turns into playing it in place: a tap before
        // the script has run still plays the video.
        <a href={url} className={styles.poster} onClick={onPlainClick(() => setPlaying(true))}>
          <span className={styles.posterName} aria-hidden="true">
            {name}
          </span>
          <span className={styles.play} aria-hidden="true">
            <svg viewBox="0 0 24 24" width="30" height="30">
              <path d="M8 5v14l11-7z" fill="currentColor" />
            </svg>
          </span>
          <span className="visually-hidden">{playLabel}</span>
        </a>
      )}
    </div>
  );
}
