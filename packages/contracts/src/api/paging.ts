import { z } from 'zod';

/** Zero-based page numbers, as the spec's clients send them. */
export const currentPageSchema = z.coerce.number().int().min(0).max(1_000_000).default(0);
