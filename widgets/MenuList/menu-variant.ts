import { createContext } from 'react';

/**
 * Lets each MenuItem draw itself as a row or a tile, as its MenuList says; null outside a list
 * (an item template of a Collection), where the item is not a list item of its own.
 */
export const MenuVariantContext = createContext<'list' | 'tiles' | null>(null);
