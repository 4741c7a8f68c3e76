import type { ReactNode } from 'react';

/** Inline outline icons for the chrome (no icon font: one less request on slow networks). */
const paths: Record<string, ReactNode> = {
  home: <path d="M3 11 12 4l9 7M5 10v10h5v-6h4v6h5V10" />,
  gift: <path d="M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0" />,
  share: <path d="M16 8a3 3 0 1 0 0-.01M8 12a3 3 0 1 0 0-.01M16 16a3 3 0 1 0 0-.01M10.6 10.7l2.8-1.4M10.6 13.3l2.8 1.4" />,
  wallet: <path d="M3 7h16v12H3zM3 7l12-3v3M15 12h4v3h-4z" />,
  cash: <path d="M3 6h18v12H3zM12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6M6 9v6M18 9v6" />,
  user: <path d="M12 12a4 4 0 1 0 0-8a4 4 0 1 0 0 8M4 21c0-4 4-6 8-6s8 2 8 6" />,
  headset: <path d="M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H4zM17 14h3v5h-3zM20 19c0 2-3 2-6 2" />,
  chat: <path d="M4 5h16v11H9l-5 4z" />,
  bell: <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0" />,
  back: <path d="M15 5l-7 7 7 7" />,
  close: <path d="M6 6l12 12M18 6 6 18" />,
};

export function ChromeIcon({ name }: { name: string }) {
  return (
    <svg className="chrome-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"
      fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      {paths[name] ?? <circle cx="12" cy="12" r="8" />}
    </svg>
  );
}
