import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { useDocumentChain } from '../../src/render/document-chain';
import { reportLayoutIssue } from '../../src/render/issues';
import { LayoutRenderer } from '../../src/render/layout-renderer';
import { useRenderEnv } from '../../src/render/render-env';
import type { WidgetViewProps } from '../../src/render/widget';
import type { IncludeProps } from './index';

/** Renders the fragment in place, with the host screen's store; a missing fragment renders nothing. */
export function IncludeView({ props, node }: WidgetViewProps<IncludeProps>): ReactNode {
  useSignals();
  const chain = useDocumentChain();
  const env = useRenderEnv();
  const host = chain[chain.length - 1] ?? '(include)';
  if (chain.includes(props.layout)) {
    const loop = [...chain, props.layout].join(' > ');
    reportLayoutIssue({ documentId: host, path: node.path, message: `fragment "${props.layout}" includes itself (${loop})` });
    return null;
  }
  const document = env.getDocument(props.layout);
  if (!document || document.kind !== 'fragment') {
    const problem = document ? `is a ${document.kind}, not a fragment` : 'does not exist';
    reportLayoutIssue({ documentId: host, path: node.path, message: `included layout "${props.layout}" ${problem}` });
    return null;
  }
  return <LayoutRenderer document={document} collectFields={false} />;
}
