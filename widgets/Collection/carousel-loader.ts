import type { ComponentProps, ComponentType } from 'react';
import type CarouselView from './Carousel';

type CarouselComponent = ComponentType<ComponentProps<typeof CarouselView>>;

let loaded: CarouselComponent | undefined;

/**
 * Fetches the carousel (embla) once; a page's widget preload starts it with the page's views. Once
 * here it is drawn at once, on the platform as in the browser: without this, the platform's first
 * page with a carousel would send it undrawn and the browser would have to draw that part again.
 */
export function loadCarousel(): Promise<{ default: CarouselComponent }> {
  return import('./Carousel').then((module) => {
    loaded = module.default;
    return module;
  });
}

/** The carousel when it has come, else undefined (the caller waits for it). */
export function loadedCarousel(): CarouselComponent | undefined {
  return loaded;
}
