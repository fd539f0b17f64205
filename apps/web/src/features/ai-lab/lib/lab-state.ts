import type { AiAttachment, AiTargetRef } from '@blivion/shared/ai';

/** A message on its way between the lab's screens (in the address's history state). */
export interface CarriedMessage {
  text: string;
  attachments: AiAttachment[];
}

/** /ai-lab/c/:id just created from the empty box: the first message, to send once. */
export interface LabFirstMessageState {
  firstMessage: CarriedMessage;
}

/** Back to /ai-lab after that first message was refused: the message and what it was for. */
export interface LabDraftState {
  draft: CarriedMessage & { target: AiTargetRef };
}

function isMessage(value: unknown): value is CarriedMessage {
  if (!value || typeof value !== 'object') return false;
  const message = value as Partial<CarriedMessage>;
  return typeof message.text === 'string' && Array.isArray(message.attachments);
}

/** The first message the state carries, or null (any other state, or none). */
export function firstMessageOf(state: unknown): CarriedMessage | null {
  const value = state && typeof state === 'object' ? (state as Partial<LabFirstMessageState>).firstMessage : null;
  return isMessage(value) ? value : null;
}

/** The refused message the state brings back to the empty box, or null. */
export function draftOf(state: unknown): LabDraftState['draft'] | null {
  const value = state && typeof state === 'object' ? (state as Partial<LabDraftState>).draft : null;
  if (!isMessage(value)) return null;
  const target = (value as Partial<LabDraftState['draft']>).target;
  const validTarget = !!target && (target.type === 'model' || target.type === 'agent') && typeof target.id === 'string';
  return validTarget ? (value as LabDraftState['draft']) : null;
}
