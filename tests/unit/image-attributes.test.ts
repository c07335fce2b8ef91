import { getImageProps } from 'next/image';
import { imageAttributes, pruneSrcSet } from '@/lib/images/image-attributes';

/** A srcset as Next writes it, for the widths configured in next.config.mjs. */
const WIDTHS = [64, 128, 256, 384, 640, 828, 1080, 1280, 1920];
const srcSetOf = (widths: number[]) => widths.map((w) => `/_next/image?url=%2Fa.webp&w=${w}&q=75 ${w}w`).join(', ');
const widthsOf = (srcSet: string) => srcSet.split(', ').map((candidate) => Number(/ (\d+)w$/.exec(candidate)![1]));

/**
 * The candidate Chromium picks for a slot and a screen density: the first whose density reaches
 * the screen's, or one a little below when the screen's density is nearer to it (Blink's
 * geometric-mean rule); the widest when none reaches it.
 */
function picked(widths: number[], slot: number, density: number): number {
  for (let i = 0; i < widths.length - 1; i++) {
    const here = widths[i]! / slot;
    const next = widths[i + 1]! / slot;
    if (here >= density || density <= Math.sqrt(here * next)) return widths[i]!;
  }
  return widths.at(-1)!;
}

describe('pruneSrcSet', () => {
  it('keeps, for fixed slots of 270 and 320 px, the widths from just below 270 to the first covering 960', () => {
    const pruned = pruneSrcSet(srcSetOf(WIDTHS), '(max-width: 640px) 270px, 320px');
    expect(widthsOf(pruned)).toEqual([256, 384, 640, 828, 1080]);
  });

  it('keeps four of nine widths for a 160 px logo', () => {
    expect(widthsOf(pruneSrcSet(srcSetOf(WIDTHS), '160px'))).toEqual([128, 256, 384, 640]);
  });

  it('changes no choice a browser makes, at any slot and density the sizes allow', () => {
    for (const sizes of ['160px', '(max-width: 640px) 270px, 320px', '(min-width: 900px) 600px, 300px', '1000px']) {
      const pruned = widthsOf(pruneSrcSet(srcSetOf(WIDTHS), sizes));
      const slots = [...sizes.matchAll(/(\d+)px(?=,|$)/g)].map((m) => Number(m[1]));
      for (const slot of slots) {
        for (const density of [1, 1.5, 1.75, 2, 2.625, 3]) {
          expect([sizes, slot, density, picked(pruned, slot, density)]).toEqual([sizes, slot, density, picked(WIDTHS, slot, density)]);
        }
      }
    }
  });

  it('keeps the whole srcset when a slot depends on the screen', () => {
    const all = srcSetOf(WIDTHS);
    expect(pruneSrcSet(all, '100vw')).toBe(all);
    expect(pruneSrcSet(all, '(min-width: 768px) 240px, 60vw')).toBe(all);
    expect(pruneSrcSet(all, 'calc(100vw - 2rem)')).toBe(all);
  });

  it('keeps the widest candidate when none covers the widest slot at 3x', () => {
    expect(widthsOf(pruneSrcSet(srcSetOf(WIDTHS), '1000px'))).toEqual([828, 1080, 1280, 1920]);
  });

  it('leaves a srcset it cannot read alone', () => {
    expect(pruneSrcSet('/a.webp 1x, /b.webp 2x', '160px')).toBe('/a.webp 1x, /b.webp 2x');
  });
});

describe('imageAttributes', () => {
  it('gives a fixed-size image fewer candidates than Next, and keeps its src, size and loading', () => {
    const props = { src: '/images/logo.png', alt: 'Logo', width: 160, height: 80, sizes: '160px' };
    const attributes = imageAttributes(props);
    const next = widthsOf(getImageProps(props).props.srcSet!);
    const kept = widthsOf(attributes.srcSet!);
    expect(kept.length).toBeLessThan(next.length);
    expect(kept.every((w) => next.includes(w))).toBe(true);
    expect(kept.at(-1)).toBeGreaterThanOrEqual(480);
    expect(attributes).toMatchObject({ alt: 'Logo', width: 160, height: 80, loading: 'lazy', sizes: '160px' });
  });
});
