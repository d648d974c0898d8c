import { z } from 'zod';

/*
 * Filling an interpretation from PubMed (issue 18 item 3): the server asks NCBI's E-utilities (esummary) for a pmid's
 * title and journal when it is configured to reach them; the form hides the fill button otherwise.
 */

/** GET PUBMED_PATH: whether the fill is offered. */
export const pubmedStatusSchema = z.object({ configured: z.boolean() });
export type PubmedStatus = z.infer<typeof pubmedStatusSchema>;

/** GET PUBMED_PATH/:pmid: the paper's title and journal (its full name, else PubMed's abbreviation). */
export const pubmedSummarySchema = z.object({ pmid: z.string(), title: z.string(), magazineName: z.string() });
export type PubmedSummary = z.infer<typeof pubmedSummarySchema>;

export const PUBMED_PATH = '/api/v1/articles/pubmed';
