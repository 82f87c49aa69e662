import { z } from 'zod';

/**
 * The page's policy allows no eval, and zod decides whether to compile its object checks when each schema
 * is built (trying `new Function` once, which the policy reports as a violation). This module is
 * imported before any schema, so zod checks without compiling and never tries.
 */
z.config({ jitless: true });
