'use client';

import type { MouseEvent } from 'react';

type Props = {
  href: string;
  fileName: string;
  label: string;
  /** Title and instructions of the page opened when the browser cannot download. */
  fallbackTitle: string;
  fallbackText: string;
  alt: string;
  lang: string;
};

/** In-app browsers (Facebook, Messenger, Instagram and the like) ignore `download`; so do very old ones. */
function cannotDownload(): boolean {
  const anchor = document.createElement('a');
  if (!('download' in anchor)) return true;
  return /\b(FBAN|FBAV|FB_IAB|Instagram|Line\/|Snapchat|MicroMessenger)\b/i.test(navigator.userAgent);
}

/**
 * Downloads the prospectus as a JPG (an <a download> that works without JavaScript). Where the
 * browser cannot download, it opens the image in a new tab with instructions to save it.
 */
export function ProspectusDownload({ href, fileName, label, fallbackTitle, fallbackText, alt, lang }: Props) {
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (!cannotDownload()) return;
    const tab = window.open('', '_blank');
    if (!tab) return; // A blocked pop-up: let the link open the image itself.
    event.preventDefault();
    const doc = tab.document;
    doc.documentElement.lang = lang;
    doc.title = fallbackTitle;
    const meta = doc.createElement('meta');
    meta.name = 'viewport';
    meta.content = 'width=device-width, initial-scale=1';
    doc.head.append(meta);
    const heading = doc.createElement('p');
    heading.textContent = fallbackText;
    heading.setAttribute('style', 'font: 600 18px/1.5 system-ui, sans-serif; margin: 16px;');
    const image = doc.createElement('img');
    image.src = new URL(href, window.location.href).href;
    image.alt = alt;
    image.setAttribute('style', 'display: block; max-width: 100%; height: auto; margin: 0 auto;');
    doc.body.append(heading, image);
  }

  return (
    <a href={href} download={fileName} className="button" onClick={onClick}>
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M12 3v12M7 10l5 5 5-5M5 21h14" />
      </svg>
      {label}
    </a>
  );
}
