'use client';

import Image from 'next/image';
import { useState } from 'react';
import poster from '@/public/images/site/video-poster.jpg';
import styles from './campus-video.module.css';

type Props = { title: string; playLabel: string };

/** The campus video costs nothing until asked for: a poster and a play button, then the player. */
export function CampusVideo({ title, playLabel }: Props) {
  const [playing, setPlaying] = useState(false);
  return (
    <div className={styles.frame}>
      {playing ? (
        <video className={styles.player} controls autoPlay playsInline poster={poster.src} aria-label={title}>
          <source src="/media/campus-tour.webm" type="video/webm" />
          <source src="/media/campus-tour.mp4" type="video/mp4" />
        </video>
      ) : (
        <button type="button" className={styles.poster} onClick={() => setPlaying(true)} aria-label={playLabel}>
          <Image src={poster} alt="" fill sizes="(min-width: 1024px) 560px, 100vw" className={styles.image} />
          <span className={styles.play} aria-hidden="true">
            <svg viewBox="0 0 24 24" width="30" height="30">
              <path d="M8 5v14l11-7z" fill="currentColor" />
            </svg>
          </span>
        </button>
      )}
    </div>
  );
}
