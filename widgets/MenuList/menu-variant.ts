import { createContext } from 'react';

/** Lets each MenuItem draw itself as a row or a tile, as its MenuList says. */
export const MenuVariantContext = createContext<'list' | 'tiles'>('list');
