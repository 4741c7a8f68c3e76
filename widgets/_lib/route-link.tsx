import type { MouseEvent, ReactNode } from 'react';
import { useRenderEnv } from '../../src/render/render-env';

interface RouteLinkProps {
  to: string;
  className?: string;
  children: ReactNode;
  /** Runs alongside the navigation (e.g. the node's own "press" actions). */
  onPress?: () => void;
  'aria-label'?: string;
}

/**
 * An in-app link: a real anchor (long-press, open in new tab and screen readers work) whose plain
 * tap goes through the renderer's navigate, i.e. the app's router.
 */
export function RouteLink({ to, className, children, onPress, ...aria }: RouteLinkProps) {
  const { navigate } = useRenderEnv();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onPress?.();
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={to} className={className} onClick={onClick} {...aria}>
      {children}
    </a>
  );
}

/** In-app paths only ("/m/forget"): no "//" or backslash (another site to a browser), no spaces; anything else belongs to the openUrl action. */
export const inAppPath = /^\/(?![/\\])[^\\\s\u0000-\u001f]*$/;
