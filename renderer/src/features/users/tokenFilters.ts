import { FILTER_DAYS_MAX, type TokenFilter } from '../../../../app/contract/users/token-filter';

/** What the filter bar holds: switches plus the day counts typed next to them (kept when switched off). */
export interface FilterControls {
  text: string;
  unusedOn: boolean;
  unusedDays: string;
  neverUsed: boolean;
  expiringOn: boolean;
  expiringDays: string;
  expired: boolean;
}

export const defaultFilterControls: FilterControls = {
  text: '',
  unusedOn: false,
  unusedDays: '90',
  neverUsed: false,
  expiringOn: false,
  expiringDays: '30',
  expired: false,
};

/** A whole number of days from 0 to 3650, or null for anything else. */
export function parseDays(text: string): number | null {
  if (!/^\s*\d{1,4}\s*$/.test(text)) return null;
  const days = Number(text);
  return days <= FILTER_DAYS_MAX ? days : null;
}

export function toTokenFilter(controls: FilterControls): TokenFilter {
  return {
    text: controls.text,
    unusedForDays: controls.unusedOn ? parseDays(controls.unusedDays) : null,
    neverUsed: controls.neverUsed,
    expiringWithinDays: controls.expiringOn ? parseDays(controls.expiringDays) : null,
    expired: controls.expired,
  };
}
