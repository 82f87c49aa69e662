import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { AVATAR_BACKGROUNDS } from './PersonAvatar';

describe('initials avatars', () => {
  it('draw white initials on every background at a contrast anyone can read (WCAG AA, 4.5:1)', () => {
    for (const background of AVATAR_BACKGROUNDS) expect(getContrastRatio('#fff', background), background).toBeGreaterThanOrEqual(4.5);
  });
});
