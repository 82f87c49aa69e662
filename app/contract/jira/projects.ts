/** A project in words, for lists and sentences: "Platform (PLAT)", or its id when Jira gave no name. */
export function projectLabel(project: { id: string; key: string | null; name: string | null }): string {
  if (project.name && project.key) return `${project.name} (${project.key})`;
  return project.name ?? project.key ?? `Project ${project.id}`;
}
