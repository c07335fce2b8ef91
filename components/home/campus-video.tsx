'use client';

import { useEffect, useRef, useState } from 'react';
import type { ImageAttributes } from '@/lib/images/image-attributes';
import { onPlainClick } from '@/lib/ui/modified-click';
import { useSaveData } from '@/lib/offline/use-save-data';
import styles from './campus-video.module.css';

type Props = {
  title: string;
  playLabel: string;
  /** The poster image, sized on the server (see imageAttributes). */
  poster: ImageAttributes;
};

/** Plays in every browser, so it is also where the poster links before the page's script has run. */
const VIDEO_FILE = '/media/campus-tour.mp4';

/**
 * The campus video costs nothing until asked for: a poster with a play button, then the player.
 * The poster is a link to the video file, which the script turns into playing it in place: a tap
 * before the script has run still plays it, and the poster is not drawn twice by a swap.
 */
export function CampusVideo({ title, playLabel, poster }: Props) {
  const [playing, setPlaying] = useState(false);
  // Asked to save data: no poster image, only the play button (the video loads when pressed, as before).
  const saveData = useSaveData();
  const videoRef = useRef<HTMLVideoElement>(null);
  // The poster is replaced by the player: focus moves to it instead of falling to the page.
  useEffect(() => {
    if (playing) videoRef.current?.focus();
  }, [playing]);
  return (
    <div className={styles.frame}>
      {playing ? (
        <video ref={videoRef} className={styles.player} controls autoPlay playsInline poster={typeof poster.src === 'string' ? poster.src : undefined} aria-label={title}>
          <source src="/media/campus-tour.webm" type="video/webm" />
          <source src={VIDEO_FILE} type="video/mp4" />
        </video>
      ) : (
        <a href={VIDEO_FILE} className={styles.poster} onClick={onPlainClick(() => setPlaying(true))} aria-label={playLabel}>
          {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt is in the attributes */}
          {saveData ? null : <img {...poster} className={styles.image} />}
          <span className={styles.play} aria-hidden="true">
            <svg viewBox="0 0 24 24" width="30" height="30">
              <path d="M8 5v14l11-7z" fill="currentColor" />
            </svg>
          </span>
        </a>
      )}
    </div>
  );
}
