import type { ReactElement } from 'react';

/** Small inline flags for the languages merchants offer; unknown codes get a lettered chip. */
const FLAGS: Record<string, ReactElement> = {
  CN: (
    <>
      <rect width="30" height="20" fill="#de2910" />
      <path d="M6 3.2l.9 2.7h2.8l-2.3 1.7.9 2.7L6 8.6 3.7 10.3l.9-2.7-2.3-1.7h2.8z" fill="#ffde00" />
    </>
  ),
  EN: (
    <>
      <rect width="30" height="20" fill="#012169" />
      <path d="M0 0l30 20M30 0L0 20" stroke="#fff" strokeWidth="4" />
      <path d="M0 0l30 20M30 0L0 20" stroke="#c8102e" strokeWidth="1.5" />
      <path d="M15 0v20M0 10h30" stroke="#fff" strokeWidth="6" />
      <path d="M15 0v20M0 10h30" stroke="#c8102e" strokeWidth="3.5" />
    </>
  ),
  VN: (
    <>
      <rect width="30" height="20" fill="#da251d" />
      <path d="M15 4.5l1.4 4.2h4.4l-3.6 2.6 1.4 4.2-3.6-2.6-3.6 2.6 1.4-4.2-3.6-2.6h4.4z" fill="#ff0" />
    </>
  ),
  TH: (
    <>
      <rect width="30" height="20" fill="#a51931" />
      <rect y="3.3" width="30" height="13.4" fill="#f4f5f8" />
      <rect y="6.7" width="30" height="6.6" fill="#2d2a4a" />
    </>
  ),
};

export function LanguageFlag({ code }: { code: string }) {
  const flag = FLAGS[code];
  return (
    <svg width="30" height="20" viewBox="0 0 30 20" aria-hidden="true" focusable="false" style={{ borderRadius: 3, flex: 'none' }}>
      {flag ?? (
        <>
          <rect width="30" height="20" fill="#2c3445" />
          <text x="15" y="14" textAnchor="middle" fontSize="10" fill="#eef1f7" fontFamily="sans-serif">{code}</text>
        </>
      )}
    </svg>
  );
}
