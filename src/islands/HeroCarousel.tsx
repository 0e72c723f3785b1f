/**
 * The hero slideshow shared by the home page and the course pages: an auto-advancing cross-fade
 * (spec §9: 3000 ms interval, 3000 ms fade) that loops, with dots, previous/next arrows from the
 * `sm` breakpoint up and an optional dark overlay carrying the slide's texts.
 *
 * Pages use it through `components/hero/Hero.astro`, which prepares the responsive images at build
 * time. The first slide is server-rendered with an eager, high-priority image, so it paints before
 * any JS runs; the box has a fixed height, so hydration moves nothing.
 *
 * Budget (home ≤ 100 KB gzip of JS before any scroll): React renders the swiper markup and an effect
 * starts swiper's core on it, which is ~4 KB lighter than the swiper/react wrapper; dots and arrows
 * are our own labelled buttons (lighter than the Pagination and Navigation modules, and present in
 * the server HTML). `rewind` instead of `loop`: with a fade the two look the same, and swiper never
 * has to reorder the slides React rendered.
 */
import { useEffect, useRef, useState, type ComponentType } from 'react';
import Swiper from 'swiper';
import { Autoplay, EffectFade } from 'swiper/modules';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import 'swiper/css';
import 'swiper/css/effect-fade';
import { withErrorBoundary } from './ErrorBoundary';
import { HERO_FADE_MS, HERO_INTERVAL_MS } from '@/lib/timing';

/** A responsive image prepared at build time with getImage(). */
export interface HeroImage {
  /** URL of a mid-size rendition (also what browsers without srcset load). */
  src: string;
  /** `srcset` attribute listing the widths. */
  srcset?: string;
  /** Intrinsic width, so the browser reserves the box before the image arrives. */
  width: number;
  /** Intrinsic height. */
  height: number;
}

/**
 * One slide (spec §3 "Hero slide"). Data modules use `HeroSlide<ImageMetadata>` (an imported
 * asset); Hero.astro turns the image into a `HeroImage` for the island.
 */
export interface HeroSlide<Img = HeroImage> {
  /** The slide picture. */
  image: Img;
  /** Describes the picture for screen readers. */
  alt: string;
  /** Large heading on the overlay. */
  title?: string;
  /** Short line above the title. */
  subtitle?: string;
  /** A sentence or two below the title. */
  description?: string;
  /** Darken the picture and show the texts over it. */
  overlay?: boolean;
}

interface Props {
  /** The slides, in order; the first is the page's LCP image. */
  slides: HeroSlide[];
  /** Shown when there are no slides and in place of any slide image that fails to load. */
  fallback: HeroImage & {
    /** Alt text when the fallback stands in for an empty slideshow. */
    alt: string;
  };
  /** Accessible name of the carousel region, e.g. "Highlights". */
  label: string;
  /** `sizes` attribute of the slide images (they span the viewport by default). */
  sizes?: string;
}

/** Fixed height per breakpoint: the server-rendered first slide and the hydrated carousel share one box. */
const frame = 'relative h-[26rem] w-full overflow-hidden bg-brand-950 sm:h-[28rem] lg:h-[34rem]';
const imageClass = 'absolute inset-0 h-full w-full object-cover';
const control =
  'items-center justify-center rounded-full bg-brand-950/50 text-white ring-1 ring-white/50 backdrop-blur transition-colors hover:bg-brand-950/75 focus-visible:outline-white';

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

function HeroCarousel({ slides, fallback, label, sizes = '100vw' }: Props) {
  const rootRef = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<Swiper | null>(null);
  const [active, setActive] = useState(0);
  const [failed, setFailed] = useState<ReadonlySet<number>>(() => new Set());
  // Follows swiper's autoplay events; false in the server HTML, where nothing plays yet.
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    if (!rootRef.current || slides.length < 2) return;
    const reducedMotion = prefersReducedMotion();
    const swiper = new Swiper(rootRef.current, {
      modules: [Autoplay, EffectFade],
      effect: 'fade',
      fadeEffect: { crossFade: true },
      speed: reducedMotion ? 0 : HERO_FADE_MS,
      rewind: true,
      autoplay: {
        enabled: !reducedMotion,
        delay: HERO_INTERVAL_MS,
        disableOnInteraction: false,
        pauseOnMouseEnter: true,
      },
      on: {
        activeIndexChange: (s) => setActive(s.activeIndex),
        autoplayStart: () => setPlaying(true),
        autoplayStop: () => setPlaying(false),
      },
    });
    swiperRef.current = swiper;
    return () => {
      swiper.destroy(true, false);
      swiperRef.current = null;
    };
  }, [slides.length]);

  if (slides.length === 0) {
    return (
      <div className={frame}>
        <img
          src={fallback.src}
          srcSet={fallback.srcset}
          sizes={sizes}
          width={fallback.width}
          height={fallback.height}
          alt={fallback.alt}
          loading="eager"
          fetchPriority="high"
          className={imageClass}
        />
      </div>
    );
  }

  return (
    <section aria-roledescription="carousel" aria-label={label} className="relative">
      <div ref={rootRef} className={`swiper ${frame}`}>
        <div className="swiper-wrapper">
          {slides.map((slide, i) => {
            const broken = failed.has(i);
            return (
              <div
                key={i}
                className="swiper-slide"
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${slides.length}`}
              >
                <img
                  src={broken ? fallback.src : slide.image.src}
                  srcSet={broken ? undefined : slide.image.srcset}
                  sizes={sizes}
                  width={slide.image.width}
                  height={slide.image.height}
                  alt={slide.alt}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : undefined}
                  decoding={i === 0 ? undefined : 'async'}
                  // The shell script swaps images that fail before hydration; React handles later failures.
                  data-fallback-src={fallback.src}
                  onError={() => setFailed((prev) => new Set(prev).add(i))}
                  className={imageClass}
                />
                {slide.overlay && (
                  <div className="absolute inset-0 bg-linear-to-t from-brand-950/90 via-brand-950/55 to-brand-950/25 sm:bg-linear-to-r sm:from-brand-950/85 sm:via-brand-950/50 sm:to-transparent">
                    <div className="container-page flex h-full flex-col justify-end pb-16 sm:justify-center sm:pb-0 sm:pl-20 lg:pl-24">
                      <div className="max-w-xl text-white">
                        {slide.subtitle && (
                          <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">
                            {slide.subtitle}
                          </p>
                        )}
                        {slide.title && (
                          <h2 className="mt-2 text-3xl leading-tight font-bold text-white sm:text-4xl lg:text-5xl">
                            {slide.title}
                          </h2>
                        )}
                        {slide.description && (
                          <p className="mt-3 text-base text-slate-100 sm:text-lg">{slide.description}</p>
                        )}
                      </div>
                    </div>
                  </div>
                )}
              </div>
            );
          })}
        </div>
      </div>

      {slides.length > 1 && (
        <>
          <button
            type="button"
            aria-label="Previous slide"
            onClick={() => swiperRef.current?.slidePrev()}
            className={`${control} absolute top-1/2 left-4 z-10 hidden h-11 w-11 -translate-y-1/2 sm:inline-flex`}
          >
            <ChevronLeft size={24} aria-hidden="true" />
          </button>
          <button
            type="button"
            aria-label="Next slide"
            onClick={() => swiperRef.current?.slideNext()}
            className={`${control} absolute top-1/2 right-4 z-10 hidden h-11 w-11 -translate-y-1/2 sm:inline-flex`}
          >
            <ChevronRight size={24} aria-hidden="true" />
          </button>
          <div className="absolute bottom-4 left-1/2 z-10 flex -translate-x-1/2 items-center rounded-full bg-brand-950/45 px-1 backdrop-blur">
            <button
              type="button"
              aria-label={playing ? 'Pause slideshow' : 'Play slideshow'}
              onClick={() => (playing ? swiperRef.current?.autoplay.stop() : swiperRef.current?.autoplay.start())}
              className="inline-flex h-8 w-8 items-center justify-center rounded-full text-white hover:bg-white/20 focus-visible:outline-white"
            >
              {playing ? <Pause size={14} aria-hidden="true" /> : <Play size={14} aria-hidden="true" />}
            </button>
            {slides.map((slide, i) => (
              <button
                key={i}
                type="button"
                aria-label={`Go to slide ${i + 1}${slide.title ? `: ${slide.title}` : ''}`}
                aria-current={i === active ? 'true' : undefined}
                onClick={() => swiperRef.current?.slideTo(i)}
                className="group inline-flex h-8 w-7 items-center justify-center rounded-full focus-visible:outline-white"
              >
                <span
                  className={`block h-2.5 rounded-full transition-all ${
                    i === active ? 'w-6 bg-accent-400' : 'w-2.5 bg-white/70 group-hover:bg-white'
                  }`}
                />
              </button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}

export default withErrorBoundary(HeroCarousel) as ComponentType<Props>;
