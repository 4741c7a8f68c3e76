import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useInView } from '../../../widgets/_lib/use-in-view';

function Probe({ enabled = true }: { enabled?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const seen = useInView(ref, enabled);
  return <div ref={ref}>{seen ? 'seen' : 'unseen'}</div>;
}

/** A stand-in IntersectionObserver the test drives: what the browser would report on a scroll. */
function fakeObserver() {
  const observers: { callback: IntersectionObserverCallback; element?: Element }[] = [];
  class Fake {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(element: Element) {
      observers.push({ callback: this.callback, element });
    }
    disconnect() {
      observers.splice(0, observers.length);
    }
  }
  vi.stubGlobal('IntersectionObserver', Fake);
  return (isIntersecting: boolean) =>
    act(() => observers.forEach(({ callback, element }) => callback([{ isIntersecting, target: element } as IntersectionObserverEntry], {} as IntersectionObserver)));
}

describe('useInView', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is false while the element is out of the viewport, and true again when it comes back', () => {
    const scroll = fakeObserver();
    render(<Probe />);
    expect(screen.getByText('seen')).toBeTruthy();
    scroll(false);
    expect(screen.getByText('unseen')).toBeTruthy();
    scroll(true);
    expect(screen.getByText('seen')).toBeTruthy();
  });

  it('is false while the page is hidden', () => {
    fakeObserver();
    render(<Probe />);
    const state = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(screen.getByText('unseen')).toBeTruthy();
    state.mockReturnValue('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(screen.getByText('seen')).toBeTruthy();
  });

  it('says "seen" where nothing can observe, and watches nothing when not needed', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('seen')).toBeTruthy();
    const scroll = fakeObserver();
    render(<Probe enabled={false} />);
    scroll(false);
    expect(screen.getAllByText('seen')).toHaveLength(2);
  });
});
