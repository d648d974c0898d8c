import type { useDashboard } from '../api/get-dashboard';

/** The dashboard's one summary read, handed to the cards that show parts of it. */
export type DashboardSummary = ReturnType<typeof useDashboard>;
