import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

/*
 * The project chosen on a tool's or app's form, for what its page offers beside the form: "Try with example data"
 * runs in that project too (issue 14 item 2). The form reports its choice; the page reads it.
 */

interface ChosenProject {
  projectBaseId: string | undefined;
  choose: (projectBaseId: string | undefined) => void;
}

const ChosenProjectContext = createContext<ChosenProject | null>(null);

export function ChosenProjectProvider({ children }: { children: ReactNode }) {
  const [projectBaseId, choose] = useState<string | undefined>(undefined);
  return <ChosenProjectContext value={{ projectBaseId, choose }}>{children}</ChosenProjectContext>;
}

/** The project the page's form has chosen (undefined: the caller's own space, or no form on the page yet). */
export function useChosenProjectId(): string | undefined {
  return useContext(ChosenProjectContext)?.projectBaseId;
}

/** Tells the page which project the form has chosen; a form without a page around it tells no one. */
export function useReportChosenProject(projectBaseId: string | undefined): void {
  const choose = useContext(ChosenProjectContext)?.choose;
  useEffect(() => choose?.(projectBaseId || undefined), [choose, projectBaseId]);
}
