import { useSignals } from '@preact/signals-react/runtime';
import { Suspense, type ReactNode } from 'react';
import type { ChromeDocument, FragmentDocument, ScreenDocument } from '../../engine/types';
import { LayoutRenderer } from '../../render/layout-renderer';
import { useRenderEnv } from '../../render/render-env';
import { useScreen } from '../../render/screen-context';
import { modals } from '../../state/ui';
import { BackBar, TopBar } from './BackBar';
import { chromeFor, footerEntries, type FooterEntry } from './chrome-rules';
import { FooterNav } from './FooterNav';
import { SERVICE_MODAL } from './service-modal';
import { LazyServiceSheet } from '../lazy-parts';

interface Props {
  chrome: ChromeDocument;
  /** The screen shown in the page, when known (its own chrome hints apply). */
  screen?: ScreenDocument;
  /** Where "back" goes on back-goes-home paths. */
  home: string;
  children: ReactNode;
}

/** Header, top bar or back bar, the page, the footer navigation and the chrome's panels. */
export function ChromeFrame({ chrome, screen, home, children }: Props) {
  useSignals();
  const env = useRenderEnv();
  const store = useScreen();
  const path = env.route.path;
  const state = chromeFor(chrome, path, screen, Boolean(modals.value[SERVICE_MODAL]));
  const fragment = (id: string | undefined): FragmentDocument | undefined => {
    const doc = id ? env.getDocument(id) : undefined;
    return doc?.kind === 'fragment' ? doc : undefined;
  };
  const header = state.header ? fragment(chrome.fragments.header) : undefined;
  const panels = [chrome.fragments.leftPanel, chrome.fragments.rightPanel, chrome.fragments.memberPopup]
    .map(fragment)
    .filter((doc): doc is FragmentDocument => Boolean(doc));
  const entries = state.footer ? footerEntries(chrome, env.contextFor(store, env.route), path) : [];

  const goBack = () => (state.backBar?.goesHome ? env.navigate(home, { replace: true }) : env.back());
  const press = (entry: FooterEntry) =>
    env.runActions(entry.item.on, { screen: store, context: () => env.contextFor(store, env.route), navigate: env.navigate, back: env.back });

  return (
    <div className={state.footer && entries.length ? 'app-frame app-frame--with-footer' : 'app-frame'}>
      {/* Until its widgets arrive the header keeps the room it takes: the page below does not jump (layout shift 0.06). */}
      {header && <LayoutRenderer document={header} collectFields={false} pending={<div className="app-header-pending" aria-hidden="true" />} />}
      {state.backBar && <BackBar title={state.backBar.title} onBack={goBack} />}
      {state.topBar && <TopBar title={state.topBar} />}
      <main className="app-main">{children}</main>
      {state.footer && <FooterNav entries={entries} onPress={(entry) => void press(entry)} />}
      {panels.map((doc) => (
        <LayoutRenderer key={doc.id} document={doc} collectFields={false} />
      ))}
      {modals.value[SERVICE_MODAL] && (
        <Suspense fallback={null}>
          <LazyServiceSheet />
        </Suspense>
      )}
    </div>
  );
}
