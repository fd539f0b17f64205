/** The ai-files module's door: what other modules may use of it. */
export { generateImageReply, reserveImageCredits } from './image-generation.js';
export {
  attachToMessage,
  historyAttachmentParts,
  loadMessageAttachments,
  messagesAttachments,
  releaseMessageAttachments,
} from './message-attachments.js';
export type { AttachmentPart } from './message-attachments.js';
