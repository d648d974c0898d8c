/** Query keys of the message pages, under the `messages` prefix the header badge's count also has. */
export const messageKeys = {
  all: ['messages'] as const,
  lists: ['messages', 'list'] as const,
  message: (id: string) => ['messages', 'one', id] as const,
  announcements: ['messages', 'announcements'] as const,
};
