/** `@blivion/shared/ai`: the AI lab's requests and responses (one schema file per module of issue 15). */
export * from '../schemas/ai-chat.js';
export * from '../schemas/ai-credits.js';
export * from '../schemas/ai-files.js';
export * from '../schemas/ai-models.js';
