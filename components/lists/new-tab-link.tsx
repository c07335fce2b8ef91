import type { ReactNode } from 'react';

type Props = {
  href: string;
  className?: string;
  /** '(opens in a new tab)', read by screen readers after the visible text. */
  newTabLabel: string;
  children: ReactNode;
};

/** A link that opens in a new tab without giving the new page a handle on this one, and says so. */
export function NewTabLink({ href, className, newTabLabel, children }: Props) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {newTabLabel}</span>
    </a>
  );
}
