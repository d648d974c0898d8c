/*
 * Query key roots of the project pages. A project's own queries share `project(id)`, so a change of the project
 * (a stage, a report, a reply) reloads everything of it in one call; every page of the project list shares `lists`.
 */
export const projectKeys = {
  all: ['project'] as const,
  lists: ['project', 'list'] as const,
  project: (projectBaseId: string) => ['project', 'one', projectBaseId] as const,
  part: (projectBaseId: string, ...rest: readonly unknown[]) => ['project', 'one', projectBaseId, ...rest] as const,
};

/** /api/v1/projects/:projectBaseId followed by `rest`, each segment encoded. */
export function projectPath(projectBaseId: string, ...rest: readonly string[]): string {
  return ['/api/v1/projects', projectBaseId, ...rest].map((s, i) => (i === 0 ? s : encodeURIComponent(s))).join('/');
}
