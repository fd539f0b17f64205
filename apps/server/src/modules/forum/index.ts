/** The forum module's door: what other modules may use of it. */
export { recordLessonCompleted } from './ranking/learning.js';
export { currentLevel, levelName } from './ranking/levels.js';
export { searchTopics } from './search/search.service.js';
export { createLessonQuestionsTopic } from './topics/questions-topics.js';
export { repliedByOthersBetween } from './replies/replies.repository.js';
