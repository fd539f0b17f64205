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

/** Where 'Novo Tópico' keeps the topic being written (title, text, category and tags, as JSON). */
export const NEW_TOPIC_DRAFT = 'blivion:forum-draft:new-topic';

/** What 'Novo Tópico' keeps of a topic not yet sent (the poll is not kept: it is rebuilt quickly). */
export interface TopicDraft {
  title: string;
  content: string;
  categoryId: string;
  tags: string[];
}

const EMPTY_DRAFT: TopicDraft = { title: '', content: '', categoryId: '', tags: [] };

/**
 * The topic draft kept in this browser, field by field; a draft of the earlier kind (the text
 * alone) becomes the content, and anything unreadable counts as no draft.
 */
export function readTopicDraft(): TopicDraft | null {
  const stored = readStorage(NEW_TOPIC_DRAFT);
  if (stored === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return { ...EMPTY_DRAFT, content: stored };
  }
  if (typeof parsed !== 'object' || parsed === null) return { ...EMPTY_DRAFT, content: stored };
  const fields = parsed as Partial<Record<keyof TopicDraft, unknown>>;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    title: text(fields.title),
    content: text(fields.content),
    categoryId: text(fields.categoryId),
    tags: Array.isArray(fields.tags) ? fields.tags.filter((tag): tag is string => typeof tag === 'string') : [],
  };
}

/** Keeps the topic being written until it is sent; a draft with nothing typed removes it. */
export function saveTopicDraft(draft: TopicDraft): void {
  if (draft.title.trim() === '' && draft.content.trim() === '' && draft.tags.length === 0) {
    clearDraft(NEW_TOPIC_DRAFT);
    return;
  }
  writeStorage(NEW_TOPIC_DRAFT, JSON.stringify(draft));
}
