import type { Thing, WithContext } from 'schema-dts';

/**
 * Structured data for search engines. `<` is escaped so no text can close the script element.
 * A list may hold nulls (things a builder declined to describe); nothing is written for an empty one.
 */
export function JsonLd({ data }: { data: WithContext<Thing> | (WithContext<Thing> | null)[] }) {
  const things = Array.isArray(data) ? data.filter((thing) => thing !== null) : data;
  if (Array.isArray(things) && things.length === 0) return null;
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(things).replace(/</g, '\\u003c') }}
    />
  );
}
