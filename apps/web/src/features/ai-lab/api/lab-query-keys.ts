/** Every query of the lab's member screens lives under ['ai-lab', ...]: one prefix refreshes them all. */
export const labKeys = {
  all: ['ai-lab'] as const,
  picker: ['ai-lab', 'picker'] as const,
  conversations: ['ai-lab', 'conversations'] as const,
  conversation: (id: string) => ['ai-lab', 'conversation', id] as const,
  messages: (id: string) => ['ai-lab', 'conversation', id, 'messages'] as const,
  folders: ['ai-lab', 'folders'] as const,
};

export const LAB_STALE_MS = 30_000;

export function conversationPath(id: string): string {
  return `/api/ai/conversations/${encodeURIComponent(id)}`;
}
