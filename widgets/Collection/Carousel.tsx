import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ResolvedNode } from '../../src/engine/types';
import { ResolvedView } from '../../src/render/resolved-view';
import { useText } from '../../src/render/use-text';
import { SvgIcon } from '../Icon/SvgIcon';
import { columnsOf, prefersReducedMotion, slideBasis } from './columns';
import { useInView } from '../_lib/use-in-view';
import { whenIdle } from '../_lib/when-idle';

interface CarouselOptions {
  perView: number;
  groupSize: number;
  rows: number;
  autoplayMs?: number;
  loop: boolean;
  arrows: boolean;
  speedMs: number;
  dots: boolean;
}

/** embla's `duration` is not in ms (recommended 20–60, higher is slower): map the spec's ms onto it. */
export function emblaDuration(speedMs: number): number {
  return Math.round(Math.min(60, Math.max(15, speedMs / 25)));
}

/**
 * How many stops embla will find, before it has measured (a page drawn by the platform, the frames
 * before it starts): the dots take their row from the first frame instead of pushing the page down
 * when embla starts.
 */
export function expectedSnaps(columns: number, options: Pick<CarouselOptions, 'perView' | 'groupSize' | 'loop'>): number {
  const group = Math.max(1, options.groupSize);
  if (options.loop) return Math.max(1, Math.ceil(columns / group));
  return Math.max(1, Math.ceil(Math.max(0, columns - Math.floor(options.perView)) / group) + 1);
}

/**
 * The carousel presentation (embla-carousel, loaded only by screens that show one): `perView`
 * columns visible, `groupSize` per swipe, items stacked `rows` high, optional loop, autoplay
 * (only with more than one slide, paused while touched, while out of view or the page is hidden,
 * and for players who prefer less motion),
 * prev/next arrows and dots.
 */
export default function Carousel({ items, options, gap, label }: { items: ResolvedNode[]; options: CarouselOptions; gap: number; label?: string }) {
  const text = useText();
  const columns = columnsOf(items, options.rows);
  const many = columns.length > Math.floor(options.perView) || (options.perView <= 1 && columns.length > 1);
  const autoplay = Boolean(options.autoplayMs) && many && !prefersReducedMotion();
  const plugins = useMemo(
    () => (autoplay ? [Autoplay({ delay: options.autoplayMs, stopOnInteraction: false, stopOnMouseEnter: true })] : []),
    [autoplay, options.autoplayMs],
  );
  const [attachEmbla, api] = useEmblaCarousel(
    { loop: options.loop && many, slidesToScroll: options.groupSize, align: 'start', containScroll: 'trimSnaps', duration: emblaDuration(options.speedMs) },
    plugins,
  );
  // embla measures every slide when it starts, a few milliseconds each on a fast phone and several
  // times that on a slow one; a lobby has one carousel per category, most of them below the fold.
  // Each starts once it is on screen and the browser is idle (or as soon as the player touches it),
  // not in the middle of a takeover: the first frame shows the same slides either way.
  const viewport = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [started, setStarted] = useState(false);
  const onScreen = useInView(box, !started);
  useEffect(() => {
    if (started || !onScreen) return;
    return whenIdle(() => setStarted(true));
  }, [started, onScreen]);
  useEffect(() => {
    if (!started) return;
    attachEmbla(viewport.current);
    return () => attachEmbla(null);
  }, [started, attachEmbla]);
  const seen = useInView(box, autoplay);
  useEffect(() => {
    const timer = autoplay ? api?.plugins().autoplay : undefined;
    if (!timer) return;
    if (seen && !timer.isPlaying()) timer.play();
    else if (!seen && timer.isPlaying()) timer.stop();
  }, [api, autoplay, seen]);
  const [state, setState] = useState({ prev: false, next: false, selected: 0, snaps: 0 });
  const sync = useCallback(() => {
    if (!api) return;
    setState({ prev: api.canScrollPrev(), next: api.canScrollNext(), selected: api.selectedScrollSnap(), snaps: api.scrollSnapList().length });
  }, [api]);
  useEffect(() => {
    if (!api) return;
    sync();
    api.on('select', sync).on('reInit', sync);
    return () => {
      api.off('select', sync).off('reInit', sync);
    };
  }, [api, sync]);

  return (
    <div
      ref={box}
      onPointerDown={() => setStarted(true)}
      data-swipe={started ? 'ready' : 'waiting'}
      className="wl-carousel"
      data-autoplay={autoplay ? (seen ? 'running' : 'paused') : undefined}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
    >
      <div className="wl-carousel__viewport" ref={viewport}>
        <div className="wl-carousel__track" role="list">
          {columns.map((column) => (
            <div key={column[0].key} className="wl-carousel__slide" style={{ flexBasis: slideBasis(options.perView), paddingRight: gap, gap }}>
              {column.map((item) => (
                <div key={item.key} role="listitem" className="wl-collection__cell">
                  <ResolvedView node={item} />
                </div>
              ))}
            </div>
          ))}
        </div>
      </div>
      {options.arrows && many ? (
        <>
          <button type="button" className="wl-carousel__arrow wl-carousel__arrow--prev" aria-label={text('t:common_previous')} disabled={!state.prev} onClick={() => api?.scrollPrev()}>
            <SvgIcon name="back" size={20} />
          </button>
          <button type="button" className="wl-carousel__arrow wl-carousel__arrow--next" aria-label={text('t:common_next')} disabled={!state.next} onClick={() => api?.scrollNext()}>
            <SvgIcon name="chevronRight" size={20} />
          </button>
        </>
      ) : null}
      {options.dots && many ? (
        <div className="wl-carousel__dots" aria-hidden="true">
          {Array.from({ length: state.snaps || expectedSnaps(columns.length, options) }, (_, i) => (
            <span key={i} className={i === state.selected ? 'wl-carousel__dot wl-carousel__dot--on' : 'wl-carousel__dot'} />
          ))}
        </div>
      ) : null}
    </div>
  );
}
