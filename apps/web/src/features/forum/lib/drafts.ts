import { readStorage, writeStorage } from '@/lib/storage';

/** The draft kept in this browser under `key` (a topic's reply, or 'Novo Tópico'), if any. */
export function readDraft(key: string): string | null {
  return readStorage(key);
}

/** Keeps a draft until it is sent; a blank text removes it. */
export function saveDraft(key: string, text: string): void {
  if (text.trim() === '') clearDraft(key);
  else writeStorage(key, text);
}

export function clearDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // A blocked storage kept no draft.
  }
}

/** Where 'Novo Tópico' keeps the text of the topic being written. */
export const NEW_TOPIC_DRAFT = 'blivion:forum-draft:new-topic';
