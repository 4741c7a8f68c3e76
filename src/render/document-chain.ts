import { createContext, useContext } from 'react';

/**
 * Ids of the layout documents being rendered around this point, outermost first. Include reads
 * it to name the host document in reports and to refuse a fragment that includes itself.
 */
export const DocumentChain = createContext<readonly string[]>([]);

export function useDocumentChain(): readonly string[] {
  return useContext(DocumentChain);
}
