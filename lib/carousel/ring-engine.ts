import {
  DEFAULT_DRAG_SENSITIVITY,
  DEFAULT_SPIN_SECONDS,
  DRAG_THRESHOLD_PX,
  STEP_SECONDS,
  angleAfterDrag,
  angleToFace,
  autoplayStep,
  facingIndex,
  frameDelta,
  glideDone,
  glideOffset,
  glideVelocity,
  stepTarget,
  tweenAngle,
  velocityFromSamples,
  type PointerSample,
} from './ring-motion';

export type RingEngineOptions = {
  dragSensitivity: number;
  spinSeconds: number;
  pauseOnHover: boolean;
};

export type RingEngine = {
  configure(options: RingEngineOptions): void;
  setPreviewOpen(open: boolean): void;
  /** The visitor's pause button (WCAG 2.2.2): no autoplay until played again; the buttons and drags still turn it. */
  setPaused(paused: boolean): void;
  /** Turns the ring one card on (1, next) or back (-1, previous). */
  step(direction: 1 | -1): void;
  destroy(): void;
};

type Elements = {
  /** The carousel wrapper (ring and buttons): hover and keyboard focus inside it pause autoplay; gets data-playing. */
  root: HTMLElement;
  /** The area that takes drags. */
  stage: HTMLElement;
  /** The element whose transform turns; its cards carry data-ring-index. */
  ring: HTMLElement;
  count: number;
  /** Called (outside React's render) when another card comes to face the viewer. */
  onFacing(index: number): void;
};

type Drag = { id: number; startX: number; startAngle: number; moved: boolean; samples: PointerSample[] };
type Motion = { from: number; to: number; velocity: number; start: number | null; kind: 'glide' | 'step' };

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Drives the ring imperatively: one requestAnimationFrame loop writes one transform on the ring, and
 * only runs while something moves (autoplay, a glide after a drag, a button step). Autoplay stops when
 * the ring is off-screen, the tab is hidden, the preview is open, the visitor paused it, the pointer hovers
 * (if asked), keyboard focus is inside, a drag is under way, or the visitor prefers reduced motion.
 */
export function createRingEngine({ root, stage, ring, count, onFacing }: Elements): RingEngine {
  let options: RingEngineOptions = {
    dragSensitivity: DEFAULT_DRAG_SENSITIVITY,
    spinSeconds: DEFAULT_SPIN_SECONDS,
    pauseOnHover: true,
  };
  let angle = 0;
  let facing = 0;
  let frame = 0;
  let lastTime: number | null = null;
  let drag: Drag | null = null;
  let motion: Motion | null = null;
  let suppressClick = false;

  const media = typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION) : null;
  let reduced = media?.matches ?? false;
  let inView = typeof IntersectionObserver === 'undefined';
  let hidden = document.visibilityState === 'hidden';
  let hovered = false;
  let keyboardFocus = false;
  let previewOpen = false;
  let paused = false;
  let keyboardModality = false;

  const autoplayAllowed = () =>
    count > 1 &&
    !reduced &&
    options.spinSeconds > 0 &&
    inView &&
    !hidden &&
    !previewOpen &&
    !paused &&
    !(options.pauseOnHover && hovered) &&
    !keyboardFocus &&
    drag === null;

  const playing = () => motion === null && autoplayAllowed();
  const needsFrame = () => motion !== null || autoplayAllowed();

  function write() {
    ring.style.transform = `translateZ(calc(var(--ring-radius) * -1)) rotateY(${angle.toFixed(3)}deg)`;
    const next = facingIndex(angle, count);
    if (next !== facing && next >= 0) {
      facing = next;
      onFacing(next);
    }
  }

  function tick(now: number) {
    frame = 0;
    const dt = frameDelta(now, lastTime);
    lastTime = now;
    if (motion) {
      if (motion.start === null) motion.start = now;
      const elapsed = now - motion.start;
      if (motion.kind === 'step') {
        angle = tweenAngle(motion.from, motion.to, elapsed);
        if (elapsed >= STEP_SECONDS * 1000) motion = null;
      } else {
        angle = motion.from + glideOffset(motion.velocity, elapsed);
        if (glideDone(elapsed)) motion = null;
      }
    } else if (autoplayAllowed()) {
      angle = autoplayStep(angle, dt, options.spinSeconds);
    }
    write();
    update();
  }

  /** Starts or stops the frame loop to match the current state and mirrors it in data-playing. */
  function update() {
    root.dataset.playing = String(playing());
    if (needsFrame()) {
      if (!frame) frame = requestAnimationFrame(tick);
    } else {
      if (frame) cancelAnimationFrame(frame);
      frame = 0;
      lastTime = null;
    }
  }

  function moveTo(target: number) {
    if (reduced) {
      motion = null;
      angle = target;
      write();
    } else {
      motion = { kind: 'step', from: angle, to: target, velocity: 0, start: null };
    }
    update();
  }

  // --- dragging (mouse, pen and touch through pointer events) ---------------------------------------

  function onPointerDown(event: PointerEvent) {
    suppressClick = false;
    // A second finger does not restart the drag; a new primary press does (even if an old drag's
    // pointerup was lost outside the stage).
    if (drag !== null && event.isPrimary === false) return;
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    drag = {
      id: event.pointerId,
      startX: event.clientX,
      startAngle: angle,
      moved: false,
      samples: [{ t: performance.now(), x: event.clientX }],
    };
    motion = null; // grabbing the ring stops a glide or a step where it is
    update();
  }

  function onPointerMove(event: PointerEvent) {
    if (drag === null || event.pointerId !== drag.id) return;
    const dx = event.clientX - drag.startX;
    if (!drag.moved) {
      if (Math.abs(dx) < DRAG_THRESHOLD_PX) return;
      drag.moved = true;
      try {
        stage.setPointerCapture(event.pointerId);
      } catch {
        // No capture (old browser or the pointer is gone): the drag still works while over the stage.
      }
    }
    const now = performance.now();
    drag.samples.push({ t: now, x: event.clientX });
    if (drag.samples.length > 8) drag.samples.shift();
    angle = angleAfterDrag(drag.startAngle, dx, options.dragSensitivity);
    write();
  }

  function onPointerUp(event: PointerEvent) {
    if (drag === null || event.pointerId !== drag.id) return;
    const ended = drag;
    drag = null;
    if (ended.moved) {
      // The click that follows a drag must not open the card under the pointer.
      suppressClick = true;
      const now = performance.now();
      ended.samples.push({ t: now, x: event.clientX });
      const velocity = glideVelocity(velocityFromSamples(ended.samples, now), options.dragSensitivity);
      if (!reduced && velocity !== 0) {
        motion = { kind: 'glide', from: angle, to: angle, velocity, start: null };
      }
    }
    update();
  }

  function onPointerCancel(event: PointerEvent) {
    if (drag === null || event.pointerId !== drag.id) return;
    drag = null; // the browser took the gesture (a vertical scroll): stop without a glide
    update();
  }

  function onClickCapture(event: MouseEvent) {
    if (!suppressClick) return;
    suppressClick = false;
    event.preventDefault();
    event.stopPropagation();
  }

  // --- hover, keyboard focus, visibility ----------------------------------------------------------

  function onPointerEnter(event: PointerEvent) {
    if (event.pointerType === 'touch') return;
    hovered = true;
    update();
  }

  function onPointerLeave(event: PointerEvent) {
    if (event.pointerType === 'touch') return;
    hovered = false;
    update();
  }

  // Keyboard users get a still ring (WCAG 2.2.2) and the card they Tab to turns to the front, square
  // on: the facing card stopped mid-turn sat half off a phone's screen, its title cut.
  // A mouse click focuses a button too, so only focus that follows a key press counts. Not Escape:
  // it closes the preview a click opened, and the focus then put back on the card is no keyboard
  // use (the ring stayed still for a mouse user until the next click); opened from the keyboard,
  // the Enter before it already counted.
  const onKeyDownAnywhere = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') keyboardModality = true;
  };
  const onPointerDownAnywhere = () => {
    keyboardModality = false;
  };

  function onFocusIn(event: FocusEvent) {
    if (!keyboardModality) return;
    keyboardFocus = true;
    const card = (event.target as Element | null)?.closest?.('[data-ring-index]');
    const index = card ? Number(card.getAttribute('data-ring-index')) : NaN;
    const target = Number.isInteger(index) ? angleToFace(index, count, angle) : angle;
    if (Math.abs(target - angle) > 0.01) moveTo(target);
    else update();
  }

  function onFocusOut(event: FocusEvent) {
    const next = event.relatedTarget as Node | null;
    if (next && root.contains(next)) return;
    keyboardFocus = false;
    update();
  }

  function onVisibility() {
    hidden = document.visibilityState === 'hidden';
    update();
  }

  function onMotionPreference(event: MediaQueryListEvent) {
    reduced = event.matches;
    update();
  }

  const observer =
    typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver((entries) => {
          const entry = entries[entries.length - 1];
          if (!entry) return;
          inView = entry.isIntersecting;
          update();
        });
  observer?.observe(root);

  stage.addEventListener('pointerdown', onPointerDown);
  stage.addEventListener('pointermove', onPointerMove);
  stage.addEventListener('pointerup', onPointerUp);
  stage.addEventListener('pointercancel', onPointerCancel);
  stage.addEventListener('click', onClickCapture, true);
  root.addEventListener('pointerenter', onPointerEnter);
  root.addEventListener('pointerleave', onPointerLeave);
  root.addEventListener('focusin', onFocusIn);
  root.addEventListener('focusout', onFocusOut);
  document.addEventListener('keydown', onKeyDownAnywhere, true);
  document.addEventListener('pointerdown', onPointerDownAnywhere, true);
  document.addEventListener('visibilitychange', onVisibility);
  media?.addEventListener?.('change', onMotionPreference);

  update();

  return {
    configure(next) {
      options = next;
      update();
    },
    setPreviewOpen(open) {
      previewOpen = open;
      if (open) drag = null;
      update();
    },
    setPaused(next) {
      paused = next;
      update();
    },
    step(direction) {
      const base = motion?.kind === 'step' ? motion.to : angle;
      moveTo(stepTarget(base, count, direction));
    },
    destroy() {
      if (frame) cancelAnimationFrame(frame);
      frame = 0;
      observer?.disconnect();
      stage.removeEventListener('pointerdown', onPointerDown);
      stage.removeEventListener('pointermove', onPointerMove);
      stage.removeEventListener('pointerup', onPointerUp);
      stage.removeEventListener('pointercancel', onPointerCancel);
      stage.removeEventListener('click', onClickCapture, true);
      root.removeEventListener('pointerenter', onPointerEnter);
      root.removeEventListener('pointerleave', onPointerLeave);
      root.removeEventListener('focusin', onFocusIn);
      root.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('keydown', onKeyDownAnywhere, true);
      document.removeEventListener('pointerdown', onPointerDownAnywhere, true);
      document.removeEventListener('visibilitychange', onVisibility);
      media?.removeEventListener?.('change', onMotionPreference);
      delete root.dataset.playing;
    },
  };
}
