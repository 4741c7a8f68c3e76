import { createContext } from 'react';

/** Ids of the included fragments whose queries the screen around them already runs. */
export const HoistedQueries = createContext<ReadonlySet<string>>(new Set());
