/**
 * A carousel over server-rendered cards (the course pages' faculty carousel, spec document 1 §2,
 * §9): from 768 px three cards per view, autoplay every 1800 ms, looping, with dots and a
 * pause button; below 768 px the same cards stay a stacked list and swiper never starts.
 *
 * The cards are Astro children: static HTML that React never re-renders, so swiper may reorder
 * them for its loop. The children must be swiper markup: `.swiper > .swiper-wrapper > .swiper-slide`.
 * Hydrate with client:visible: swiper's code loads only when the section
 * is reached. Reduced motion: no autoplay, no sliding animation.
 */
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import Swiper from 'swiper';
import { Autoplay } from 'swiper/modules';
import { Pause, Play } from 'lucide-react';
import 'swiper/css';
import { withErrorBoundary } from './ErrorBoundary';
import { CAROUSEL_MIN_WIDTH_PX, FACULTY_AUTOPLAY_MS } from '@/lib/browser/timing';

interface Props {
  /** The `.swiper` block with one `.swiper-slide` per card. */
  children?: ReactNode;
  /** One name per card, for the dots ("Show {name}"). */
  names: string[];
  /** What the carousel shows, for the pause button ("Pause {label}"). */
  label: string;
  /** Cards per view from 768 px. */
  perView?: number;
  /** Autoplay delay in ms. */
  delay?: number;
  /** The controls' names in the page's language, `{label}` and `{name}` filled in here; English by default. */
  controls?: { pause: string; play: string; show: string };
}

const englishControls = { pause: 'Pause {label}', play: 'Play {label}', show: 'Show {name}' };

/** Gap between cards; the cards' server classes reserve the same (md:mr-6). */
const SPACE_PX = 24;

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

function CardCarousel({
  children,
  names,
  label,
  perView = 3,
  delay = FACULTY_AUTOPLAY_MS,
  controls = englishControls,
}: Props) {
  const root = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<Swiper | null>(null);
  const [active, setActive] = useState(0);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const frame = root.current?.querySelector<HTMLElement>('.swiper');
    if (!frame) return;
    const wide = window.matchMedia(`(min-width: ${CAROUSEL_MIN_WIDTH_PX}px)`);
    const stop = () => {
      swiperRef.current?.destroy(true, true);
      swiperRef.current = null;
      setPlaying(false);
      setActive(0);
    };
    const fit = () => {
      if (!wide.matches) return stop();
      if (swiperRef.current) return;
      const still = reducedMotion();
      swiperRef.current = new Swiper(frame, {
        modules: [Autoplay],
        slidesPerView: perView,
        spaceBetween: SPACE_PX,
        loop: true,
        speed: still ? 0 : 600,
        autoplay: { enabled: !still, delay, disableOnInteraction: false, pauseOnMouseEnter: true },
        on: {
          realIndexChange: (s) => setActive(s.realIndex),
          autoplayStart: () => setPlaying(true),
          autoplayStop: () => setPlaying(false),
        },
      });
      setPlaying(swiperRef.current.autoplay.running);
    };
    fit();
    wide.addEventListener('change', fit);
    return () => {
      wide.removeEventListener('change', fit);
      stop();
    };
  }, [perView, delay]);

  // Someone reading a card with the keyboard should not have it slide away.
  const holdStill = () => swiperRef.current?.autoplay.pause();
  const moveOn = () => swiperRef.current?.autoplay.resume();

  return (
    <div ref={root} onFocus={holdStill} onBlur={moveOn}>
      {children}
      <div className="mt-6 hidden items-center justify-center gap-1 md:flex">
        <button
          type="button"
          aria-label={(playing ? controls.pause : controls.play).replace('{label}', label)}
          onClick={() => (playing ? swiperRef.current?.autoplay.stop() : swiperRef.current?.autoplay.start())}
          className="inline-flex size-8 items-center justify-center rounded-full text-brand-800 hover:bg-brand-100"
        >
          {playing ? <Pause size={14} aria-hidden="true" /> : <Play size={14} aria-hidden="true" />}
        </button>
        {names.map((name, i) => (
          <button
            key={name}
            type="button"
            aria-label={controls.show.replace('{name}', name)}
            aria-current={i === active ? 'true' : undefined}
            onClick={() => swiperRef.current?.slideToLoop(i)}
            className="group inline-flex h-8 w-7 items-center justify-center rounded-full"
          >
            <span
              className={`block h-2.5 rounded-full transition-colors ${
                i === active ? 'w-6 bg-accent-500' : 'w-2.5 bg-brand-200 group-hover:bg-brand-400'
              }`}
            />
          </button>
        ))}
      </div>
    </div>
  );
}

export default withErrorBoundary(CardCarousel) as ComponentType<Props>;
