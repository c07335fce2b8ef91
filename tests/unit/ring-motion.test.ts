import {
  CARD_GAP,
  CARD_WIDTH_LARGE,
  CARD_WIDTH_SMALL,
  DEFAULT_DRAG_SENSITIVITY,
  DEFAULT_SPIN_SECONDS,
  HOME_DRAG_SENSITIVITY,
  HOME_SPIN_SECONDS,
  MAX_FRAME_MS,
  MAX_GLIDE_DEG_PER_MS,
  MOMENTUM_SECONDS,
  PERSPECTIVE_PER_RADIUS,
  RING_WIDTH,
  RING_WIDTH_SMALL,
  SMALL_SCREEN_MAX,
  STEP_SECONDS,
  angleAfterDrag,
  anglePerCard,
  angleToFace,
  autoplayDegreesPerMs,
  autoplayStep,
  cardAngle,
  dragDeltaDegrees,
  easeOutCubic,
  facingIndex,
  frameDelta,
  glideDone,
  glideOffset,
  glideSpeed,
  glideVelocity,
  normalizeAngle,
  ringPerspective,
  ringRadius,
  shortestDelta,
  stepTarget,
  tweenAngle,
  velocityFromSamples,
} from '@/lib/carousel/ring-motion';

const MOMENTUM_MS = MOMENTUM_SECONDS * 1000;

describe('spec constants (§9)', () => {
  it('match the product spec', () => {
    expect(DEFAULT_DRAG_SENSITIVITY).toBe(0.015);
    expect(HOME_DRAG_SENSITIVITY).toBe(0.004);
    expect(DEFAULT_SPIN_SECONDS).toBe(24);
    expect(HOME_SPIN_SECONDS).toBe(40);
    expect(RING_WIDTH).toBe(4200);
    expect(RING_WIDTH_SMALL).toBe(2500);
    expect(SMALL_SCREEN_MAX).toBe(640);
    expect(CARD_WIDTH_SMALL).toBe(270);
    expect(CARD_WIDTH_LARGE).toBeGreaterThanOrEqual(CARD_WIDTH_SMALL);
    expect(MOMENTUM_SECONDS).toBe(0.45);
  });
});

describe('normalizeAngle and shortestDelta', () => {
  it('brings any angle into [0, 360)', () => {
    expect(normalizeAngle(0)).toBe(0);
    expect(normalizeAngle(360)).toBe(0);
    expect(normalizeAngle(725)).toBe(5);
    expect(normalizeAngle(-90)).toBe(270);
    expect(normalizeAngle(-720)).toBe(0);
    expect(Object.is(normalizeAngle(-0), 0)).toBe(true);
    expect(Object.is(normalizeAngle(-360), 0)).toBe(true);
    expect(normalizeAngle(-0.5)).toBeCloseTo(359.5);
  });

  it('gives the signed shortest turn', () => {
    expect(shortestDelta(0, 90)).toBe(90);
    expect(shortestDelta(0, 270)).toBe(-90);
    expect(shortestDelta(350, 10)).toBe(20);
    expect(shortestDelta(10, 350)).toBe(-20);
    expect(shortestDelta(0, 180)).toBe(180);
    expect(shortestDelta(-720, -700)).toBe(20);
  });
});

describe('card angles', () => {
  it('spaces n cards 360/n apart', () => {
    expect(anglePerCard(10)).toBe(36);
    expect(cardAngle(0, 10)).toBe(0);
    expect(cardAngle(3, 10)).toBe(108);
    expect(cardAngle(2, 8)).toBe(90);
  });

  it('handles one card and no cards', () => {
    expect(anglePerCard(1)).toBe(360);
    expect(cardAngle(0, 1)).toBe(0);
    expect(anglePerCard(0)).toBe(0);
    expect(cardAngle(0, 0)).toBe(0);
  });
});

describe('ringRadius', () => {
  it('is the ring width over 2π when the cards fit', () => {
    expect(ringRadius(RING_WIDTH, 10, CARD_WIDTH_LARGE)).toBeCloseTo(4200 / (2 * Math.PI));
    expect(ringRadius(RING_WIDTH, 10, CARD_WIDTH_LARGE)).toBeCloseTo(668.45, 1);
  });

  it('grows so that many cards never cut into each other', () => {
    // 10 cards of 270 px + gap do not fit on a 2500 px ring: the ring becomes a decagon of 286 px faces.
    const r = ringRadius(RING_WIDTH_SMALL, 10, CARD_WIDTH_SMALL);
    expect(r).toBeGreaterThan(RING_WIDTH_SMALL / (2 * Math.PI));
    expect(r).toBeCloseTo((CARD_WIDTH_SMALL + CARD_GAP) / (2 * Math.tan(Math.PI / 10)));
    // The chord between neighbours is then exactly card width + gap.
    expect(2 * r * Math.tan(Math.PI / 10)).toBeCloseTo(CARD_WIDTH_SMALL + CARD_GAP);
    expect(ringRadius(RING_WIDTH, 40, CARD_WIDTH_LARGE)).toBeGreaterThan(ringRadius(RING_WIDTH, 20, CARD_WIDTH_LARGE));
  });

  it('uses the plain width for zero, one or two cards', () => {
    const plain = RING_WIDTH_SMALL / (2 * Math.PI);
    expect(ringRadius(RING_WIDTH_SMALL, 0, CARD_WIDTH_SMALL)).toBeCloseTo(plain);
    expect(ringRadius(RING_WIDTH_SMALL, 1, CARD_WIDTH_SMALL)).toBeCloseTo(plain);
    expect(ringRadius(RING_WIDTH_SMALL, 2, CARD_WIDTH_SMALL)).toBeCloseTo(plain);
  });

  it('gives a perspective proportional to the radius', () => {
    expect(ringPerspective(500)).toBe(500 * PERSPECTIVE_PER_RADIUS);
    expect(ringPerspective(500)).toBeGreaterThan(500);
  });
});

describe('dragging', () => {
  it('turns the ring by delta px × sensitivity (radians), in degrees', () => {
    expect(dragDeltaDegrees(100, HOME_DRAG_SENSITIVITY)).toBeCloseTo((100 * 0.004 * 180) / Math.PI);
    expect(dragDeltaDegrees(100, HOME_DRAG_SENSITIVITY)).toBeCloseTo(22.918, 3);
    expect(dragDeltaDegrees(-100, DEFAULT_DRAG_SENSITIVITY)).toBeCloseTo(-85.944, 3);
    expect(dragDeltaDegrees(0, DEFAULT_DRAG_SENSITIVITY)).toBe(0);
  });

  it('adds the drag to the angle at the press; dragging right turns towards the previous card', () => {
    expect(angleAfterDrag(-36, 0, 0.004)).toBe(-36);
    expect(angleAfterDrag(10, 50, 0.004)).toBeCloseTo(10 + (50 * 0.004 * 180) / Math.PI);
    expect(angleAfterDrag(0, 100, 0.004)).toBeGreaterThan(0);
    expect(angleAfterDrag(0, -100, 0.004)).toBeLessThan(0);
  });

  it('measures the release velocity over the last 100 ms only', () => {
    const samples = [
      { t: 0, x: 0 },
      { t: 900, x: 100 },
      { t: 950, x: 150 },
      { t: 1000, x: 250 },
    ];
    expect(velocityFromSamples(samples, 1000)).toBeCloseTo(150 / 100);
    expect(velocityFromSamples(samples, 1000, 50)).toBeCloseTo(2);
    // The pointer rested before release: no flick.
    expect(velocityFromSamples(samples, 1300)).toBe(0);
    expect(velocityFromSamples([], 0)).toBe(0);
    expect(velocityFromSamples([{ t: 5, x: 5 }], 5)).toBe(0);
    expect(velocityFromSamples([{ t: 5, x: 0 }, { t: 5, x: 40 }], 5)).toBe(0);
  });

  it('converts a flick to a capped glide velocity', () => {
    expect(glideVelocity(1, 0.004)).toBeCloseTo((0.004 * 180) / Math.PI);
    expect(glideVelocity(-1, 0.004)).toBeCloseTo((-0.004 * 180) / Math.PI);
    expect(glideVelocity(50, 0.015)).toBe(MAX_GLIDE_DEG_PER_MS);
    expect(glideVelocity(-50, 0.015)).toBe(-MAX_GLIDE_DEG_PER_MS);
    expect(glideVelocity(0, 0.015)).toBe(0);
  });
});

describe('momentum glide', () => {
  const v = 0.6; // degrees per ms

  it('starts at zero, ends at exactly 0.45 s with v·T/3 of extra turn', () => {
    expect(glideOffset(v, 0)).toBe(0);
    expect(glideOffset(v, MOMENTUM_MS)).toBeCloseTo((v * MOMENTUM_MS) / 3);
    expect(glideOffset(v, MOMENTUM_MS + 500)).toBe(glideOffset(v, MOMENTUM_MS));
    expect(glideOffset(v, -10)).toBe(0);
  });

  it('slows down: speed decays from v to exactly 0 at 0.45 s', () => {
    expect(glideSpeed(v, 0)).toBe(v);
    expect(glideSpeed(v, MOMENTUM_MS / 2)).toBeCloseTo(v / 4);
    expect(glideSpeed(v, MOMENTUM_MS)).toBe(0);
    expect(glideSpeed(v, MOMENTUM_MS * 2)).toBe(0);
    // Equal time slices cover less and less angle.
    const a = glideOffset(v, 100) - glideOffset(v, 0);
    const b = glideOffset(v, 200) - glideOffset(v, 100);
    const c = glideOffset(v, 300) - glideOffset(v, 200);
    expect(a).toBeGreaterThan(b);
    expect(b).toBeGreaterThan(c);
    // The speed is the offset's slope.
    const h = 0.001;
    expect((glideOffset(v, 150 + h) - glideOffset(v, 150 - h)) / (2 * h)).toBeCloseTo(glideSpeed(v, 150), 5);
  });

  it('glides backwards for a leftward flick and not at all without velocity', () => {
    expect(glideOffset(-v, MOMENTUM_MS)).toBeCloseTo((-v * MOMENTUM_MS) / 3);
    expect(glideOffset(0, 200)).toBe(0);
    expect(glideOffset(v, 100, 0)).toBe(0);
    expect(glideSpeed(v, 100, 0)).toBe(0);
  });

  it('is done at exactly 0.45 s', () => {
    expect(glideDone(MOMENTUM_MS - 1)).toBe(false);
    expect(glideDone(MOMENTUM_MS)).toBe(true);
    expect(glideDone(MOMENTUM_MS + 1)).toBe(true);
  });
});

describe('autoplay', () => {
  it('turns once per spin time', () => {
    expect(autoplayDegreesPerMs(24)).toBeCloseTo(360 / 24000);
    expect(autoplayDegreesPerMs(HOME_SPIN_SECONDS)).toBeCloseTo(0.009);
    expect(autoplayStep(0, HOME_SPIN_SECONDS * 1000, HOME_SPIN_SECONDS)).toBeCloseTo(-360);
    expect(autoplayStep(10, 1000, 40)).toBeCloseTo(1);
  });

  it('never turns for a bad spin time or a negative frame', () => {
    expect(autoplayDegreesPerMs(0)).toBe(0);
    expect(autoplayDegreesPerMs(-5)).toBe(0);
    expect(autoplayDegreesPerMs(Number.POSITIVE_INFINITY)).toBe(0);
    expect(autoplayDegreesPerMs(Number.NaN)).toBe(0);
    expect(autoplayStep(20, -16, 24)).toBe(20);
  });

  it('clamps frame deltas', () => {
    expect(frameDelta(100, null)).toBe(0);
    expect(frameDelta(116, 100)).toBe(16);
    expect(frameDelta(5000, 100)).toBe(MAX_FRAME_MS);
    expect(frameDelta(90, 100)).toBe(0);
  });
});

describe('facingIndex', () => {
  it('finds the card whose angle cancels the ring angle', () => {
    expect(facingIndex(0, 10)).toBe(0);
    expect(facingIndex(-36, 10)).toBe(1);
    expect(facingIndex(-72, 10)).toBe(2);
    expect(facingIndex(36, 10)).toBe(9);
    expect(facingIndex(-17.9, 10)).toBe(0);
    expect(facingIndex(-18.1, 10)).toBe(1);
  });

  it('works for negative angles and many turns', () => {
    expect(facingIndex(-360, 10)).toBe(0);
    expect(facingIndex(-396, 10)).toBe(1);
    expect(facingIndex(-359, 10)).toBe(0);
    expect(facingIndex(720 + 36, 10)).toBe(9);
    expect(facingIndex(-3600 - 108, 10)).toBe(3);
  });

  it('handles one card and no cards', () => {
    expect(facingIndex(123, 1)).toBe(0);
    expect(facingIndex(-999, 1)).toBe(0);
    expect(facingIndex(0, 0)).toBe(-1);
  });

  it('agrees with angleToFace', () => {
    for (const current of [0, -1000, 537, -17]) {
      for (let i = 0; i < 7; i += 1) {
        const target = angleToFace(i, 7, current);
        expect(facingIndex(target, 7)).toBe(i);
        expect(Math.abs(target - current)).toBeLessThanOrEqual(180);
      }
    }
    expect(angleToFace(3, 0, 42)).toBe(42);
  });
});

describe('previous / next', () => {
  it('moves one card from the card nearest the front', () => {
    expect(stepTarget(0, 10, 1)).toBe(-36);
    expect(stepTarget(0, 10, -1)).toBe(36);
    expect(stepTarget(-40, 10, 1)).toBe(-72);
    expect(stepTarget(-50, 10, -1)).toBe(-36 + 36);
    expect(facingIndex(stepTarget(-3600, 10, 1), 10)).toBe(1);
    expect(facingIndex(stepTarget(0, 10, -1), 10)).toBe(9);
  });

  it('adds up quick presses (base is the step already under way)', () => {
    let target = 0;
    for (let i = 0; i < 3; i += 1) target = stepTarget(target, 10, 1);
    expect(target).toBe(-108);
    expect(facingIndex(target, 10)).toBe(3);
  });

  it('does nothing with fewer than two cards', () => {
    expect(stepTarget(12, 1, 1)).toBe(12);
    expect(stepTarget(12, 0, -1)).toBe(12);
  });

  it('eases a step out and lands on the target', () => {
    const ms = STEP_SECONDS * 1000;
    expect(easeOutCubic(0)).toBe(0);
    expect(easeOutCubic(1)).toBe(1);
    expect(easeOutCubic(0.5)).toBeCloseTo(0.875);
    expect(easeOutCubic(2)).toBe(1);
    expect(easeOutCubic(-1)).toBe(0);
    expect(tweenAngle(0, -36, 0)).toBe(0);
    expect(tweenAngle(0, -36, ms / 2)).toBeCloseTo(-31.5);
    expect(tweenAngle(0, -36, ms)).toBe(-36);
    expect(tweenAngle(0, -36, ms * 3)).toBe(-36);
    expect(tweenAngle(5, 9, 10, 0)).toBe(9);
  });
});
