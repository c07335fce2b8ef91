import { createScriptDeferrer, LOADER } from '@/lib/server/after-paint-scripts.mjs';

// The shape of what Next.js 16 writes into a page: the bootstrap's preload and the async scripts
// in the head, the bootstrap script itself at the end of the body, then the page's data.
const PAGE =
  '<!DOCTYPE html><html lang="bn"><head><meta charSet="utf-8"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js?dpl=abc"/>' +
  '<link rel="preload" as="image" href="/images/hero.avif"/>' +
  '<script src="/_next/static/chunks/react.js?dpl=abc" async=""></script>' +
  '<script src="/_next/static/chunks/page.js?dpl=abc" async=""></script>' +
  '<script src="/_next/static/chunks/polyfills.js?dpl=abc" noModule=""></script>' +
  '</head><body><h1>বিজ্ঞান ও প্রযুক্তি</h1>' +
  '<script type="application/ld+json">{"@type":"CollegeOrUniversity"}</script>' +
  '<script src="/_next/static/chunks/boot.js?dpl=abc" id="_R_" async=""></script>' +
  '<script>self.__next_f.push([1,"data"])</script></body></html>';

function rewriteInPieces(html: string, size: number): string {
  const deferrer = createScriptDeferrer();
  let out = '';
  for (let i = 0; i < html.length; i += size) out += deferrer.push(html.slice(i, i + size));
  return out + deferrer.end();
}

describe('createScriptDeferrer', () => {
  const whole = rewriteInPieces(PAGE, PAGE.length);

  it('leaves no framework script for the browser to fetch while it parses', () => {
    expect(whole).not.toMatch(/<script src="\/_next\/static\/[^"]+" (id="_R_" )?async="">/);
    expect(whole).not.toContain('<link rel="preload" as="script"');
  });

  it('hands each script, in order and with its id, to the loader, written once before the first', () => {
    expect(whole.split(LOADER)).toHaveLength(2);
    const calls = [...whole.matchAll(/__afterPaint\(([^)]*)\)<\/script>/g)].map((m) => m[1]);
    expect(calls).toEqual([
      '"/_next/static/chunks/react.js?dpl=abc"',
      '"/_next/static/chunks/page.js?dpl=abc"',
      '"/_next/static/chunks/boot.js?dpl=abc","_R_"',
    ]);
    expect(whole.indexOf(LOADER)).toBeLessThan(whole.indexOf('__afterPaint("/_next/static/chunks/react.js'));
  });

  it('keeps everything else as it was', () => {
    const undo = whole
      .replace(`<script>${LOADER}</script>`, '')
      .replace(/<script>__afterPaint\(("[^"]+")(?:,"([^"]+)")?\)<\/script>/g, (_m, src: string, id?: string) =>
        `<script src=${src}${id ? ` id="${id}"` : ''} async=""></script>`,
      );
    const expected = PAGE.replace(/<link rel="preload" as="script"[^>]*>/, '');
    expect(undo).toBe(expected);
    expect(whole).toContain('<link rel="preload" as="image" href="/images/hero.avif"/>');
    expect(whole).toContain('noModule=""></script>');
  });

  it('gives the same page whatever the size of the pieces it arrives in', () => {
    for (const size of [1, 2, 3, 7, 16, 50, 101]) expect(rewriteInPieces(PAGE, size)).toBe(whole);
  });

  it('sends what cannot be part of a script tag at once, holding back only an unfinished tag', () => {
    const deferrer = createScriptDeferrer();
    expect(deferrer.push('<body><p>Admission is open</p>')).toBe('<body><p>Admission is open</p>');
    expect(deferrer.push('<p>Notice</p><scr')).toBe('<p>Notice</p>');
    expect(deferrer.push('ipt src="/_next/static/chunks/a.js" async="">')).toBe('');
    expect(deferrer.push('</script><p>')).toMatch(/__afterPaint\("\/_next\/static\/chunks\/a\.js"\)<\/script><p>$/);
    expect(deferrer.push('<script>self.__next_f.push([1,"x"])</script>')).toBe('<script>self.__next_f.push([1,"x"])</script>');
  });

  it('cannot be made to close its own script by what a URL holds', () => {
    const out = rewriteInPieces('<script src="/_next/static/chunks/a.js?x=&amp;y=/script" async=""></script>', 1000);
    expect(out).toContain('__afterPaint("/_next/static/chunks/a.js?x=&y=/script")');
    expect(rewriteInPieces('<script src="/_next/static/chunks/a.js?</script>" async=""></script>', 1000)).not.toContain('__afterPaint');
  });

  it('passes a page without framework scripts through untouched', () => {
    const page = '<html><head><script src="https://www.gstatic.com/recaptcha.js" async=""></script></head><body>x</body></html>';
    expect(rewriteInPieces(page, 5)).toBe(page);
  });
});
