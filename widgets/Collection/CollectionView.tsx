import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';
import type { ResolvedNode } from '../../src/engine/types';
import { ResolvedView } from '../../src/render/resolved-view';
import type { WidgetViewProps } from '../../src/render/widget';
import { useText } from '../../src/render/use-text';
import type { CollectionProps } from './index';
import { EmptyState, ErrorState, LoadingState } from './states';
import { Ticker } from './Ticker';
import { ScrollRow } from './ScrollRow';
import { loadCarousel, loadedCarousel } from './carousel-loader';
import './collection.css';

// embla-carousel is only fetched by screens that show a carousel.
const LazyCarousel = lazy(loadCarousel);

function Carousel(props: ComponentProps<typeof LazyCarousel>) {
  const Loaded = loadedCarousel();
  return Loaded ? <Loaded {...props} /> : <LazyCarousel {...props} />;
}

function Items({ items }: { items: ResolvedNode[] }) {
  return (
    <>
      {items.map((item) => (
        <div key={item.key} className="wl-collection__cell" role="listitem">
          <ResolvedView node={item} />
        </div>
      ))}
    </>
  );
}

/** The list itself, in its presentation. */
function Presentation({ props, items }: { props: CollectionProps; items: ResolvedNode[] }): ReactNode {
  const text = useText();
  const label = props.label ? text(props.label) : undefined;
  if (props.layout === 'carousel') {
    const options = props.carousel ?? { perView: 1, groupSize: 1, rows: 1, loop: false, arrows: false, speedMs: 500, dots: false };
    return (
      <Suspense fallback={<ScrollRow items={items} perView={options.perView} rows={options.rows} gap={props.gap} label={label} />}>
        <Carousel items={items} options={options} gap={props.gap} label={label} />
      </Suspense>
    );
  }
  if (props.layout === 'ticker') {
    const options = props.ticker ?? { direction: 'vertical' as const, speed: 30, minItems: 0, height: 200 };
    return <Ticker items={items} options={options} label={label} />;
  }
  if (props.layout === 'strip') {
    return (
      <div className="wl-collection__strip" role="list" aria-label={label} style={{ gap: props.gap }}>
        <Items items={items} />
      </div>
    );
  }
  const grid = props.layout === 'grid';
  return (
    <div
      className={grid ? 'wl-collection__grid' : 'wl-collection__list'}
      role="list"
      aria-label={label}
      style={grid ? { gridTemplateColumns: `repeat(${props.columns}, minmax(0, 1fr))`, gap: props.gap } : { gap: props.gap }}
    >
      <Items items={items} />
    </div>
  );
}

/**
 * One collection, five states: loading (nothing yet), error (nothing shown, with retry), empty,
 * ready, and ready with more to load. Items already shown stay while more load or a refresh fails.
 */
export function CollectionView({ props, node, emit }: WidgetViewProps<CollectionProps>) {
  const text = useText();
  const items = node.items ?? [];
  const slots = node.slots ?? {};
  const status = props.status ?? (items.length > 0 ? 'ready' : 'empty');

  if (items.length === 0) {
    if (status === 'idle') return slots.empty ? <ResolvedView node={slots.empty} /> : null;
    if (status === 'loading') return slots.loading ? <ResolvedView node={slots.loading} /> : <LoadingState layout={props.layout} />;
    if (status === 'error') {
      return slots.error ? <ResolvedView node={slots.error} /> : <ErrorState text={props.errorText} onRetry={() => void emit('retry')} />;
    }
    return slots.empty ? <ResolvedView node={slots.empty} /> : <EmptyState />;
  }

  const count = props.count ?? items.length;
  return (
    <div className="wl-collection" aria-busy={props.loadingMore || undefined}>
      <Presentation props={props} items={items} />
      {props.hasMore ? (
        <button type="button" className="wl-collection__more" disabled={props.loadingMore} onClick={() => void emit('more')}>
          {props.loadingMore ? <span className="wl-collection__spinner" aria-hidden="true" /> : null}
          <span>{text(props.moreLabel)}</span>
          {props.showCount && props.total ? <span className="wl-collection__count">{`${count}/${props.total}`}</span> : null}
        </button>
      ) : props.showCount && props.total ? (
        <p className="wl-collection__count wl-collection__count--end">{`${count}/${props.total}`}</p>
      ) : null}
    </div>
  );
}
