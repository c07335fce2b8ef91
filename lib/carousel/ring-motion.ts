/**
 * Geometry and motion of the home page's 3D ring carousel, as pure functions (no DOM), so every
 * formula can be unit-tested in Node. Angles are in degrees and grow clockwise seen from above:
 * a card at +θ sits to the right of the viewer. The ring's angle A and card i's own angle
 * i·(360/n) add up; the card faces the viewer when that sum is a multiple of 360.
 */

/** Spec §9: drag sensitivity, default and the value the home page passes. See `dragDeltaDegrees` for the unit. */
export const DEFAULT_DRAG_SENSITIVITY = 0.015;
export const HOME_DRAG_SENSITIVITY = 0.004;
/** Spec §9: seconds for one full turn of autoplay, default and home page. */
export const DEFAULT_SPIN_SECONDS = 24;
export const HOME_SPIN_SECONDS = 40;
/** Spec §9: the ring's width (its circumference, in CSS px), and on screens up to SMALL_SCREEN_MAX px wide. */
export const RING_WIDTH = 4200;
export const RING_WIDTH_SMALL = 2500;
export const SMALL_SCREEN_MAX = 640;
/** Spec §9: card width on small screens; larger screens get a slightly bigger card. */
export const CARD_WIDTH_SMALL = 270;
export const CARD_WIDTH_LARGE = 320;
/** A card's rendered width per breakpoint, for its image's srcset. */
export const RING_CARD_SIZES = `(max-width: 640px) ${CARD_WIDTH_SMALL}px, ${CARD_WIDTH_LARGE}px`;
/** Intrinsic size assumed for an image without width/height (only its shape matters: cards crop to 16:10). */
export const RING_CARD_DEFAULT_WIDTH = 800;
export const RING_CARD_DEFAULT_HEIGHT = 500;
/** Least space between neighbouring cards when many cards force the ring to grow. */
export const CARD_GAP = 16;
/** Spec §9: after a drag the ring glides on and stops after this long. */
export const MOMENTUM_SECONDS = 0.45;
/** How long the previous/next buttons take to turn the ring by one card. */
export const STEP_SECONDS = 0.5;
/** A pointer must move this far before a press becomes a drag (below it, it is a click on a card). */
export const DRAG_THRESHOLD_PX = 6;
/** Pointer samples older than this before release do not count towards the flick velocity. */
export const VELOCITY_WINDOW_MS = 100;
/** A flick never starts the glide faster than this (degrees per ms), so a wild swipe cannot spin forever. */
export const MAX_GLIDE_DEG_PER_MS = 1.2;
/** A long frame (tab switch, jank) never advances motion by more than this. */
export const MAX_FRAME_MS = 64;
/** The CSS perspective distance as a multiple of the ring's radius (bigger = flatter ring). */
export const PERSPECTIVE_PER_RADIUS = 2.4;

const TURN = 360;

/** Any angle, including negative ones, brought into [0, 360). */
export function normalizeAngle(degrees: number): number {
  const a = degrees % TURN;
  // `+ 0` turns -0 into 0.
  return (a < 0 ? a + TURN : a) + 0;
}

/** The signed shortest turn from `from` to `to`, in (-180, 180]. */
export function shortestDelta(from: number, to: number): number {
  const d = normalizeAngle(to - from);
  return d > 180 ? d - TURN : d;
}

/** Degrees between neighbouring cards: 360/n (a lone card takes the whole turn; none gives 0). */
export function anglePerCard(count: number): number {
  return count > 0 ? TURN / count : 0;
}

/** Where card `index` sits on the ring (its rotateY before translateZ). */
export function cardAngle(index: number, count: number): number {
  return index * anglePerCard(count);
}

/**
 * The ring's radius in px. The ring width is its circumference, so the radius is width/2π; when there
 * are so many cards that they would cut into each other, the ring grows until neighbours (cardWidth +
 * CARD_GAP apart) sit side by side, like the faces of a regular polygon.
 */
export function ringRadius(ringWidth: number, count: number, cardWidth: number, gap = CARD_GAP): number {
  const fromWidth = ringWidth / (2 * Math.PI);
  if (count < 3) return fromWidth;
  const apothem = (cardWidth + gap) / (2 * Math.tan(Math.PI / count));
  return Math.max(fromWidth, apothem);
}

/** The CSS perspective for a ring of this radius. The facing card sits at z = 0, so it keeps its own size. */
export function ringPerspective(radius: number): number {
  return radius * PERSPECTIVE_PER_RADIUS;
}

/**
 * How far a horizontal drag of `deltaPx` turns the ring, in degrees. The spec's sensitivity is read as
 * radians of turn per pixel: 0.004 (home) turns the ring about 0.23° per px, so a thumb swipe across a
 * phone moves two or three cards; read as degrees per px it would need 90,000 px for one turn.
 * Dragging right (positive) turns the ring so the card on the left comes to the front.
 */
export function dragDeltaDegrees(deltaPx: number, sensitivity: number): number {
  return ((deltaPx * sensitivity * 180) / Math.PI) + 0;
}

/** The ring angle while dragging: the angle at the press plus the drag so far. */
export function angleAfterDrag(startAngle: number, deltaPx: number, sensitivity: number): number {
  return startAngle + dragDeltaDegrees(deltaPx, sensitivity);
}

export type PointerSample = { t: number; x: number };

/** Pointer velocity in px/ms over the samples taken within `windowMs` before `now` (0 when too few). */
export function velocityFromSamples(samples: readonly PointerSample[], now: number, windowMs = VELOCITY_WINDOW_MS): number {
  const recent = samples.filter((s) => s.t >= now - windowMs && s.t <= now);
  const first = recent[0];
  const last = recent[recent.length - 1];
  if (!first || !last || last.t <= first.t) return 0;
  return (last.x - first.x) / (last.t - first.t);
}

/** The glide's starting speed in degrees/ms for a release at `pxPerMs`, capped at ±MAX_GLIDE_DEG_PER_MS. */
export function glideVelocity(pxPerMs: number, sensitivity: number): number {
  const v = dragDeltaDegrees(pxPerMs, sensitivity);
  return Math.max(-MAX_GLIDE_DEG_PER_MS, Math.min(MAX_GLIDE_DEG_PER_MS, v));
}

/**
 * Extra angle the ring has glided `elapsedMs` after a release at `velocity` degrees/ms. The speed
 * decays as v·(1 − t/T)², reaching exactly zero at T = MOMENTUM_SECONDS; the total glide is v·T/3.
 */
export function glideOffset(velocity: number, elapsedMs: number, durationMs = MOMENTUM_SECONDS * 1000): number {
  if (durationMs <= 0) return 0;
  const u = Math.min(1, Math.max(0, elapsedMs / durationMs));
  return ((velocity * durationMs) / 3) * (1 - (1 - u) ** 3) + 0;
}

/** The glide's speed in degrees/ms at `elapsedMs` (zero from MOMENTUM_SECONDS on). */
export function glideSpeed(velocity: number, elapsedMs: number, durationMs = MOMENTUM_SECONDS * 1000): number {
  if (durationMs <= 0) return 0;
  const u = Math.min(1, Math.max(0, elapsedMs / durationMs));
  return velocity * (1 - u) ** 2 + 0;
}

/** True once the glide has run its MOMENTUM_SECONDS. */
export function glideDone(elapsedMs: number, durationMs = MOMENTUM_SECONDS * 1000): boolean {
  return elapsedMs >= durationMs;
}

/** Autoplay speed in degrees/ms for one full turn every `spinSeconds` (0 for a non-positive spin time). */
export function autoplayDegreesPerMs(spinSeconds: number): number {
  return Number.isFinite(spinSeconds) && spinSeconds > 0 ? TURN / (spinSeconds * 1000) : 0;
}

/** The ring angle after `dtMs` of autoplay. Autoplay turns towards the next card (the angle decreases). */
export function autoplayStep(angle: number, dtMs: number, spinSeconds: number): number {
  return angle - Math.max(0, dtMs) * autoplayDegreesPerMs(spinSeconds);
}

/** A frame's duration clamped to [0, MAX_FRAME_MS]; the first frame (no previous time) counts as 0. */
export function frameDelta(now: number, previous: number | null): number {
  if (previous === null) return 0;
  return Math.min(MAX_FRAME_MS, Math.max(0, now - previous));
}

/** The index of the card facing the viewer when the ring is at `angle` (-1 when there are no cards). */
export function facingIndex(angle: number, count: number): number {
  if (count <= 0) return -1;
  const i = Math.round(normalizeAngle(-angle) / anglePerCard(count)) % count;
  return i;
}

/** The ring angle nearest to `current` at which card `index` faces the viewer. */
export function angleToFace(index: number, count: number, current: number): number {
  if (count <= 0) return current;
  return current + shortestDelta(current, -cardAngle(index, count));
}

/**
 * The target angle for the next (+1) or previous (-1) button: the card nearest the front, one step on.
 * `base` is where the ring is (or is already heading, when a step is under way), so quick presses add up.
 */
export function stepTarget(base: number, count: number, direction: 1 | -1): number {
  if (count < 2) return base;
  const step = anglePerCard(count);
  return Math.round(base / step) * step - direction * step + 0;
}

/** Ease-out cubic, for the button steps. */
export function easeOutCubic(u: number): number {
  const c = Math.min(1, Math.max(0, u));
  return 1 - (1 - c) ** 3;
}

/** The angle `elapsedMs` into a step from `from` to `to` lasting `durationMs`. */
export function tweenAngle(from: number, to: number, elapsedMs: number, durationMs = STEP_SECONDS * 1000): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return to;
  return from + (to - from) * easeOutCubic(elapsedMs / durationMs);
}
