import type { KeyboardEvent } from 'react';

/**
 * For a button inside a data-grid cell: Space and Enter belong to the button (open its menu, press it),
 * not to the grid, which would otherwise take Space to select or scroll and the button would never hear it.
 */
export function keepKeysInCell(event: KeyboardEvent<HTMLElement>): void {
  if (event.key === ' ' || event.key === 'Enter') event.stopPropagation();
}
